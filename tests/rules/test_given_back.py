"""A thing asked to come back is unanswered unless a near rule has a thing return (rules/given_back.py, issue 12).

The rule of the thing (the tax paid, the card played) ranks first and says
what happens to it once; whether it comes back to the player is a rule only
where the rulebook says something returns. The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("we paid the Landfill Tax coin, then the broken glass left my landfill: is that coin refunded?", "loop"),
    ("¿Puedo recuperar una Carta de Padres que ya descarté?", "coming-of-age"),
])
def test_a_thing_asked_to_come_back_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False


@pytest.mark.parametrize("question, game, entry", [
    ("in co-op, when do my played FAVOUR cards come back to my hand?", "loop", "coop.favour-return"),
    ("Con BARTER, si doy más QUALITY, ¿me devuelven la diferencia?", "loop", "favour.barter"),
    # Coming of Age, Fulfillment: "DEVUÉLVELAS a tu reserva personal": the imperative with its pronoun says the return
    ("Las Fichas de Interés de la ubicación que elegí, ¿las puedo recuperar para avanzar el Contador de "
     "Realización Personal?", "coming-of-age", "fulfillment.advance"),
])
def test_a_rule_that_returns_a_thing_answers(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_a_thing_received_back_answers_in_spanish_too():
    # LOOP, Event Overview: "Buy More Earn More - CONTINUOUS. Get 1 COIN from the WORK AREA for every 3 COIN you
    # spend": what is got back for spending, "1 COIN BACK per 3 spent", "1 Moneda DE VUELTA por cada 3 gastadas";
    # Spanish "de vuelta" is a word of return as English "back" is (round fabst36: blind107, blind110 abstained)
    result = search("Con el evento Buy More Earn More, ¿cuántas monedas me devuelven cuando compro?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "event.buy-more-earn-more"


def test_dice_picked_up_again_answer_in_spanish_as_retrieved_dice_do_in_english():
    # Coming of Age, Phase 1: "take your other Dice back from the roads ... Retrieved Dice go next to your Personal
    # Board for later turns of the round"; the Spanish rule says it with "RECOGE uno a uno tus demás dados", "los
    # dados RECOGIDOS": picking one's own things up again is a word of return as English "retrieve" is
    question = "¿Los dados que no elegí los recupero para el siguiente turno de la ronda?"
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "phase1.retrieve-dice"
    english = search("Do I get my other dice back for the next turn?", game="coming-of-age")
    assert english.answered is True
    assert english.hits[0].id == "phase1.retrieve-dice"


def test_tokens_paid_asked_back_stay_unanswered_beside_the_retrieved_dice():
    # no rule of Coming of Age gives back the tokens paid for a Presence; the rules of the bus's stop, near, return
    # nothing (the dice picked up again are no tokens paid)
    result = search("Pagué la Presencia con fichas, ¿las recupero si el autobús no para allí?", game="coming-of-age")
    assert result.answered is False
    assert "recupero" in result.missing
    assert "bus.step-a" in [hit.id for hit in result.hits]
