"""Having the symbols for a card is paying its cost in CV (issue 12).

CV rulebook, 2. Select Cards: "Then the player can take 1 or 2 cards from the
track on the board. The player must pay their cost, i.e., have the appropriate
dice symbols as indicated by the costs on the cards." Players ask the limit as
"can I take three cards if I HAVE THE SYMBOLS?"; the rule's alias says it so.
Questions written for this test.
"""

from referee.rules.search import search


def test_three_cards_asked_with_the_symbols_in_hand_is_the_one_or_two_card_rule():
    result = search("If I have enough symbols for three cards, may I take all three from the track this turn?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "select.take-cards"
