"""A limit on what is paid is answered by the rule that gives the sum paid.

"¿Cuál es el máximo que se puede pagar?" names no thing after its limit: the
sum paid is what is limited, and LOOP's BUY ("Por cada Material decides pagar
de 1 a 4 Monedas") gives it with a number right after its word of paying,
though it never says "máximo" (rules/limit_counts.py `paid_near`,
`states_paid_count`).
"""

from __future__ import annotations

from referee.rules.limit_counts import paid_near, states_paid_count
from referee.rules.search import search

PAY = "~pay"


def test_a_word_of_paying_in_the_limits_clause():
    concepts = [frozenset(), frozenset({PAY}), frozenset(), frozenset({"~limit"})]
    assert paid_near(concepts, 3, PAY)
    assert not paid_near(concepts, 3, PAY, breaks={2})  # (in another clause)


def test_a_number_right_after_a_word_of_paying():
    assert states_paid_count([(["decid", "pag", "1", "4", "moned"], [frozenset(), frozenset({PAY}), frozenset(),
                                                                     frozenset(), frozenset()])], PAY)
    assert not states_paid_count([(["pag", "moned", "calid", "3"], [frozenset({PAY}), frozenset(), frozenset(),
                                                                   frozenset()])], PAY)


def test_the_most_that_may_be_paid_for_a_material():
    # LOOP p. 6, BUY: "For each MATERIAL, decide to pay 1 to 4 COIN; its QUALITY equals what you pay"
    result = search("Pagué 5 monedas por un MATERIAL para que tuviera QUALITY 5. ¿Cuál es el máximo que se puede pagar?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "turn.buy")
