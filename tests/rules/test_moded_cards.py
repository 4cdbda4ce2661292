"""A card's power asked in a play mode its own rule never names is unanswered; asked whether the card is in play
there, the card's rule answers (rules/moded_cards.py, issue 12, round abst41).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    # LOOP, the Salesman gains 1 COIN when an ACQUIRE or RESELL is ACCEPTed; co-op drops ACCEPT and REJECT
    "Playing co-op as the Salesman: with no ACCEPT at all, how do I ever earn the COIN from his ability?",
    # LOOP, Landfill Tax charges a COIN per MATERIAL broken into one's LANDFILL; solo burns a MATERIAL each turn
    "Solo game with Landfill Tax out: when my MATERIAL burns at the end of the turn, do I pay the COIN too?",
    "En solitario con Landfill Tax activo, cuando se quema un MATERIAL al final del turno, ¿pago la COIN igual?",
    # the same mode named as English "single player" names it ("un solo jugador")
    "Con un solo jugador y Landfill Tax activo, cuando se quema un MATERIAL al final del turno, ¿pago la COIN igual?",
])
def test_a_card_power_asked_in_a_mode_its_rule_never_names_is_unanswered(question):
    result = search(question, game="loop")
    assert result.answered is False
    # the card's own rule is shown among the related entries, for the table to read
    assert {"career.salesman", "event.landfill-tax"} & {hit.id for hit in result.hits[:2]}, result.hits[:2]
    assert result.missing


@pytest.mark.parametrize("question", [
    "Can the Tycoon be used in a cooperative game?",
    "¿El Tycoon se puede usar en cooperativo?",
])
def test_whether_a_card_is_in_play_in_a_mode_still_answers(question):
    # LOOP, "Tycoon ... (Level 3, all modes)"
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == "career.tycoon"


def test_a_card_rule_that_names_the_mode_still_answers():
    # LOOP, the Politician: "excluded from Cooperative and Solo Mode"; the Scavenger: "RECYCLE (RENEW in Solo)"
    result = search("In solo, the Politician plays a FAVOUR face down: who calls the bluff?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "career.politician"
    result = search("Jugando en solitario con el Scavenger, ¿a quién le hago el RECYCLE como RESELL?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "career.scavenger"
