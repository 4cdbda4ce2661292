"""`ask` abstains on who starts a rematch, told before the question (issue 12, item 1).

A game played again at once ("we want a REMATCH", "jugamos la REVANCHA") is
what carries over between games, which no rulebook here speaks of: each
gives the first player of a game (LOOP p. 3: "Player who most recently
spent over $100 starts first"; CV: the player with the bicycle card;
Adulthood: "The oldest player goes first"), never whether the winner or the
loser of the last one starts. Told in a sentence before "who goes
first?", it is still what the question asks. The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    ("We just finished LOOP and want a rematch right away. Who goes first?", "loop"),
    ("Acabamos la partida de CV y jugamos la revancha: ¿quién empieza?", "cv"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_who_starts_a_rematch_is_not_in_the_rulebook(question, game):
    assert not search(question, game=game).answered


def test_who_starts_a_first_game_is_answered():
    # LOOP rulebook, Gameplay: "Player who most recently spent over $100 starts first"
    result = search("We just set up LOOP. Who goes first?", game="loop")
    assert result.answered and result.hits[0].id == "gameplay.start-player"
