"""The place at one side a question asks of, against a rule whose title names
only the other side (rules/sides_asked.py, issue 12).

Adulthood's market: the left-most card gives 1 energy, the three right-most
cards cost (rulebook, Player Turns, step 3); CV's track: the leftmost card is
discarded at the end of the round. The probes are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules.sides_asked import LEFT, RIGHT, asked_side, places_named, side_factor


@pytest.mark.parametrize("question", [
    "the card at the far left end of the market, do I get energy or pay energy?",
    "¿Cuesta energía llevarse la carta de más a la izquierda del mercado?",
    "Si me llevo la carta de más a la izquierda del mercado, ¿la pago?",
])
def test_the_left_most_market_card_is_not_asked_of_the_right_most_costs(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.market-leftmost")


@pytest.mark.parametrize("text, lang, places", [
    ("taking the leftmost market card", "en", {LEFT}),
    ("the card on the far right", "en", {RIGHT}),
    ("the left-most card", "en", {LEFT}),
    ("the right side of the board", "en", {RIGHT}),
    ("la carta de más a la izquierda", "es", {LEFT}),
    ("la de la derecha", "es", {RIGHT}),
    ("el extremo izquierdo del registro", "es", {LEFT}),
    # what remains, what is correct, a direction, a seat, an entitlement: no place
    ("rob has 2 interest tokens left", "en", set()),
    ("can I use it right away, is that right?", "en", set()),
    ("my marker moves right like the other one", "en", set()),
    ("las cartas se corren hacia la derecha", "es", set()),
    ("el jugador a la derecha del inicial", "es", set()),
    ("¿tengo derecho a una carta?", "es", set()),
])
def test_a_place_at_one_side(text, lang, places):
    assert places_named(text, lang) == places


def test_both_sides_ask_of_neither():
    assert asked_side("is the left-most card free and the right-most one paid?", "en") is None


def test_a_title_names_a_place_after_a_preposition_too():
    title = "Slide the track left and refill from the right"
    assert places_named(title, "en") == set()
    assert places_named(title, "en", title=True) == {RIGHT}
    assert side_factor(title, LEFT, "en") < 1.0
    assert side_factor(title, RIGHT, "en") == 1.0
    assert side_factor("Pay the left side to get the right side", LEFT, "en") == 1.0


def test_a_direction_claimed_keeps_the_rule_of_the_other_way():
    # "slide to the right" is a motion remembered (the rule slides them left), not a place
    result = search("The market cards slide to the right to fill the gaps, don't they?", game="adulthood")
    assert result.hits[0].id == "turn.refill-market"
