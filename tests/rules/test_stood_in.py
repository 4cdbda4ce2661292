""""What are the time meeples for?" is answered by the rules of time, not by the rule of Energy that stands in for
it (issue 12; rules/stood_in.py, lexicon `stand_in_instead`, `named_identity_kinds`).

Adulthood rulebook, Player Turns: time meeples are placed on action spots; Energy tokens "can also be placed as
extra time meeples ... in place of a time meeple". The rule of Energy held the question's words in a short title
and ranked first. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import stood_in
from referee.rules.normalize import key
from referee.rules.search import search

TIME_RULES = {"turn.place-resources", "actions.paying-icons", "turn.reset-time", "icons.resources", "turn.leave-tokens"}


@pytest.mark.parametrize("question", [
    "whats the time meeple for",
    "what's the point of the time tokens?",
])
def test_what_time_is_for_is_not_answered_by_what_stands_in_for_it(question):
    result = search(question, game="adulthood")
    assert result.hits[0].id in TIME_RULES


def test_the_thing_that_stands_in_keeps_its_own_rule():
    result = search("what are willpower tokens for?", game="coming-of-age")
    assert result.hits[0].id == "memory.willpower"


ENERGY = "Energy tokens can be placed as extra time meeples: you may commit an energy token in place of a time meeple."
WILLPOWER = "Some locations let you spend 4 Willpower Tokens instead of Motivation Tokens to gain the Memory."


def _keys(*said: str, lang: str = "en") -> frozenset[str]:
    return frozenset(key(word, lang) for word in said)


@pytest.mark.parametrize(("text", "asked", "lang", "stands_in"), [
    (ENERGY, _keys("time", "meeple"), "en", True),
    (ENERGY, _keys("time", "tokens"), "en", True),  # ("token" is a kind both sides may be)
    (ENERGY, _keys("energy", "time"), "en", False),  # (the thing that stands in is asked itself)
    (WILLPOWER, _keys("motivation", "tokens"), "en", True),
    (WILLPOWER, _keys("willpower", "tokens"), "en", False),
    ("Puedes poner una ficha de Energía en lugar de una ficha de Tiempo.", _keys("fichas", "tiempo", lang="es"), "es",
     True),
    ("Coloca tus fichas de Tiempo en los espacios de acción.", _keys("fichas", "tiempo", lang="es"), "es", False),
])
def test_what_stands_in_for_a_thing_asked(text, asked, lang, stands_in):
    assert stood_in.stands_in_for_asked(text, asked, lang) is stands_in
