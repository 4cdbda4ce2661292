"""The detail that tells which one is meant, among entries that cover the question (issue 12, top-1).

"Turn 1" in "which mood tracks are used on turn 1?" says when, not what
the question is about: an entry that holds "turn 1" but none of the mood
tracks does not go before the entry about the mood tracks.
"""

from __future__ import annotations

from referee.rules.search import search
from referee.rules.which_one import HELD, TOPICS, which_one_among_the_fullest


def _reasons(held: int, topics: int) -> tuple:
    reasons = [True, False, 0, True, False, False, True, False, 0, 0]
    reasons[HELD], reasons[TOPICS] = held, topics
    return tuple(reasons)


def test_the_detail_counts_only_beside_the_most_topics():
    judged = [(_reasons(0, 1), 0, "a"), (_reasons(1, 0), 1, "b")]
    adjusted = which_one_among_the_fullest(judged)
    assert adjusted[1][0][HELD] == 0 and adjusted[1][1:] == (1, "b")
    assert adjusted[0] == judged[0]


def test_the_detail_still_decides_between_equals():
    judged = [(_reasons(0, 0), 0, "a"), (_reasons(2, 0), 1, "b")]
    assert which_one_among_the_fullest(judged) == judged
    judged = [(_reasons(0, 1), 0, "a"), (_reasons(1, 1), 1, "b")]
    assert which_one_among_the_fullest(judged) == judged


def _first(question: str) -> tuple[str, str]:
    result = search(question)
    assert result.answered, (question, result.missing)
    return result.hits[0].game, result.hits[0].id


def test_which_mood_tracks_on_turn_1_is_about_the_mood_tracks():
    # Coming of Age, Key Concepts > Mood Tracks: "You start with only two and unlock a new one after each round"
    assert _first("which mood tracks are used on turn 1?") == ("coming-of-age", "mood-tracks.overview")


def test_the_two_player_rule_asked_goes_before_the_overview_of_two_players():
    # CV, Cleanup: "In the 2-player game, the leftmost card is discarded from the track after each player's turn"
    assert _first("a dos jugadores, ¿cuándo se quita la primera carta de la fila?") == ("cv", "cleanup.two-player")
