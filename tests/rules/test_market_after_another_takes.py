"""A card another player takes from the Adulthood market: the rule of sliding and refilling it answers (issue 12).

Players ask of the market by what they saw another player do ("Ben took a
card, do the other cards move over?", "¿cuándo sale otra carta?"); the rule
says it as step 4 of the turn, "slide all market cards to the left ... then
fill the empty slots". The aliases of `adulthood/turn.refill-market` carry
those words (round inter1). Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


# Adulthood, Turn step 4c (Reset your Board and the market): "Slide all the cards in the market to the left to fill any
# empty slots, then fill any empty slots with cards from the Adulthood deck".
@pytest.mark.parametrize("question", [
    "In Adulthood, Ben took a card from the market. Do the other market cards move over?",
    "En Adulthood, cuando alguien se lleva una carta del mercado, ¿cuándo sale otra carta al mercado?",
    "En Adulthood, si alguien toma una carta, ¿se corren las demás cartas del mercado?",
])
def test_the_market_after_another_player_takes_a_card(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.refill-market")
