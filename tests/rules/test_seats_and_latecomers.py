"""A player joining a game already under way, one person playing two
seats, handing the start to another player and putting back what one has
just taken are topics no rule here speaks of (the common groups of
rules/lexicon/common.toml, issue 12, round newsil): the rule of the player
count, of a bot's seat, of the order or of the market does not answer them.

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


@pytest.mark.parametrize("question, game", [
    # CV: the player with the bicycle starts each round; no rule lets them hand the start over
    ("I'm the first player this round but I'd rather not be. Can I let another player go first?", "cv"),
    ("Tengo la bici pero prefiero no empezar: ¿puedo decir que empiece otro?", "cv"),
])
def test_handing_the_start_to_another_player_is_unanswered(question, game):
    assert search(question, game=game).answered is False


def test_putting_back_what_one_has_just_taken_is_unanswered():
    # Coming of Age: a Trait Tile drawn is kept or placed; no rule puts one back on the pile
    result = search("I drew a Trait Tile I don't like. Can I put it back on the pile?", game="coming-of-age")
    assert result.answered is False
