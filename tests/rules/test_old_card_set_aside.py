"""Getting rid of the card a new one replaces is what the Adulthood rule of
one card per slot says: the old card goes to the Experience stack (issue 12).
The entries carry the players' words for it ("discard the old card", "descartar
la carta vieja"), which the question's "get rid of" shares a notion with (the
discard group of the everyday words), where the rule itself says "move the older
card aside".

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Playing a new Community card: do I have to get rid of the Community card that is already in that slot?",
    "Si juego otra carta de Comunidad, ¿tengo que descartar la carta vieja?",
])
def test_the_card_a_new_one_replaces_is_answered_by_the_slot_rule(question):
    # Adulthood rulebook, "Career, Community, Leisure and Wellness cards cover the matching spot": "If a card is
    # already in that slot, move the older card aside to your Experience stack."
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "turn.place-slot-cards"
