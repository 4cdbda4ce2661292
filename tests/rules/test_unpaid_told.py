"""`ask` reads a debt told as not finished paying as the rules' "unpaid" (issue 12; lexicon/common.toml groups).

A first-time player tells a CREDIT CARD left unpaid at the end in everyday
words ("I didn't finish paying it", "no terminamos de pagarla"); LOOP's rule
says "unpaid" / "sin saldar" (Debt Penalty). Before, the question found the
rule of a card cleared, or abstained for want of "terminar". The questions
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_not_finished_paying_at_the_end_is_the_debt_penalty():
    # LOOP rulebook, Debt Penalty: -2 HAPPINESS per unpaid CREDIT CARD at the end of the game
    result = search("I didnt finish paying my CREDIT CARD before the game ended, what happens?")
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("loop", "credit.debt-penalty")


def test_not_finished_paying_at_the_end_is_the_debt_penalty_es():
    result = search("¿Qué pasa si no terminamos de pagar una CREDIT CARD antes del final?")
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("loop", "credit.debt-penalty")
