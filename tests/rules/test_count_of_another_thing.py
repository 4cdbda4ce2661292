"""A number told after a kind, with a word between, that counts the term right
after it counts that term, not the kind (rules/counts.py, issue 12).

"La acción superior básica de Bienestar: gasta 2 de tiempo" prices the
Wellness spot in time; it says nothing of how many Wellness cards the box
holds. The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_cost_in_another_term_is_no_count_of_the_kind():
    result = search("¿Cuántas cartas de Bienestar trae Adulthood?", game="adulthood")
    assert result.answered is False
    assert result.printed is True


def test_a_count_the_components_state_still_answers():
    # Coming of Age, Components: the Memory Tokens are counted
    result = search("¿Cuántas Fichas de Recuerdo trae la caja?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "components.tokens"
