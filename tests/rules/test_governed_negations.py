"""A word of doing without or of a stand-in ("sin", "without", "en lugar de", "instead") that a known gap holds
weighs in the gap's lead over the rule that answers only when what it governs in the question is governed there too
(issue 12; rules/governed_negations.py).

"Fichas de Frustración SIN SUPERAR" is not the gap's "Bonificación de Superación SIN FRUSTRACIÓN" (a bonus with
nothing to overcome); the rule of overcoming answers. A question that asks the gap's own case keeps the gap. The
questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import governed_negations
from referee.rules.search import search

# Coming of Age, Frustration: "Frustrations can be overcome with the Overcoming Bonus or 4 Willpower Tokens"; the
# gap is an Overcoming Bonus when no Frustration is left to flip
ANSWERED = [
    ("Tengo tres Fichas de Frustración sin superar y me sale una Bonificación de Superación: ¿cuál volteo?",
     "coming-of-age", "frustration.overcome"),
]

GAP_KEPT = [
    ("¿Qué hace la Bonificación de Superación si no tengo ninguna frustración sin superar?", "coming-of-age",
     "gap.overcoming-without-frustration"),
    ("What does an Overcoming Bonus do if I have no Frustration to overcome?", "coming-of-age",
     "gap.overcoming-without-frustration"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_a_without_that_governs_another_thing_leaves_the_rule_answering(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_without_the_reading_the_gap_was_told(question, game, entry, monkeypatch):
    monkeypatch.setattr(governed_negations, "misgoverned", lambda stems, lang, texts: frozenset())
    assert search(question, game=game).answered is False


@pytest.mark.parametrize(("question", "game", "gap"), GAP_KEPT)
def test_the_gaps_own_case_keeps_the_gap(question, game, gap):
    result = search(question, game=game)
    assert result.answered is False
    assert result.gap is not None and result.gap.id == gap


def test_the_governed_words_decide():
    texts = ("bonificación de superación sin frustración", "superación sin ficha de frustración")
    # "sin superar": governs the overcoming, the gap's "sin" the frustration
    assert governed_negations.misgoverned(["fich", "frustr", "sin", "sup"], "es", texts) == {"sin"}
    # "sin frustración": the gap's own
    assert governed_negations.misgoverned(["bonific", "sup", "sin", "frustr"], "es", texts) == frozenset()
    # a "without" at the end governs nothing said: left as it was
    assert governed_negations.misgoverned(["play", "without"], "en", ("play without losing",)) == frozenset()
    # no such word in the question: nothing read
    assert governed_negations.misgoverned(["bonific", "sup"], "es", texts) == frozenset()
