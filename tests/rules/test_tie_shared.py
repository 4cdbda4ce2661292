"""Players made alike in a "who" question are settled by a rule that orders
them or serves every one of them, without the word "tie"
(rules/tie_shared.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, entry", [
    # CV rulebook, Social Assistance: "Players using social assistance take their cards in clockwise order,
    # starting with the player who is just finishing their turn."
    ("My sister and I both qualify for social assistance, so who picks first?", "cv", "social.order"),
    # Coming of Age rulebook p. 10 (Memory): "All players with a Die at the location and the required Motivation
    # Tokens ... may gain the Memory. Once one or more players have obtained it, the Card is removed"
    ("If we both paid for the Memory Card, do we both keep it, or only who paid first?", "coming-of-age",
     "memory.gain"),
    ("Si las dos pagamos el Recuerdo, ¿nos lo quedamos ambas o solo quien pagó primero?", "coming-of-age",
     "memory.gain"),
])
def test_players_alike_are_settled_by_a_rule_that_serves_them_all(question, game, entry):
    result = search(question, game=game)
    assert result.hits[0].id == entry
    assert result.answered is True


def test_a_criterion_with_play_going_clockwise_does_not_settle_a_tie():
    # LOOP rulebook: "The player who most recently spent over $100 goes first" -- with two such players the
    # rulebook never says who; "play then goes clockwise" orders the rest, not the tie
    result = search("my friend and I both spent over $100 last month, who starts?", game="loop")
    assert result.answered is False


def test_at_the_same_time_in_a_who_question_is_the_tie_settled():
    # CV rulebook (Social Assistance): "Players using social assistance take their cards in clockwise order,
    # starting with the player who is just finishing their turn" -- "at the same time" is the tie, not a Time
    result = search("my son and I got social assistance at the same time, who picks first", game="cv")
    assert result.hits[0].id == "social.order"
    assert result.answered is True
