""""At the same time" in a question that asks how many is how many at once,
which the game's limit answers in any game, not the notion of acting
simultaneously nor Adulthood's Time (rules/search.py `_evidence`, issue 12,
round fabst34).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, rules", [
    # Coming of Age p. 9: Presences go in up to 4 different locations
    ("How many Presences may I keep on the board at the same time?", "coming-of-age", {"presence.limit"}),
    # LOOP: at most 3 ACTIVITY kept in the AREA
    ("How many ACTIVITY can I keep at the same time?", "loop", {"area.activity-slots", "turn.activity-keep"}),
])
def test_how_many_at_the_same_time_is_answered_by_the_limit(question, game, rules):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id in rules


def test_at_the_same_time_without_a_count_is_still_the_notion_asked():
    # Coming of Age: players choose their dice simultaneously; the rule that says so is among the first
    result = search("Do we roll our dice at the same time or in turn?", game="coming-of-age")
    assert "play.simultaneous" in [hit.id for hit in result.hits]
