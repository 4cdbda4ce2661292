"""A rule of one mode asked of another, "like in" that mode, is unanswered (rules/borrowed_modes.py, issue 12).

The mode's own entry says how that mode plays, not that another mode
borrows it. The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    # LOOP p. 17: the blue RESELL sends a MATERIAL to the bottom of the deck for COIN, in Solo Mode only
    "In a competitive game of LOOP, may I RESELL to the bank for COIN, like the solo RESELL does?",
    # LOOP p. 16: Cooperative Mode plays with open hands; nothing says the competitive game may
    "¿En el modo competitivo se puede enseñar la mano a todos, como en el cooperativo?",
    # LOOP p. 17: the blue BARTER swaps with the BUY AREA, in Solo Mode
    "In the basic game can I swap a MATERIAL of mine with one in the BUY AREA, the same as the solo blue BARTER?",
])
def test_a_rule_of_one_mode_asked_of_another_is_unanswered(question):
    result = search(question, game="loop")
    assert not result.answered, result.hits[:1]


@pytest.mark.parametrize("question, game, expected", [
    # the other way round: a variant compared with the ordinary game, which its own entry answers
    ("En el solitario de Adulthood, ¿se reparten Valores como en la partida normal?", "adulthood", "solo.no-values"),
    ("in co-op do we draw a FAVOUR at the start of the turn like in the basic game?", "loop", "coop.favours"),
])
def test_a_variant_compared_with_the_ordinary_game_is_still_answered(question, game, expected):
    result = search(question, game=game)
    assert result.answered and result.hits[0].id == expected, result.hits[:1]
