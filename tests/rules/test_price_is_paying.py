"""A price asked ("what's THE PRICE of ...?", "¿qué PRECIO tiene ...?") is what a rule says is spent or paid
(lexicon common.toml, the concept of paying).

Coming of Age rulebook, Key Concepts > Memory Cards and Presences: "you can spend that Motivation Token to
leave a Presence"; Presence (p. 10): spend one required Motivation Token (or 4 Willpower Tokens where the location
allows it). "Price" stood only beside "cost" and never met the rule's "spend", so the search put that rule first
and said the rulebook is silent. Questions worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "What is the price of placing a Presence in Coming of Age?",
    "¿Cuál es el precio de dejar una Presencia?",
])
def test_the_price_of_a_presence_is_what_is_spent(question):
    result = search(question, limit=3)
    assert result.answered
    assert result.hits[0].game == "coming-of-age"
    assert "presence" in result.hits[0].id
