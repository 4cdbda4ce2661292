"""A known gap against the rule entry that answers beside it (issue 12, honest silence).

A gap whose lead over the first rule is only the situation its account of
the rulebook happens to name ("al preparar") gives way to the close rule
that holds the same words (`search._known_gap`). Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


# Coming of Age, Setup: "Place your VEP Counter on space 5 of the VEP Track." The gap about two counters sharing a
# space says "at setup" too; the question asks only where the counter goes.
def test_the_situation_a_gap_recounts_does_not_outweigh_the_rule():
    result = search("Al preparar la partida, ¿dónde va el contador de VEP de cada uno?")
    assert result.answered is True
    assert result.hits[0].id == "setup.vep-counter"
