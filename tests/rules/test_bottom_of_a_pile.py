"""The bottom of a pile is an everyday place, not a thing the rulebook must name (issue 12, false abstention).

CV's rulebook says a new Health, Relationship or Knowledge card goes "on top
of its stack or under any card in that stack", and that misfortune discards
"one active card (the one lying on top of a stack)". A player asks of the
BOTTOM of the stack; the English rulebooks never write "bottom", so the word
read as a thing the rules never speak of and `ask` said the rulebook was
silent. "bottom", "underneath" and "beneath" are one everyday group of the
lexicon (common.toml): how the question says where, as "under" is.

The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

ANSWERED = [
    # CV, Game Play > Select (cv.place-hrk): "can go on top of its stack or under any card in that stack"
    ("may I slide my new Knowledge card to the bottom of the Knowledge stack so the old one stays on top?", "cv",
     "cv.place-hrk"),
    # CV, Game Play > 3. Bad Luck (badluck.discard-active): "one active card (the one lying on top of a stack)"
    ("for a misfortune my friend threw out a card from the bottom of his Health stack, is that legal?", "cv",
     "badluck.discard-active"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_the_rule_of_the_stack_answers_the_bottom_of_it(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry
