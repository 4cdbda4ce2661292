""""Use X AS WELL AS Y" adds one thing to the other; it offers neither in place of the other
(rules/stand_ins.py `_not_joined`, lexicon `question_form.stand_in_not_joined`).

CV rulebook, Select cards: a card's cost is paid with the symbols of the dice and of the tokens. Asked whether the
tokens may be used as well as the dice, the search put that rule first, but the stand-in reading took "as" for
"use X as Y", found no rule that lets tokens stand in for dice, and said the rulebook is silent. Worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.index import get_index
from referee.rules.search import search
from referee.rules.stand_ins import offered


def test_tokens_used_as_well_as_dice_is_answered():
    result = search("In CV may I use my tokens as well as my dice when I pay for a card from the track?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "select.pay-cost")


def test_as_well_as_offers_no_stand_in():
    index = get_index()
    assert offered("can i use my tokens as well as my dice to pay for a card", "cv", index, "en") is None
    assert offered("puedo usar mis fichas así como mis dados para pagar una carta", "cv", index, "es") is None


def test_use_as_still_offers_a_stand_in():
    index = get_index()
    assert offered("can i use a money token as a time meeple", "adulthood", index, "en") is not None
