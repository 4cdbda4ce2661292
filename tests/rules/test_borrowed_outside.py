"""A variant's rule asked outside it ("refresh the market OUTSIDE SOLO?",
"FUERA DEL MODO SOLITARIO") is unanswered when the first entry is the
variant's own rule (rules/borrowed_modes.py `_outside_asked`, issue 12,
round newsil).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, word", [
    # Adulthood solo: the market may be refreshed in solo; nothing says so of the ordinary game
    ("Outside of solo mode, can I refresh the Adulthood market when nothing in it suits me?", "outside of solo"),
    ("Fuera del modo solitario, ¿se puede renovar el mercado si ninguna carta me sirve?", "fuera del modo solitario"),
])
def test_a_variant_rule_asked_outside_the_variant_is_unanswered(question, word):
    result = search(question, game="adulthood")
    assert result.answered is False
    assert result.missing == (word,)


def test_the_variant_rule_asked_in_the_variant_still_answers():
    result = search("In solo, can I refresh the market?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "solo.market-refresh"
