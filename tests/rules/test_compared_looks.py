"""How two components look, compared, is unanswered unless the first rule
has a word of that look (rules/compared_looks.py, issue 12).

A rulebook counts its pieces and says what they do; what they look like
beside each other is on the components, which the table sees. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # Adulthood, Components (p. 2): "12 Grown-Up, Promoted, & Married markers": counted, their shapes never described
    ("Do the Promoted markers and the Married markers have different shapes?", "adulthood"),
    # Coming of Age, Components: "4 Vital Experience Point Counters (1 of each color)" and "4 Personal Fulfillment
    # Counters": counted, what each looks like never said
    ("¿El Contador de Realización Personal y el de VEP tienen la misma forma?", "coming-of-age"),
])
def test_a_look_compared_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True


@pytest.mark.parametrize("question, game", [
    # Coming of Age, Memory Cards: three Motivation Tokens "of the same color" are a cost, not a look compared
    ("If I pay three Motivation Tokens of the same colour for a Memory, how many VEP do I get?", "coming-of-age"),
    ("Si pago tres Fichas de Motivación del mismo color por un Recuerdo, ¿cuántos VEP gano?", "coming-of-age"),
])
def test_a_colour_shared_is_no_look_compared(question, game):
    result = search(question, game=game)
    assert result.answered is True


def test_a_rule_that_names_the_look_answers():
    # LOOP, set-up: "Place your REPUTATION token black side up": the rule speaks of the token's sides
    result = search("Is the black side of the REPUTATION token different from the other side?", game="loop")
    assert result.answered is True
