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
from referee.rules.told_topics import points_back, told_aside


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


# A pronoun of the ask that points back to the telling keeps the told words as reasons: "just played a Leisure card
# with a spot, can i put a meeple on IT right now?" asks of the Leisure card told (Adulthood rulebook, "Your turn":
# a spot gained this turn is used from the next one; tests/rules/test_ask_moments.py holds the search itself).
@pytest.mark.parametrize(("text", "lang"), [
    ("I just played my Leisure card that has a spot, can I place a meeple on it now?", "en"),
    ("the robot rolled his dice, where do they go?", "en"),
    ("el bonus me mueve el contador al final, ¿lo puedo mover otra vez?", "es"),
    ("la carta de ocio tiene un hueco, ¿puedo usarla ya?", "es"),
])
def test_an_ask_pointing_back_to_the_telling(text, lang):
    assert points_back(text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("my counter is at the end and a bonus pushes it 2 right, how many Motivation Tokens do I gain?", "en"),
    ("mi Contador está al final y el bonus lo mueve 2 a la derecha, ¿cuántas Fichas de Motivación gano?", "es"),
])
def test_a_pronoun_of_the_telling_alone_points_nothing_back(text, lang):
    assert not points_back(text, lang)


def test_nothing_aside_when_the_ask_points_back():
    evidence = (("counter", True, True), ("bonus", False, False), ("motivation", True, True))
    assert told_aside(evidence, [], [True, True, False], CONTEXT, pointed=True) == frozenset()
