"""A topic of the told case is no reason for a close entry to pass the first (rules/told_topics.py, issue 12).

Coming of Age rulebook (seed 000), p. 8, "Bouncing on a Track to the
Right": when a Mood Counter must move right and is already on the last
space, it does not move and you gain the Motivation Token shown at that
end. A question that tells the bonus that pushed the counter asks how many
Motivation Tokens it gains: the bounce answers, not the rule of spending
Motivation (which holds the word "bonus" through the glossary). The probes
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import CONTEXT, search
from referee.rules.told_topics import told_aside


@pytest.mark.parametrize("question", [
    "mi Contador rosa esta al final y el bonus me lo mueve 2 a la derecha, ¿cuántas Fichas de Motivación gano?",
    "el Contador azul esta al final y la bonificación me lo mueve 2 a la derecha, ¿cuántas Fichas de Motivación gano?",
])
def test_the_bounce_answers_the_motivation_asked(question):
    result = search(question)
    assert result.hits[0].game == "coming-of-age"
    assert result.hits[0].id == "bounce.right"


def test_told_aside_keeps_the_words_the_first_covers():
    evidence = (("counter", True, True), ("bonus", False, False), ("motivation", True, True))
    lead = [True, True, False]
    assert told_aside(evidence, [], lead, CONTEXT) == frozenset({1})


def test_nothing_aside_when_only_the_case_is_told():
    # "Puse mi Ficha de Rasgo en el tercer hueco..., ¿está bien?": the case told is the question
    evidence = (("ficha", True, True), ("hueco", False, False), ("bien", False, False))
    assert told_aside(evidence, [], [True, True, False], CONTEXT) == frozenset()
