"""How many things fit on one place of a board is unanswered unless a near rule
states a capacity (rules/capacity_asked.py, issue 12).

The spaces of a level or a location are printed on the board, not in the
rulebook. The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # Coming of Age: the Friendship levels are named, their spaces are only on the board
    ("How many Character Tokens fit on level 5 of my Friendship Track?", "coming-of-age"),
    ("¿Cuántos dados caben en una misma ubicación?", "coming-of-age"),
])
def test_how_many_fit_on_a_place_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True


def test_a_capacity_a_rule_states_still_answers():
    # Coming of Age: one Presence per location
    result = search("How many of my Presences fit on one location?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "presence.limit"
