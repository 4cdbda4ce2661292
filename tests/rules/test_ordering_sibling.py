"""A near entry whose title sets a part of play in order answers an order asked (rules/ordering_sibling.py, issue 12).

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "do my interest tokens go back before or after i move up on the fulfillment track?",
    "¿Muevo el Contador de Realización Personal antes o después de quitar los demás dados?",
])
def test_the_order_of_a_phase_answers_two_of_its_steps(question):
    # Coming of Age: "Order of phase 1: choose, change, fulfil, then retrieve", ranked after the rule of one step
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "phase1.order"


def test_the_order_of_another_mode_does_not_place_a_variant_step():
    # Rob's roll (solo) ranks first; the multiplayer phase 1 does not say when Rob rolls
    result = search("in solo, does Rob roll before or after I choose my location?", game="coming-of-age")
    assert result.answered is False
