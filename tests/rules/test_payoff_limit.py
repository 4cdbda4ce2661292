"""A CREDIT CARD's PAYOFF has a cap (LOOP, Competitive Mode > Credit Card: "place 1 or 2 COIN on top of it
anytime during your turn (cannot pay more than 2)"): the rule says the cap of the PAYOFF itself, so a question
about the most one may PAYOFF in a turn is answered by it, in English and Spanish."""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "what is the max PAYOFF on a CREDIT CARD in one turn?",
    # (answered before the entry said so too: a guard that the Spanish entry keeps it)
    "tarjeta de crédito: ¿cuál es el pago máximo en un turno?",
])
def test_the_payoff_rule_says_its_cap(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "credit.payoff")
