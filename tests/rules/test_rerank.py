"""The learned re-ranking of the first few answers (rules/rerank.py, issue 12).

It is off (rerank.WEIGHTS empty): no fitted form raised top-1 on the sets
held out of the fit (benchmarks/ask/rerank_fit.py). These tests keep its
two halves honest for when a fit is good enough to switch on: `reorder`
by itself, and the search with the best fitted table (rerank.FITTED) on.
"""

from __future__ import annotations

import pytest

from referee.rules import rerank
from referee.rules.search import search


def _row(**values: float) -> list[float]:
    return [values.get(name, 0.0) for name in rerank.NAMES]


HEAD = [(50.0, 11), (45.0, 12), (40.0, 13)]


def test_reorder_puts_first_the_entry_whose_weighed_features_are_best():
    rows = [_row(first=1.0, score=1.0), _row(score=0.9, intent=1.0), _row(score=0.8)]
    weights = {"first": 1.0, "score": 1.0, "intent": 2.0}  # 2.0 < 0.9 + 2.0
    assert rerank.reorder(HEAD, rows, weights) == [(45.0, 12), (50.0, 11), (40.0, 13)]


def test_reorder_keeps_the_first_when_the_challenger_does_not_outweigh_it():
    rows = [_row(first=1.0, score=1.0), _row(score=0.9, intent=1.0), _row(score=0.8)]
    weights = {"first": 1.0, "score": 1.0, "intent": 0.5}  # 2.0 > 0.9 + 0.5
    assert rerank.reorder(HEAD, rows, weights) == HEAD


def test_reorder_leaves_ties_and_the_entries_after_the_head_in_their_order():
    rows = [_row(), _row()]
    assert rerank.reorder(HEAD, rows, {"first": 0.0}) == HEAD


def test_search_does_not_work_out_the_features_while_the_reranking_is_off(monkeypatch):
    # the hot path: with WEIGHTS empty (as shipped) the search must not pay for the features
    def refuse(*args, **kwargs):
        raise AssertionError("features worked out while the re-ranking is off")

    monkeypatch.setattr(rerank, "WEIGHTS", {})
    monkeypatch.setattr(rerank, "features", refuse)
    assert search("can I consume three activities in one turn in loop?").answered


@pytest.fixture
def fitted(monkeypatch):
    monkeypatch.setattr(rerank, "WEIGHTS", rerank.FITTED)
    monkeypatch.setattr(rerank, "TOP", 3)


def test_fitted_weights_put_the_rule_before_its_worked_example(fitted, monkeypatch):
    # LOOP p. 7, "Paying for an ACTIVITY": "If an ACTIVITY shows the same colour twice, you need 2 separate
    # MATERIAL of that type ...; you cannot take 2 QUALITY from one MATERIAL" (turn.consume-cost); the DANCE
    # example beside it (turn.consume-example) only shows a GLASS and a PLASTIC paid
    question = "the activity shows two blue icons, can I take 2 quality off one glass?"
    monkeypatch.setattr(rerank, "WEIGHTS", {})
    before = search(question)
    assert [hit.id for hit in before.hits[:2]] == ["turn.consume-example", "turn.consume-cost"]
    monkeypatch.setattr(rerank, "WEIGHTS", rerank.FITTED)
    after = search(question)
    assert after.hits[0].id == "turn.consume-cost"
    assert after.answered == before.answered  # it reorders; answering or abstaining is decided before


def test_fitted_weights_keep_the_first_of_a_neighbour(fitted):
    # LOOP p. 7, CONSUME: "up to 3 ACTIVITY, +1 HAPPINESS each" (turn.consume) answers how many, before the
    # entries on paying for one (turn.consume-cost) and its example
    result = search("can I consume three activities in one turn in loop?")
    assert result.answered
    assert result.hits[0].id == "turn.consume"
