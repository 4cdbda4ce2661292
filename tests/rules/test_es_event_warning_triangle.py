"""Spanish "triángulo de ADVERTENCIA" is LOOP's warning triangle, the mark of an Immediate EVENT, as "triángulo de
aviso" is (rulesets/loop/glossary.toml; rulebook p. 12: IMMEDIATE EVENT carry a warning triangle, CONTINUOUS EVENT a
red circle). Asked what that triangle means, the search put the EVENT overview first but read "advertencia" as a
word it lacks and said the rulebook is silent. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_the_warning_triangle_is_answered_in_spanish():
    result = search("En LOOP, ¿para qué es el triángulo de advertencia de algunos EVENT?", limit=3)
    assert result.answered
    assert result.hits[0].game == "loop"
    assert result.hits[0].id in {"events.overview", "events.immediate", "events.types"}
