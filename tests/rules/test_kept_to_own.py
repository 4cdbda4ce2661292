"""A rule kept to one of the actions a turn does one of ("Only when you
CONSUME", "Solo al Consumir") answers a question that asks it of another
of them: not in that turn (rules/kept_to_own.py)."""

from __future__ import annotations

import pytest

from referee.rules import corpus
from referee.rules.index import get_index
from referee.rules.kept_to_own import keeps_to_own
from referee.rules.normalize import terms
from referee.rules.search import search
from referee.rules.sibling_terms import one_at_a_time, unnamed_sibling


def test_a_rule_kept_to_consume_answers_for_a_buy_turn():
    # LOOP p. 9: "Only when you CONSUME: spend 2 REPUTATION to gain 1 HAPPINESS" (P.6: one of WORK, BUY or CONSUME)
    result = search("¿Puedo gastar 2 de REPUTATION y ganar 1 HAPPINESS estando en un turno de BUY?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "reputation.consume")


def _kept(question: str, lang: str, entry_id: str) -> bool:
    entry = next(entry for entry in corpus.entries("loop", lang) if entry.id == entry_id)
    unnamed = unnamed_sibling(terms(question, lang), lang, entry, lang, get_index())
    assert unnamed is not None
    return keeps_to_own(entry, lang, unnamed, get_index())


@pytest.mark.parametrize("question, lang", [
    ("may I trade REPUTATION for HAPPINESS when I BUY", "en"),
    ("cambio REPUTATION por HAPPINESS en un turno de WORK", "es"),
])
def test_the_consume_rule_keeps_to_consume(question, lang):
    assert _kept(question, lang, "reputation.consume")


@pytest.mark.parametrize("question, lang", [
    ("may I spend REPUTATION for QUALITY when I RECYCLE", "en"),
    ("gastar REPUTATION para subir la QUALITY con RECYCLE", "es"),
])
def test_a_favour_is_not_ruled_out_by_a_turn_action(question, lang):
    # a FAVOUR is played in any turn: "Only when you BUY" says nothing of RECYCLE
    assert not _kept(question, lang, "reputation.buy")


def test_only_the_actions_of_a_turn_are_one_at_a_time():
    assert one_at_a_time("loop")[0] == frozenset({0, 1, 2})  # WORK, BUY, CONSUME; not the FAVOURs after them
