"""A game term of several words held by a list entry as its head and one item (rules/listed_terms.py).

CV, "Playing the game": "The phases are: 1. Roll the Dice, 2. Select Cards,
3. Bad Luck, 4. Add to CV, 5. Cleanup." Asked of the "Bad Luck phase", the
search put that entry first but said the rulebook did not cover it: the
entry says "phases" and "Bad Luck" farther apart than a term's words stand.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.listed_terms import held_as_item
from referee.rules.normalize import key
from referee.rules.search import search

PHASES_EN = ("The five phases of a turn",
             "The phases are: 1. Roll the Dice, 2. Select Cards, 3. Bad Luck, 4. Add to CV, 5. Cleanup.")


@pytest.mark.parametrize(("question", "lang"), [
    ("in CV does the Bad Luck phase happen after the Select Cards phase?", "en"),
    ("CV: ¿la fase de mala suerte viene después de elegir cartas?", "es"),
])
def test_a_phase_named_by_its_item_is_answered_by_the_list_of_phases(question, lang):
    result = search(question, lang=lang)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "round.phases")


def _keys(*said: str) -> list[str]:
    return [key(word, "en") for word in said]


def test_the_head_and_one_item_hold_the_term():
    assert held_as_item(*PHASES_EN, _keys("bad", "luck", "phase"), "en")
    # the rest of the term split over two items, or not in the head at all: not held so
    assert not held_as_item(*PHASES_EN, _keys("luck", "cleanup", "phase"), "en")
    assert not held_as_item(*PHASES_EN, _keys("bad", "luck", "track"), "en")
    # two items are no list
    assert not held_as_item("Tracks", "There are two tracks: Happiness and Impact.", _keys("impact", "track"), "en")
