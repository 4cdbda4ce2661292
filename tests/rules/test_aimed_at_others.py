"""A thing played on another player is answered by the rule of whom it targets (issue 12).

"Can the Lawyer REJECT a FAVOUR played on another player?": the rule says
"even one that is not targeting you", never "played on someone else"
(rules/aimed_at_others.py, lexicon `question_form.aimed_verbs`,
`aimed_links`, `aimed_others`, `aimed_rule`). Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.aimed_at_others import aimed_words, tells_target
from referee.rules.index import get_index
from referee.rules.normalize import words
from referee.rules.search import search


# LOOP, Career Overview (p. 18), Lawyer: "Objection: you may discard any 1 FAVOUR to REJECT a FAVOUR, even one that
# is not targeting you."
@pytest.mark.parametrize("question", [
    "Can the Lawyer REJECT a FAVOUR played on another player?",
    "Is the Lawyer allowed to REJECT a FAVOUR my friend played on someone else?",
    "¿Puede el Abogado Rechazar un Favor jugado a otro jugador?",
])
def test_a_favour_played_on_another_player_is_answered_by_the_lawyer(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "career.lawyer")


@pytest.mark.parametrize("question, lang, marked", [
    ("can he reject a favour I played on someone else?", "en", ["played", "else"]),
    ("¿puede rechazar un favor que jugué sobre otro jugador?", "es", ["jugue", "otro"]),
    ("can I play on my next turn?", "en", []),  # (no other player after the word of aim)
    ("how many favours do I draw?", "en", []),
])
def test_the_words_of_a_thing_played_on_another_player(question, lang, marked):
    folded = words(question)
    places = list(range(len(folded)))
    found = aimed_words(folded, places, lang)
    assert [folded[place] for place, word in zip(places, found) if word] == marked


def test_only_a_rule_that_says_whom_a_thing_targets_answers():
    lang_index = get_index().langs["en"]
    number = {(doc.entry.game, doc.entry.id): n for n, doc in enumerate(lang_index.docs)}
    assert tells_target(number[("loop", "career.lawyer")], lang_index) is True
    assert tells_target(number[("loop", "career.investor")], lang_index) is False

