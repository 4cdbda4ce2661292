"""A card's power asked by a player who says they lack the card is unanswered (rules/denied_roles.py, issue 12).

The card's entry tells what its holder does, not what anyone else may do.
The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    # LOOP Career Overview: Freedom (lose HAPPINESS on WORK for more COIN) is the Freelancer's power
    "im not the freelancer, can i still lose happiness for extra coin on WORK?",
    # LOOP Career Overview: Slack Off is the Office Lady's power
    "no soy la Office Lady, ¿puedo comprar un MATERIAL al hacer WORK igual?",
])
def test_a_cards_power_asked_without_the_card_is_unanswered(question):
    result = search(question, game="loop")
    assert not result.answered, result.hits[:1]


def test_a_role_denied_that_is_no_card_is_still_answered():
    # LOOP setup: the start player's HAPPINESS token shows its golden side; the others show the plain side
    result = search("No soy el jugador inicial, ¿qué lado de la ficha de HAPPINESS pongo?", game="loop")
    assert result.answered and result.hits[0].id == "setup.happiness-token", result.hits[:1]
