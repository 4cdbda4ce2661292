"""A thing taken is a reward given (lexicon `question_form.reward_told`, rules/unstated_specifics.py).

"Do I get anything for ...?" asks a reward for a condition; the first rule
answers only when it gives something. Adulthood, scoring track: "Whenever
you pass one, TAKE A Life Event card and resolve it at the end of your
turn" ("tomas una carta de Evento Vital"). The rule gives a card, but it
says so with "take", which was no word of giving: the search put it first
and said the rulebook did not cover it. A bare "take" stays out ("does not
let you take both step A options" gives nothing): the thing taken follows
("take a", "take from", "tomas una"). The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang"), [
    ("in adulthood, do I get anything for passing the Life Event icon on a track?", "en"),
    ("En Adulthood, ¿me dan algo por pasar una casilla de Evento Vital?", "es"),
])
def test_a_card_taken_for_a_condition_answers_what_it_gives(question, lang):
    result = search(question, lang=lang)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "scoring-board.life-event-spaces")
