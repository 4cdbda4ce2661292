"""A thing left idle for several turns, asked what becomes of it ("if I never CONSUME for several rounds, do my
MATERIAL lose QUALITY?", "¿se pierden si las guardo varias rondas sin usarlas?"), leaves the question unanswered when
the first rule says nothing of what each turn or round does to things (issue 12; rules/left_idle.py).

A later turn named with no neglect ("I can reveal it a few turns later, can't I?") is not the form, and a rule that
says what the end of a round does (CV's track) answers. The questions are written for this test, not taken from the
question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import left_idle
from referee.rules.index import get_index
from referee.rules.search import search

IDLE = [
    # Coming of Age, Memory Tokens: a token is flipped once used; nothing wears off while it waits
    ("¿Las Fichas de Recuerdo se pierden si las guardo varias rondas sin usarlas?", "coming-of-age", "varias rondas"),
    # LOOP, MATERIAL: QUALITY is lost by CONSUME and by events, never by waiting
    ("If I never CONSUME for several rounds, do my MATERIAL lose QUALITY?", "loop", "several rounds"),
    # CV, the CV: active cards keep counting; nothing is said of a player who buys nothing for a while
    ("¿Mis cartas activas dejan de valer si paso varios turnos sin comprar nada?", "cv", "varios turnos"),
]


@pytest.mark.parametrize(("question", "game", "span"), IDLE)
def test_a_thing_left_idle_is_not_answered(question, game, span):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (span,)


@pytest.mark.parametrize(("question", "game", "span"), IDLE)
def test_without_the_reading_a_rule_answers(question, game, span, monkeypatch):
    monkeypatch.setattr(left_idle, "unstated_idle", lambda query, near, lang_index: None)
    assert search(question, game=game).answered is True


@pytest.mark.parametrize(("question", "lang"), [
    ("Achieving a GOAL is optional, so I can reveal it a few turns later, can't I?", "en"),  # put off, not neglected
    ("We played several rounds already, how many are left?", "en"),  # no thing left undone
    ("Llevamos varias rondas jugando, ¿cuándo termina la partida?", "es"),
])
def test_a_later_turn_without_neglect_is_not_the_form(question, lang):
    assert left_idle.idle_span(question, lang) == ""


def test_a_rule_of_what_the_end_of_a_round_does_answers():
    # CV, Cleanup: "At the end of a round ... the leftmost card of the track is discarded"
    lang_index = get_index().langs["en"]
    number = {(doc.entry.game, doc.entry.id): n for n, doc in enumerate(lang_index.docs)}
    question = "If nobody takes a card from the track for a few rounds, is it discarded?"
    assert left_idle.unstated_idle(question, [number[("cv", "cleanup.end-round-discard")]], lang_index) is None
    assert left_idle.unstated_idle(question, [number[("cv", "roll.four-dice")]], lang_index) == "a few rounds"
