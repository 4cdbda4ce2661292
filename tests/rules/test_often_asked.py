"""Asked how often, the rule whose title states the period comes first (rules/often_asked.py).

Adulthood, Solo Mode, "Gameplay changes" 1: "The market only contains three
cards, and is emptied and replaced at the end of each round. The market is
not restocked mid-round." Asked how often the solo market is replaced, the
search put the solo Meditate entry first ("Solo: Meditate lets you discard
and replace a market card"): it holds the same words (market, replace) and
says no period. The questions are worded anew, not copied from the benchmark
sets.
"""

from __future__ import annotations

import pytest

from referee.rules import often_asked
from referee.rules.normalize import words
from referee.rules.search import search

OFTEN_ASKED = [
    ("solo adulthood: how frequently do the market cards get replaced?", "en"),
    ("jugando solo a Adulthood, ¿cada cuánto se reponen las cartas del mercado?", "es"),
]


@pytest.mark.parametrize(("question", "lang"), OFTEN_ASKED)
def test_how_often_the_solo_market_is_replaced_is_answered_by_the_rule_of_each_round(question, lang):
    result = search(question, lang=lang)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "solo.market-refresh")


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("how often do we burn a card?", "en", True),
    ("¿cada cuánto se reponen las cartas?", "es", True),
    ("¿con qué frecuencia se paga?", "es", True),
    # when, or how many: not how often
    ("when do we burn a card?", "en", False),
    ("¿cuántas cartas se reponen?", "es", False),
])
def test_the_words_that_ask_how_often(question, lang, asked):
    assert often_asked.asks_often(words(question), lang) is asked


def test_a_title_states_a_period_when_it_says_each_round_or_per_turn():
    assert often_asked.states_period("Solo: the market is emptied and replaced each round, not mid-round", "en")
    assert often_asked.states_period("Solitario: el mercado se vacía y repone cada ronda, no a mitad", "es")
    assert not often_asked.states_period("Solo: Meditate lets you discard and replace a market card", "en")


def test_nothing_moves_when_no_near_title_states_a_period():
    scored = [(50.0, 1), (49.0, 2)]
    titles = {1: "Meditate lets you replace a market card", 2: "The market holds three cards"}
    assert often_asked.period_entry_first(scored, lambda n: (titles[n], "en"), lambda n: "adulthood") is None
