"""An exact count told as the player's case, with two other numbers offered as the result ("exactly 8 MATERIAL in my
LANDFILL: do I lose 2 HAPPINESS or 3?"), is no edge of the count: the rule's count answers it
(rules/exact_edges.py `_results_offered`).

The questions are written for these tests, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import exact_edges
from referee.rules.search import search

RESULTS = [
    ("At the end I have exactly 8 MATERIAL in my LANDFILL: do I lose 2 HAPPINESS or 3?", "en"),
    ("¿Con exactamente 8 MATERIAL en mi LANDFILL al final pierdo 2 HAPPINESS o 3?", "es"),
]


@pytest.mark.parametrize("question, lang", RESULTS)
def test_the_rule_of_the_count_answers_the_case(question, lang):
    result = search(question, limit=3)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "competitive.landfill-penalty")


@pytest.mark.parametrize("question, lang", RESULTS)
def test_without_the_reading_the_case_is_left_unanswered(question, lang, monkeypatch):
    monkeypatch.setattr(exact_edges, "_results_offered", lambda said, count, lang: False)
    assert search(question, limit=3).answered is False


@pytest.mark.parametrize("question, lang", RESULTS)
def test_results_offered_ask_no_edge_of_the_count(question, lang):
    assert exact_edges._exact_count(question, lang) is None


@pytest.mark.parametrize("question, lang", RESULTS)
def test_without_the_reading_the_count_is_read_as_an_edge(question, lang, monkeypatch):
    monkeypatch.setattr(exact_edges, "_results_offered", lambda said, count, lang: False)
    assert exact_edges._exact_count(question, lang) is not None


@pytest.mark.parametrize("question, lang", [
    ("do I need exactly 3 or more?", "en"),  # the count's own other way
    ("must it be exactly 3, or at least 3?", "en"),
    ("¿tienen que ser exactamente 3 o como mínimo 3?", "es"),
    ("I have 4 on one level: does that count or must it be exactly 3?", "en"),
])
def test_an_other_way_of_the_count_is_still_an_edge(question, lang):
    assert exact_edges._exact_count(question, lang) is not None
