"""A phrase of timing beside a count of things asks how many at once (rules/counted_at_once.py).

CV rulebook, "The CV": only the top card of each pile is active. Asked whether
two cards of one pile can be active "at the same time", the search put that
rule first but said the rulebook was silent: "time" was read as the notion of
doing things simultaneously, which the rule never words. The questions are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.counted_at_once import counts_things
from referee.rules.search import search

PLAYERS = frozenset({"player", "jugador"})


@pytest.mark.parametrize("text", [
    "could two of the cards in one pile both be active at the same time?",
    "¿pueden dos cartas del mismo montón estar activas al mismo tiempo?",
])
def test_two_cards_active_at_once_are_answered_by_the_active_card_rule(text):
    result = search(text, game="cv")
    assert result.answered, result.missing
    assert result.hits[0].id == "cv.active"


def test_players_acting_at_the_same_time_stay_a_topic():
    # players acting together is the simultaneity turn order speaks of: the rulebook's gap, not a count at once
    result = search("can two players take their turns at the same time?")
    assert not result.answered
    assert result.gap is not None and result.gap.id == "gap.simultaneous-turns"


def test_at_once_set_against_another_manner_stays_a_topic():
    # "instead of one coin twice": the manner is asked, which the Investor's rule does not settle
    result = search("playing the investor, can I flip two coins at the same time rather than flipping one twice?")
    assert not result.answered
    assert "time" in result.missing


def test_the_active_card_rule_still_answers_without_the_phrase():
    result = search("which card of a pile is active?", game="cv")
    assert result.answered and result.hits[0].id == "cv.active"


@pytest.mark.parametrize(("stems", "timing", "counted"), [
    (["2", "card", "activ", "sam", "tim"], [False, False, False, True, True], True),
    (["2", "player", "tak", "turn", "sam", "tim"], [False, False, False, False, True, True], False),
    (["2", "jugador", "tir", "mism", "tiemp"], [False, False, False, True, True], False),
    (["1", "card", "sam", "tim"], [False, False, True, True], False),  # one thing: no count of several
    (["2", "card", "activ"], [], False),  # no phrase of timing: not read
])
def test_a_count_of_things_beside_timing(stems, timing, counted):
    assert counts_things(stems, timing, PLAYERS, frozenset(), frozenset()) is counted


def test_a_count_set_against_another_manner_is_not_read():
    stems, timing = ["toss", "2", "coin", "sam", "tim", "instead", "1", "coin", "twic"], [False] * 3 + [True] * 2 + [False] * 4
    surface = ["toss", "two", "coins", "same", "time", "instead", "one", "coin", "twice"]
    assert counts_things(stems, timing, PLAYERS, frozenset(), frozenset(), surface, "en") is False
    assert counts_things(stems, timing, PLAYERS, frozenset(), frozenset(), surface[:5], "en", alternatives=True) is False
    assert counts_things(stems[:5], timing[:5], PLAYERS, frozenset(), frozenset(), surface[:5], "en") is True
