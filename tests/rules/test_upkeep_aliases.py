"""`referee ask`: upkeep questions answered by their entry once its aliases say what players ask (round upkfabst).

Each alias is worded from the entry's own text and the rulebook's words: the BUY AREA is where the face-up MATERIAL lie ("5 face-up
MATERIAL in BUY AREA"), and the end of the turn refills every empty card slot
on the board (English only: the Spanish "Zona de Compra" holds "compra", the
key of the BUY action, and the aliases took BUY's questions). Dropped: a Co-op
FAVOUR "does not go to a teammate's hand" (CHECK4 abstention -1). The questions are worded anew, not copied from the
benchmark sets, and each group checks a close neighbour that must keep its own
entry or stay unanswered.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, firsts", [
    # LOOP, End Turn: "flip over new MATERIAL and/or ACTIVITY to refill all empty card slots on the board"; "you
    # will only refill cards at your turn end"
    ("When does the BUY AREA get filled up again?", {"turn.end-refill", "turn.refill-timing"}),
    ("So when is the BUY AREA refilled, mid-turn or later?", {"turn.end-refill", "turn.refill-timing"}),
    ("¿Cuándo se reponen las cartas del BUY AREA?", {"turn.end-refill", "turn.refill-timing"}),
])
def test_the_upkeep_entry_answers_first(question, firsts):
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id in firsts


@pytest.mark.parametrize("question", [
    # LOOP: only the Freelancer may discard 1 FAVOUR and draw a new one; nobody else may (gap.discard-favour)
    "can I swap a FAVOUR from my hand for a new one from the deck?",
    "¿puedo cambiar un Favor de mi mano por otro nuevo del mazo?",
])
def test_swapping_a_favour_without_the_freelancer_stays_unanswered(question):
    result = search(question, game="loop")
    assert result.answered is False


@pytest.mark.parametrize("question", [
    # LOOP: no rule lets a player throw away the face-up MATERIAL nobody wants (gap.refresh-areas)
    "Nobody wants the face-up materials, can we discard the BUY AREA and deal new ones?",
    "Si nadie quiere los Materiales boca arriba, ¿podemos descartar la Zona de Compra y sacar otros?",
])
def test_clearing_the_buy_area_stays_unanswered(question):
    result = search(question, game="loop")
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.refresh-areas"


@pytest.mark.parametrize("question", [
    # LOOP, Solo: the rulebook does not order the refill and the burn of the top MATERIAL (gap.burn-and-refill-order);
    # an alias "refill the BUY AREA" on the end-of-turn rule took this question and was dropped
    "Solo, end of my turn: do I refill the BUY AREA first or burn the top MATERIAL first?",
])
def test_the_order_of_refill_and_burn_stays_unanswered(question):
    result = search(question, game="loop")
    assert result.answered is False
