"""LOOP's gaps beside the end-of-turn refill stay unanswered (round upkfabst).

Aliases that named the BUY AREA on the refill rules ("refill the buy area",
"when is the buy area refilled", "rellenar la zona de compra") answered a
blind question of refill timing, but took these gaps' questions, BUY's
Spanish questions ("zona de compra" holds "compra", the key of the BUY
action) and, by shifting the weight of "buy" and "area", an unanswerable
solo ACQUIRE question (TUNE141 abstention 4253 -> 4250): they were dropped.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    # LOOP: no rule lets a player throw away the face-up MATERIAL nobody wants (gap.refresh-areas)
    "Nobody wants the face-up materials, can we discard the BUY AREA and deal new ones?",
    "Si nadie quiere los Materiales boca arriba, ¿podemos descartar la Zona de Compra y sacar otros?",
])
def test_clearing_the_buy_area_stays_unanswered(question):
    result = search(question, game="loop")
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.refresh-areas"
    assert "turn.end-refill" in [hit.id for hit in result.hits]


@pytest.mark.parametrize("question", [
    # LOOP, Solo: the rulebook does not order the refill and the burn of the top MATERIAL (gap.burn-and-refill-order)
    "Solo, end of my turn: do I refill the BUY AREA first or burn the top MATERIAL first?",
    # LOOP: only the Freelancer may discard 1 FAVOUR and draw a new one (gap.discard-favour)
    "can I swap a FAVOUR from my hand for a new one from the deck?",
])
def test_the_neighbouring_gaps_stay_unanswered(question):
    assert search(question, game="loop").answered is False


def test_the_refill_rule_still_answers_when_the_board_is_refilled():
    # LOOP, End Turn: "flip over new MATERIAL and/or ACTIVITY to refill all empty card slots on the board"
    for question in ("When are the empty card slots on the board refilled?",
                     "¿Cuándo se rellenan los huecos vacíos del tablero?"):
        result = search(question, game="loop")
        assert result.answered is True
        assert result.hits[0].id in {"turn.end-refill", "turn.refill-timing"}
