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
