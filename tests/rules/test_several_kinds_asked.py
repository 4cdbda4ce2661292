"""Two asks, and a first whose title states a kind neither asks, give way to the next entry (issue 12;
rules/several_kinds_asked.py).

LOOP, Competitive Mode > CREDIT CARD (rulebook p. 14): "When you can APPLY
for a CREDIT CARD" says when; "A new CREDIT CARD gives 4 COIN and a QUALITY
1 MATERIAL" says what one gets and "PAYOFF 1-2 COIN on every CREDIT CARD
each turn" how it is paid back. A question asking both what one gets and
how one pays back asks no moment. The questions are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import several_kinds_asked
from referee.rules.normalize import words
from referee.rules.search import search

ANSWERING = {"credit.welcome-gift", "credit.payoff", "credit.cleared"}


@pytest.mark.parametrize("question", [
    "So the loan thing, the credit card in loop. What do I get and how do I pay it back?",
    "Explain the loop credit card to me. What do I get and how do I pay it back?",
])
def test_a_question_of_two_asks_is_answered_past_the_entry_of_when(question):
    result = search(question, lang="en")  # (asked as at a table of no open session, over every game)
    assert result.answered
    assert result.hits[0].id in ANSWERING


def test_the_unasked_kinds_of_a_title():
    assert several_kinds_asked.unasked_kinds(frozenset({"?when", "?may"}), ("?gain",), "?gain") == {"?when"}
    assert not several_kinds_asked.unasked_kinds(frozenset({"?when"}), ("?gain", "?when"), "?gain")  # asked
    assert not several_kinds_asked.unasked_kinds(frozenset({"?when", "?gain"}), ("?gain",), "?gain")  # states it


def test_a_second_ask():
    assert several_kinds_asked.asks_another(("?gain", "?num"), "?gain", [], "en")
    assert several_kinds_asked.asks_another(("?gain",), "?gain", words("what do I get and how do I pay"), "en")
    assert several_kinds_asked.asks_another(("?gain",), "?gain", words("¿qué recibo y cómo lo pago?"), "es")
    assert not several_kinds_asked.asks_another(("?gain",), "?gain", words("what do I get"), "en")


def test_one_ask_moves_nothing():
    kinds = {1: frozenset({"?when"}), 2: frozenset({"?num"})}
    assert several_kinds_asked.answering_entry_first([(10.0, 1), (9.9, 2)], "?gain", ("?gain",),
                                                     words("what do I get"), "en", kinds.__getitem__,
                                                     lambda number: "g") is None
    assert several_kinds_asked.answering_entry_first([(10.0, 1), (9.9, 2)], "?gain", ("?gain",),
                                                     words("what do I get and how do I pay"), "en",
                                                     kinds.__getitem__, lambda number: "g") == [(9.9, 2), (10.0, 1)]


def test_a_when_of_the_scene_asks_no_moment():
    folded = words("What do I get when I apply, and how do I pay it back?")
    assert several_kinds_asked.moments_asked(("?gain", "?when"), folded, "en") == ("?gain",)
    folded = words("What do I get, and when do I pay it back?")  # "when do I": a moment asked
    assert several_kinds_asked.moments_asked(("?gain", "?when"), folded, "en") == ("?gain", "?when")


def test_a_question_of_two_asks_with_a_scene_moment_is_answered_past_the_entry_of_when():
    result = search("Short on money in loop, so I take a CREDIT CARD. What do I get when I take it, and how do I "
                    "pay it back?", lang="en")
    assert result.answered
    assert result.hits[0].id in ANSWERING
