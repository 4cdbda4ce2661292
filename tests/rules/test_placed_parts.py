"""A printed part named by where it sits on its component: the rule that
names that place comes first (rules/placed_parts.py, issue 12).

LOOP's GOAL card shows its HAPPINESS in the bottom right corner (rulebook,
claiming a GOAL); Adulthood's player board has an upper and a lower action
spot in each category (rulebook, Player Board). The probes are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.placed_parts import BOTTOM, TOP, places_asked, places_told
from referee.rules.sides_asked import LEFT, RIGHT
from referee.rules.search import search


@pytest.mark.parametrize("question, game, entry", [
    # (before: an Adulthood gap about numbers in card corners came first, and the question abstained)
    ("the number down in the bottom right of a goal card, what is it?", "loop", "goal.claim"),
    # (before: the rule of the eight action spots came first, the upper Wellness spot second)
    ("¿qué me da la casilla de arriba de Bienestar en mi tablero?", "adulthood", "board.wellness-upper"),
])
def test_the_rule_that_names_the_place_pointed_at_comes_first(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("text, lang, places", [
    ("the number on the bottom right of the card", "en", {BOTTOM, RIGHT}),
    ("what does the upper spot give?", "en", {TOP}),
    ("the top corner of the tile", "en", {TOP}),
    ("the spaces at the far right of the track", "en", {RIGHT}),
    ("el hueco de arriba de mi tablero", "es", {TOP}),
    ("la esquina inferior derecha", "es", {BOTTOM, RIGHT}),
    ("las casillas de la derecha del registro", "es", {RIGHT}),
    # a pile's top, a comparison, a piece that sits at a place, both ends at once: no part pointed at
    ("I draw the top card of the deck", "en", set()),
    ("can I look at the card on top, right?", "en", set()),
    ("miro la carta de arriba del mazo", "es", set()),
    ("un número superior a 5", "es", set()),
    ("a Frustration Token already on the left end", "en", set()),
    ("una Ficha de Frustración en el extremo izquierdo", "es", set()),
    ("the left-most card and the right-most card", "en", set()),
])
def test_places_asked(text, lang, places):
    assert places_asked(text, lang) == frozenset(places)


def test_a_rule_names_its_places_as_a_rule_title_reads_them():
    assert places_told("Claiming a GOAL", "add the HAPPINESS shown in the bottom right corner of that GOAL", "en") \
        >= {BOTTOM, RIGHT}
    assert TOP in places_told("Carrera superior", "La acción superior básica de Carrera cuesta 4 de tiempo", "es")
    assert places_told("Refill", "Draw a card and place it face up.", "en") == frozenset()
