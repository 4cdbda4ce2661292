"""A step of the game asked to be done over is unanswered unless a near rule has a thing done again (rules/redos.py, issue 12).

The rule of the step (how the childhood draft goes, how Parent Cards are
dealt) ranks first and says how it is done once; whether the table may do
it over is for the players. The questions are worded anew, not copied from
the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.redos import asked_redo
from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("my starting childhood cards are awful, can we re-deal them?", "cv"),
    ("¿Podemos volver a repartir las cartas de Carrera si a nadie le gustan?", "adulthood"),
    ("I hate my two Parent Cards, can I take a mulligan?", "coming-of-age"),
])
def test_a_step_asked_to_be_done_over_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False


@pytest.mark.parametrize("question, lang", [
    ("can I reroll the bad luck dice?", "en"),  # rolling again is a move of the game
    ("¿Puedo volver a tirar los dados que no me gustan?", "es"),
    ("¿puedo repetir ubicación con otra Ficha de Personaje?", "es"),  # a rule of placing, not a step done over
])
def test_rolling_again_or_repeating_a_place_asks_no_redo(question, lang):
    assert asked_redo(question, lang) is None


def test_what_asks_for_a_step_again():
    assert asked_redo("Can we redo the draft?", "en") == ("redo",)
    assert asked_redo("alguien pasó mal las cartas, ¿hay que repetirlo?", "es") == ("repetirlo",)


@pytest.mark.parametrize("question", [
    "cleanup: do we slide the cards left first or deal new cards first?",
    "En la limpieza, ¿deslizamos las cartas primero o repartir cartas nuevas primero?",
])
def test_a_fresh_deal_set_in_an_order_asked_is_a_step_not_a_redo(question):
    # one side of "X first or Y first": the rule that lays the clean-up's steps out answers
    result = search(question, game="cv")
    assert result.answered is True
    assert result.hits[0].id == "cleanup.slide-refill"
