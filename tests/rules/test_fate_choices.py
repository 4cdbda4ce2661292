"""Where a thing goes, asked between places ("¿a la caja o a un descarte?"),
is unanswered unless the first rule puts the thing somewhere
(rules/fate_choices.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


def test_places_offered_that_the_first_rule_never_names_are_unanswered():
    # CV: the rule of bad luck says three symbols make a misfortune, not where spent tokens go
    result = search("¿Las fichas de mala suerte que gasto van a la caja o a un descarte?", game="cv")
    assert result.answered is False
    assert result.missing == ("a la caja o",)


@pytest.mark.parametrize("question, game, first", [
    # CV: "the card is lost and goes back to the box"
    ("Si no puedo pagar una carta de barra roja, ¿se va a la caja o al descarte?", "cv", "cost.cannot-pay"),
    # Adulthood: "the old one goes to your Experience stack", the other place offered
    ("Al cambiar de Pareja, ¿la antigua va a mi pila de Experiencias o se descarta?", "adulthood", "turn.place-partner"),
])
def test_a_rule_that_puts_the_thing_somewhere_still_answers(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == first


@pytest.mark.parametrize("question, missing", [
    # Coming of Age, Memories: "spend at least one Motivation Token ... you'll receive the 3 bonuses"; where the spent
    # token goes, the general supply or the unavailable components supply (Setup), is never said
    ("I spend a Motivation Token at a location for its Memory Card. Does it go to the general supply or into the "
     "unavailable supply?", "supply or"),
    ("Gasto una Ficha de Motivación en una ubicación por su Carta de Recuerdo. ¿Va a la reserva general o a la de "
     "componentes no disponibles?", "reserva general o"),
])
def test_a_supply_offered_among_the_places_is_a_place_too(question, missing):
    result = search(question, game="coming-of-age")
    assert result.answered is False
    assert result.missing == (missing,)
