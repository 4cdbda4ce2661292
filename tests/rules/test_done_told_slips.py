"""A slip told by a step of one's own done in the past is where the player is, no topic (rules/next_asked.py, issue 12).

"DEVOLVÍ mis Fichas de Recuerdo a la caja, ¿se vuelven a usar?": the act
told in the first person past (lexicon `done_past`) is the scene of the
slip; the rule asked for never says "devolví". The probe is worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_slip_told_in_the_first_person_past_leaves_the_rule_answering():
    # Coming of Age p. 8 (Memory Tokens): "All Memory Tokens are single-use ... when you use it, flip it to its
    # used side (side B). Keep used Tokens"
    result = search("Devolví mis Fichas de Recuerdo usadas a la caja, ¿se vuelven a usar?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "memory-tokens.single-use"
