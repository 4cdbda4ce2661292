"""The verbs of asking leave in every tense ("no PUDE pagar", "¿qué pasa si no
PODÍA pagar?", "no PUDIERA", "DEBERÍA"): Spanish drops them from a question
as it drops "puedo" and "puede", and as English drops "could" and "should", so
the negation falls on the act denied ("no pagar": the rule for a cost that
cannot be paid) and not on the verb of leave. The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import terms
from referee.rules.search import search


@pytest.mark.parametrize("told", ["no pudo pagar", "no podíamos pagar", "no pudiera pagar", "no debería pagar"])
def test_a_verb_of_leave_in_another_tense_is_dropped_like_its_present(told):
    assert terms(told, "es") == terms("no puede pagar", "es")


ANSWERED = [
    # CV rulebook, cards with a cost: a cost the player cannot pay loses the card, which goes back to the box
    ("Jugando a CV, si un jugador no pudo pagar la barra roja de su carta, ¿qué pasa?", "cv", "cost.cannot-pay"),
    ("En CV, ¿qué ocurre cuando no podíamos pagar el coste permanente de una posesión?", "cv", "cost.cannot-pay"),
    ("CV: ¿y si uno no pudiera pagar la raya roja?", "cv", "cost.cannot-pay"),
]


@pytest.mark.parametrize("question, game, expected", ANSWERED)
def test_the_rule_for_the_act_denied_comes_first(question, game, expected):
    result = search(question, lang="es")
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == (game, expected)


@pytest.mark.parametrize("told, meant", [("para poder casarme", "casarme"), ("sin poder pagar", "sin pagar")])
def test_being_able_after_para_or_sin_is_the_verb_of_leave(told, meant):
    # (not LOOP's "poder", a career's ability: "para PODER casarme" asks about marrying)
    assert terms(told, "es") == terms(meant, "es")
