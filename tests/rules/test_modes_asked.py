"""Which mode asked: every mode's rules answer, none is damped as a variant
the question leaves out (rules/modes_asked.py, issue 12).

LOOP's Competitive Mode "is the recommended mode of play" (rulebook,
Competitive Mode); the credits name the designers. The probes are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.modes_asked import asks_which_mode
from referee.rules.search import search


@pytest.mark.parametrize("question, lang, asked", [
    ("what mode would the designers tell us to play in LOOP?", "en", True),
    ("which game mode is the recommended one?", "en", True),
    ("what variants are there for two?", "en", True),
    ("¿qué modo nos recomiendan los diseñadores?", "es", True),
    ("¿en cuáles modos se usan las CREDIT CARD?", "es", True),
    ("¿qué es el modo competitivo?", "es", False),
    # a mode named, not asked which; "what changes in solo mode" asks of one mode
    ("in solo mode, what do I do with the blue FAVOUR?", "en", False),
    ("what changes in the solo mode?", "en", False),
    ("what is the solo mode like?", "en", False),
    ("en el modo cooperativo, ¿qué pasa con los EVENT?", "es", False),
    ("¿qué pasa si no me queda dinero?", "es", False),
])
def test_the_question_asks_which_mode(question, lang, asked):
    assert asks_which_mode(question, lang) is asked


@pytest.mark.parametrize("question", [
    "what mode do the designers recommend we play?",
    "los diseñadores, ¿qué modo recomiendan?",
])
def test_the_recommended_mode_goes_before_the_credits(question):
    result = search(question)
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "competitive.overview")


@pytest.mark.parametrize("question", [
    "who designed LOOP?",
    "¿quién diseñó LOOP?",
])
def test_a_question_of_the_designers_keeps_the_credits(question):
    result = search(question)
    assert result.hits[0].id != "competitive.overview"
