""""Does X count as ..." followed by a condition, an act or an outcome asks whether X meets it, not whether X stands
in for a thing: the rule of that condition answers (issue 12; rules/counted_states.py, read by rules/stand_ins.py).

A thing right after "count as" ("a time meeple", "1 symbol") is still a stand-in no rule allows. The questions are
written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import counted_states
from referee.rules.normalize import words
from referee.rules.search import search

ANSWERED = [
    # LOOP, Solo Mode > End Game: "You win if you have HAPPINESS 11 or more after the ... Penalties"
    ("¿En solitario, terminar con HAPPINESS 11 cuenta como victoria?", "loop", "solo.end"),
    # Coming of Age, Two-Player Variant: "your Friendship level ... equal to or higher than that Tile's position"
    ("what Friendship level counts as enough to mimic a neutral Trait in the 2 player game?", "coming-of-age",
     "two-player.mimic"),
    # Adulthood, Player Turns: "the right-most card costs one energy and one money"
    ("does the right-most market card count as costing energy?", "adulthood", "turn.market-costs"),
    ("¿Una carta de la derecha del mercado cuenta como pagada si no tengo energía?", "adulthood", "turn.market-costs"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_a_condition_after_count_as_is_answered_by_its_rule(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_without_the_reading_it_was_a_stand_in(question, game, entry, monkeypatch):
    monkeypatch.setattr(counted_states, "asks_condition", lambda said, after, lang: False)
    assert search(question, game=game).answered is False


@pytest.mark.parametrize(("question", "game"), [
    # Adulthood: money and time are both resources; no rule lets a money token stand for a time meeple
    ("does a money token count as a time meeple?", "adulthood"),
    # CV: good luck pays for good luck, three of them for anything; no rule makes two any symbol
    ("do 2 good luck count as 1 symbol of any kind?", "cv"),
])
def test_a_thing_after_count_as_stays_a_stand_in(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("does 11 count as a win", "en", True),
    ("does it count as reaching the goal", "en", True),
    ("cuenta como pagada", "es", True),
    ("cuentan como de la zona de compra", "es", True),
    ("does it count as a time meeple", "en", False),
    ("cuenta como nada", "es", False),
    ("does it count as red", "en", False),
])
def test_what_follows_count_as(question, lang, asked):
    said = words(question)
    join = said.index("as" if lang == "en" else "como") + 1
    assert counted_states.asks_condition(said, join, lang) is asked
