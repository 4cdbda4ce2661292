"""The cheap tests before a strategy question is cut into parts (round
gateeight, issue 13): a text with no dash is not scanned for one, and the
words every part of a question may hold (`parts_words`) rule out before any
cut a question none of whose parts can ask advice, so `unweighed` keeps it
whole as it did after cutting it. Same results, less time.

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import planned_asks, weighed_plans
from referee.rules.advice import asked_form, may_ask
from referee.rules.normalize import folds_word_by_word, words


@pytest.mark.parametrize("text", [
    "is it better to keep the coins — how many do I score for them?",
    "¿conviene guardar las fichas, o se pierden al final? ¿cuántos puntos dan?",
    "i can't tell: non-adjacent spaces, re-roll - or not?",
    "no dashes here, just commas; and marks!",
])
def test_parts_words_hold_every_parts_words(text):
    held = planned_asks.parts_words(text)
    for _, said in planned_asks.sentence_parts(text):
        assert set(said) <= held
    for _, said in planned_asks._parts(text, "es" if "¿" in text else "en"):
        assert set(said) <= held


def test_a_contraction_cut_by_a_mark_keeps_the_parts_words():
    """"non,x" folds as "not x" whole but as "non" and "x" in its parts: the gate reads the parts'."""
    assert not folds_word_by_word("a non,adjacent space")
    assert "non" in planned_asks.parts_words("a non,adjacent space")


def test_no_dash_is_the_text_itself():
    assert planned_asks._dashed("¿vale la pena? ¿cuánto cuesta?") == "¿vale la pena? ¿cuánto cuesta?"
    assert planned_asks._dashed("is it worth it - how much does it cost?") != "is it worth it - how much does it cost?"


@pytest.mark.parametrize("question, lang", [
    ("how many coins does a market card give at the end of the game?", "en"),
    ("¿cuántas monedas da una carta de mercado al final de la partida?", "es"),
])
def test_no_part_asks_advice_so_the_text_stays_whole(question, lang):
    assert not may_ask(planned_asks.parts_words(question), lang)
    assert all(asked_form(said, lang) is None for _, said in planned_asks.sentence_parts(question))
    assert weighed_plans.unweighed(question, lang) == question


@pytest.mark.parametrize("question, lang", [
    ("is it worth buying possessions instead of health cards? how do possession cards score?", "en"),
    ("¿vale la pena acaparar posesiones en vez de salud? ¿cuántos puntos da una posesión?", "es"),
])
def test_a_part_that_asks_advice_still_passes_the_gate(question, lang):
    assert may_ask(planned_asks.parts_words(question), lang)
    assert may_ask(words(question), lang)
