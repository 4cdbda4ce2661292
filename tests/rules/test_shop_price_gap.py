"""The shop price of a game is a known silence of every rulebook (gap.shop-price, issue 12, round costs).

A rulebook prices only what is paid inside the game; "how much does the game cost?" asked of the box is none of
those, and the rule that prices something in play (the market's slots, a red-slash cost) must not answer it.
The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("What's the retail price of Adulthood?", "adulthood"),
    ("How much is a copy of CV in stores?", "cv"),
    ("¿Cuánto cuesta el juego Coming of Age en una tienda?", "coming-of-age"),
])
def test_the_price_of_the_game_itself_is_a_known_gap(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.shop-price"


def test_the_price_of_the_solo_challenges_is_part_of_their_gap():
    # LOOP 7.2: "Various Solo Mode Challenges are available to purchase"; no rules, no price
    result = search("How much do LOOP's Solo Mode Challenges cost?", game="loop")
    assert result.answered is False


def test_a_price_inside_the_game_still_answers():
    result = search("How much does a card cost in the market?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "turn.market-costs"
