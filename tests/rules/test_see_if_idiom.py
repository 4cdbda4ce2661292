"""A check told as the player's aim ("para VER SI ganamos", "to SEE IF I can afford it") is no topic
(rules/idioms.py, lexicon `question_form.idioms`).

LOOP rulebook, Cooperative Mode, End Game (p. 16): "You win if all of you reach HAPPINESS 11 (flag) or above after
the DEPLETION Penalty, Debt Penalty, and LANDFILL Penalty are factored." Asked whether the LANDFILL penalty comes
"antes de ver si ganamos", the search found that rule first but read "ver" as a topic it lacks and said the
rulebook is silent. Questions worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.idioms import idiom_positions
from referee.rules.normalize import words
from referee.rules.search import search


def test_the_penalty_before_seeing_who_won_is_answered():
    result = search("En el modo cooperativo de LOOP, ¿el LANDFILL resta antes de ver si ganamos?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "coop.end")


@pytest.mark.parametrize(("text", "lang", "phrase"), [
    ("puedo dejar los dados al lado para ver si me alcanza", "es", "para ver si"),
    ("can i leave the dice next to the cards to see if i can afford one", "en", "to see if"),
])
def test_the_aim_of_checking_is_an_idiom(text, lang, phrase):
    folded = words(text)
    assert phrase in " ".join(folded[position] for position in sorted(idiom_positions(folded, lang)))


def test_seeing_a_thing_is_still_a_topic():
    assert not idiom_positions(words("can i see the other players' cards"), "en")
