"""A player joining a game already under way, or one person playing two
seats, is a topic no rule here speaks of (the common groups of
rules/lexicon/common.toml, issue 12, round newsil): the rule of the player
count or of a bot's seat does not answer it.

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("My cousin arrives late: can she take over Rob Bot's seat in year 3?", "coming-of-age"),
    ("Jugamos tres con Rob Bot y mi primo llega tarde: ¿puede quedarse con las fichas de Rob en el año 3?",
     "coming-of-age"),
    ("Just the two of us: may we play two characters each so it's like a 4-player game?", "coming-of-age"),
    ("Somos dos: ¿puede llevar cada uno dos tableros para jugar como si fuéramos cuatro?", "loop"),
])
def test_a_latecomer_or_a_second_seat_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False


def test_the_player_count_still_answers():
    result = search("How many players can play LOOP?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "game.players"
