"""A card thrown or tossed is a card discarded, never a roll (issue 12).

"tengo que TIRAR UNA CARTA por mala suerte", "bad luck makes me TOSS A
CARD": a first-time player's everyday verb for discarding. The glossaries
read "tirar" / "throw" as rolling the dice, so the rule of the misfortune
went before the rule of the card it discards (rules/thrown_cards.py).
Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules.thrown_cards import as_discarded


# CV, Bad luck: "Misfortune: discard one active card of your CV" (the player chooses which).
@pytest.mark.parametrize("query", [
    "When bad luck makes me toss a card, do I pick which one?",
    "Si tengo que tirar una carta por mala suerte, ¿la elijo yo?",
])
def test_a_card_thrown_ranks_the_discard_first(query):
    result = search(query)
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "badluck.discard-active")


def test_the_verb_before_a_card_is_read_as_discarding():
    assert as_discarded("Si tengo que tirar una carta, ¿la elijo yo?", "es") == "Si tengo que descartar una carta, ¿la elijo yo?"
    assert as_discarded("¿Se tira alguna carta de la fila?", "es") == "¿Se descarta alguna carta de la fila?"
    assert as_discarded("do I toss my old card?", "en") == "do I discard my old card?"


def test_dice_thrown_and_cards_played_on_something_are_left_as_they_are():
    assert as_discarded("¿Puedo volver a tirar los dados?", "es") == "¿Puedo volver a tirar los dados?"
    assert as_discarded("how many dice do I throw?", "en") == "how many dice do I throw?"
    # a card thrown onto another is played, as the rest of the question says
    assert as_discarded("¿Puedo tirar una carta sobre la de otro?", "es") == "¿Puedo tirar una carta sobre la de otro?"
    assert as_discarded("can I toss a card onto the pile of another player?", "en") \
        == "can I toss a card onto the pile of another player?"
    # "throw away" is discarding in the glossary already
    assert as_discarded("can i throw away a card from the track?", "en") == "can i throw away a card from the track?"
