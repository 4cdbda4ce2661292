"""A plan told in a clause of its own beside the ask sets the scene; the ask's
words are the topics (rules/plan_scenes.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.plan_scenes import plan_marks
from referee.rules.search import search


@pytest.mark.parametrize("question", [
    # LOOP p. 6, Start Turn > BUY: "You may BUY up to 3 MATERIAL in one turn"; how the player means to spend
    # ("splurging my spare change", "fundirme los ahorros") is the plan, not what the rule must name
    "Thinking of splurging my spare change, how many MATERIAL can I BUY in one turn?",
    "Planning to hoard my spare change for a big splurge, how many MATERIAL can I buy in one turn?",
    "Estoy pensando en fundirme los ahorros de golpe, ¿cuántos MATERIAL puedo comprar en un turno?",
    "Estoy planeando despilfarrar mis ahorros, ¿cuántos MATERIAL puedo comprar en un turno?",
])
def test_the_rule_asked_beside_a_plan_answers(question):
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == "turn.buy"


def test_the_plan_s_own_part_is_marked():
    text = "Thinking of splurging my spare change, how many MATERIAL can I buy?"
    marks = plan_marks(text, "en")
    assert len(marks) == len(words(text))
    assert [word for word, marked in zip(words(text), marks) if marked] == ["thinking", "of", "splurging", "my",
                                                                            "spare", "change"]


@pytest.mark.parametrize("text, lang", [
    ("how many MATERIAL can I buy in one turn?", "en"),  # no plan told
    ("Planning to splurge", "en"),  # the plan alone: it is what is asked
    ("¿Cuántos MATERIAL puedo comprar en un turno?", "es"),
])
def test_no_plan_marks_nothing(text, lang):
    assert plan_marks(text, lang) == ()


@pytest.mark.parametrize("question, game, rule", [
    # LOOP p. 7, Start Turn: "When a MATERIAL's QUALITY reaches 0 it is BROKEN and must move immediately to its
    # owner's LANDFILL"; the plan told after the ask ("on purpose") is no leave asked to break it at will
    ("What happens when a MATERIAL's QUALITY reaches 0? I'm thinking of doing it on purpose", "loop", "turn.broken"),
    ("¿Qué pasa cuando la QUALITY de un MATERIAL llega a 0? Estoy pensando en hacerlo a propósito", "loop",
     "turn.broken"),
    # Coming of Age p. 7, Change Location: moving to an adjacent location costs 1 Frustration Token
    ("¿Cuánto me cuesta cambiar de ubicación? Estoy pensando en hacerlo adrede cada turno", "coming-of-age",
     "change-location.frustration"),
])
def test_a_plan_told_apart_is_no_form_of_the_question(question, game, rule):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == rule
