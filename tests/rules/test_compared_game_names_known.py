"""A thing the question names from a game it compares with is that game's, not an unknown thing of the game asked
about (search passes the compared games to silences.judge with the games named; rules/compared_games.py).

Adulthood rulebook, setup: the youngest player goes first. Asked after a sentence that tells CV's bicycle card, the
search put that rule first, but the unknown-name reading looked for "bicycle" in Adulthood's texts only and said the
rulebook is silent about a bicycle card. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_compared_games_card_is_no_unknown_thing():
    result = search("In CV the bicycle card decides the first player. Who starts in Adulthood?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "setup.first-player")


def test_a_card_asked_of_the_game_itself_stays_unknown():
    result = search("Is there a bicycle card in Adulthood like in CV?", limit=3)
    assert not result.answered
