"""What a thing is good for is answered where the rulebook spends it (rules/spent_asked.py).

LOOP rulebook p. 10, 2.5 Optional Action: Spending REPUTATION: "Only when WORK Spend a REPUTATION to gain an extra
COIN", "Only when BUY Spend a REPUTATION to get an extra QUALITY", "Only when CONSUME Spend 2 REPUTATION to get 1
HAPPINESS". Asked what REPUTATION is good for, the search put first the cap of the Player Area ("You can keep up
to 2 REPUTATION"), which says how much of it is kept, not what it buys. The questions are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import spent_asked
from referee.rules.normalize import key
from referee.rules.search import search

SPENDING = {"reputation.work", "reputation.buy", "reputation.consume", "reputation.reject"}


@pytest.mark.parametrize("question", [
    "what is my REPUTATION good for?",
    "what's the point of having REPUTATION in loop?",
])
def test_what_reputation_is_for_is_answered_by_a_rule_that_spends_it(question):
    result = search(question, game="loop", lang="en")
    assert result.answered
    assert result.hits[0].id in SPENDING


@pytest.mark.parametrize(("text", "lang", "spent"), [
    ("Only when you BUY: spend 1 REPUTATION to add 1 QUALITY", "en", True),
    ("Solo cuando haces BUY: gasta 1 de Reputación para sumar 1 de QUALITY", "es", True),
    # kept, not spent
    ("You can keep up to 2 REPUTATION.", "en", False),
    # spent, but another thing: the verb's reach ends before the word asked
    ("spend 2 time to gain 1 Impact, and REPUTATION is kept", "en", False),
])
def test_the_words_that_spend_the_thing_asked(text, lang, spent):
    assert spent_asked.spends_asked(text, frozenset({key("reputacion" if lang == "es" else "reputation", lang)}),
                                    lang) is spent
