"""The Bus stops only where there is a Die or a Presence (Coming of Age, Playing > 3. Gain the Location
Benefits: "stopping only at those that have at least one Die and/or one Presence"); the project's reading, in
the note of that rule, says Interest Tokens alone make no stop, so a question about a location that holds only
Interest Tokens gets that rule, answered, in English and Spanish."""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "will the bus stop at a location that has just my interest tokens on it?",
    "¿Se detiene el autobús en una ubicación que solo tiene mis Fichas de Interés?",
])
def test_interest_tokens_alone_are_asked_of_the_bus_route(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "bus.route")
    assert result.hits[0].note  # (the reading is shown under the rule)
