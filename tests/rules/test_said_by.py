"""A game term a rule speaks of through another: Adulthood's Time by its action spots (rules/said_by.py)."""

from __future__ import annotations

import pytest

from referee.rules import corpus
from referee.rules.search import get_index, search


def test_the_glossary_relation_is_no_synonym():
    time = next(term for term in corpus.glossary("adulthood") if term.in_lang("en")[0] == "Time")
    assert "action spot" not in time.all_names()  # (said_by names another term; it is no name of Time)
    assert get_index().said_by["adulthood"]  # (built with the index, read from its cache)


# Adulthood, Player Turns: "You can only use each action spot once per turn": a rule of placing Time
@pytest.mark.parametrize("question", [
    "can i put time on the same action spot twice if i pay double?",
    "Tengo 8 tiempos. ¿Puedo poner tiempo dos veces en la misma casilla de acción en un turno?",
])
def test_a_rule_of_action_spots_speaks_of_the_time_placed_on_them(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.once-per-turn")


# LOOP, Basic Mode Setup: "1 set of MATERIAL contains 1 MATERIAL of each type: FOOD, GLASS, METAL, PLASTIC and
# UTILITY": a rule of any MATERIAL is a rule of each type, though the question never says "material"
@pytest.mark.parametrize("question", [
    "my activity needs two metal, may I take both quality points from a single metal?",
    "La ACTIVITY pide dos PLÁSTICO: ¿puedo quitarle 2 de QUALITY a un solo plástico?",
])
def test_a_rule_of_any_material_speaks_of_each_type(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "turn.consume-cost")


# Adulthood, the Player Board: "eight action spots, two in Career, two in Community, two in Leisure, and two in
# Wellness ... both the upper and lower action spots in a category": a rule of the spots of any category speaks of
# each category and of its lower spot (Interview, Donate, Date, Meditate), whichever language names them
@pytest.mark.parametrize("question, answer", [
    ("¿Puedo usar las dos acciones de Wellness (la de arriba y Meditate) en el mismo turno?", "board.both-spots"),
    ("las acciones de abajo (Entrevista, Donar, Cita, Meditar), ¿se pueden tapar con una carta?", "board.upper-lower"),
])
def test_a_rule_of_any_category_speaks_of_each_category(question, answer):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", answer)


# CV, the dice: "Each die has 6 different symbols" (money among them), and Cleanup: the tokens show "exactly the
# symbols shown on ... active cards": a rule of symbols or tokens speaks of money, so a Spanish question about
# saving money tokens gets the rule that tokens do not accumulate, answered
def test_a_rule_of_tokens_speaks_of_money_tokens():
    result = search("En CV, ¿puedo ahorrar fichas de dinero de un turno para el otro?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cleanup.tokens-not-income")
