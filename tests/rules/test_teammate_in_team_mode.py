"""A teammate asked of a mode played as one team is one of the players its rules speak of (rules/team_modes.py).

LOOP rulebook, 6.0 Cooperative Mode (p. 16): "you are helping each other to all reach HAPPINESS 11", "There is no
REJECT in Cooperative Mode", "You all win if every player is at HAPPINESS 11 or more". A question that calls the
other players "teammates" was judged to ask about teams, a topic the co-op rules never name, and `ask` said the
rulebook was silent. Questions worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search
from referee.rules.team_modes import team_modes


def test_a_teammate_rejecting_a_favour_in_co_op_is_answered():
    result = search("Playing LOOP cooperative, is my teammate allowed to REJECT the FAVOUR I just played?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "coop.favours")


def test_whether_the_team_wins_in_co_op_is_answered():
    result = search("LOOP co-op: three of us are at 11 and one at 10 after the penalties. Does our team win?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "coop.end")


def test_teams_asked_outside_a_team_mode_stay_unanswered():
    result = search("Can we play Adulthood in teams of two?", limit=3)
    assert not result.answered


def test_only_the_cooperative_mode_is_played_as_one_team():
    assert team_modes("loop") == frozenset({"cooperative"})
    assert team_modes("cv") == frozenset()
