"""A player count asked of a part of the game whose rule, first, speaks of no
players is unanswered (rules/player_count_asked.py, issue 12, round newsil);
a count a thing is asked to depend on is answered by the thing's rule.

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, word", [
    # LOOP p. 11: the Basic Mode rules end; the Campaign Story follows. No count of players for the Campaign
    ("For the Story Campaign, how many players can join in?", "how many players"),
    ("¿Cuántos jugadores pueden jugar la campaña de historia de LOOP?", "cuantos jugadores"),
])
def test_a_player_count_the_first_rule_never_gives_is_unanswered(question, word):
    result = search(question, game="loop")
    assert result.answered is False
    assert result.missing == (word,)


def test_the_game_player_count_still_answers():
    result = search("how many players can play loop?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "game.players"


def test_a_count_a_thing_is_asked_to_depend_on_still_answers():
    # LOOP, BUY: the price is the MATERIAL's QUALITY at every count
    result = search("¿El precio de los MATERIAL cambia según cuántos jugadores somos?", game="loop")
    assert result.answered is True
