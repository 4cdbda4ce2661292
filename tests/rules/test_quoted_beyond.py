"""An ask past a quoted rule for what else it takes ("what else", "qué más") is not answered by the quoted
sentence's entry first (rules/quoted_beyond.py).

The questions are written for these tests, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import quoted_beyond
from referee.rules.search import search

# Adulthood: the Interview space's entry says "or get Promoted if you're Grown Up"; what a promotion takes is
# the Promotion's own rule (upgrade.promotion)
BEYOND = [
    "The Interview space reads 'draw a new Career card, or get Promoted if you are Grown Up'. Anything else I need to be "
    "promoted?",
    "La casilla Interview pone 'roba una carta de Career nueva, o asciende si eres Grown Up'. ¿Qué más necesito para "
    "ascender?",
]


@pytest.mark.parametrize("question", BEYOND)
def test_what_else_after_a_quote_asks_past_the_quoted_entry(question):
    assert [hit.id for hit in search(question, limit=3).hits][0] == "upgrade.promotion"


@pytest.mark.parametrize("question", BEYOND)
def test_without_the_reading_the_quoted_entry_comes_first(question, monkeypatch):
    monkeypatch.setattr(quoted_beyond, "asks_beyond", lambda query, lang: False)
    assert [hit.id for hit in search(question, limit=3).hits][0] == "board.interview"


@pytest.mark.parametrize("question, lang, asks", [
    ("it says 'draw a new Career card' - what else does Interview do?", "en", True),
    ("pone 'roba una carta de Career nueva'. ¿Y aparte de eso?", "es", True),
    # the phrase inside the quote, or with no quote, is no ask past one
    ("it says 'anything else you draw is discarded' - when?", "en", False),
    ("what else can I do on my turn?", "en", False),
    ("¿qué más puedo hacer en mi turno?", "es", False),
])
def test_the_phrase_counts_only_after_a_passage(question, lang, asks):
    assert quoted_beyond.asks_beyond(question, lang) is asks
