"""A card just played and "can I use it right away?" (Adulthood, Player Turns).

The rulebook: "If a card you play has action spots, you cannot use those new
spots until your next turn" (turn.new-spots-next-turn); and on the first turn
a player activates the action spots before playing the Career card in hand
(turn.first-turn-career). The first-turn rule's alias "can i use my career
right away" drew every "right away" question about any new card; it now says
what the entry is about, the first turn, and the rule of new spots carries
the players' "can I use it right away". The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "I just put down a Wellness card with an action spot, can I use it right away?",
    "Jugué una carta de Ocio con un espacio de acción, ¿la puedo usar ya en este turno?",
])
def test_a_card_just_played_waits_for_the_next_turn(question):
    result = search(question, game="adulthood", limit=3)
    assert result.answered
    assert result.hits[0].id == "turn.new-spots-next-turn"


@pytest.mark.parametrize("question", [
    "On my very first turn, can I use my Career card's actions?",
    "En mi primer turno, ¿puedo usar ya la carta de Carrera que tengo en la mano?",
])
def test_the_first_turn_career_keeps_its_rule(question):
    result = search(question, game="adulthood", limit=3)
    assert result.answered
    assert result.hits[0].id == "turn.first-turn-career"
