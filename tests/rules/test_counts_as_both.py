""""Does X count as BOTH kinds?" asks which kind X is, which the rule of
its kind answers, not whether one thing stands in for another
(rules/stand_ins.py `stand_in_both`)."""

from __future__ import annotations

import pytest

from referee.rules import stand_ins
from referee.rules.index import get_index
from referee.rules.search import search


@pytest.mark.parametrize("question, lang", [
    ("does my two-colour card count as both types at the end?", "en"),
    ("¿una carta bicolor cuenta como ambos tipos?", "es"),
])
def test_counting_as_both_asks_which_kind(question, lang):
    sides = stand_ins.offered(question, "cv", get_index(), lang)
    assert sides is not None and sides[2] == stand_ins.WHICH


def test_counting_as_one_thing_is_still_a_stand_in():
    sides = stand_ins.offered("do 2 good luck count as a money symbol?", "cv", get_index(), "en")
    assert sides is not None and sides[2] == stand_ins.COUNTED


def test_a_two_colour_card_counted_as_both_is_answered():
    # CV p. 3: the player decides, when taking a two-colour card, which of its two types it is
    result = search("card with 2 colours: will it count as both types for my points?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "two-color.choose-type")
