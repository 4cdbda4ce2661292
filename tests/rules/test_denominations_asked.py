"""Whether the pieces of a supply come in several values ("are some of them
bigger ones worth more?", "¿hay fichas de más valor?") is unanswered unless
the first rule has a word of a piece's value (rules/denominations_asked.py,
issue 12, round lookabst).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, first, missing", [
    # Coming of Age: the rule that spends Willpower Tokens ranks first; what a token prints is never said
    ("is each willpower token worth 1 point at the end, or are the bigger ones worth more?", "coming-of-age",
     "scoring.leftovers", ("bigger ones",)),
    ("¿Hay fichas de fuerza de voluntad de más valor, como de 5?", "coming-of-age", "memory.willpower",
     ("de", "mas", "valor")),
])
def test_pieces_of_several_values_are_unanswered(question, game, first, missing):
    result = search(question, game=game)
    assert result.answered is False
    assert result.hits[0].id == first
    assert result.missing == (" ".join(missing),)
