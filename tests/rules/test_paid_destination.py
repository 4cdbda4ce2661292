"""Where a payment goes ("where does the money I pay go?") is unanswered
unless a near rule sends what is paid somewhere (rules/paid_destination.py,
issue 12, round abst40).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, first, missing", [
    # Adulthood: the slot costs say what is paid for a market card, never where it goes
    ("I took the second card from the right in the market. Where does the energy I paid go?", "adulthood",
     "turn.market-costs", ("i paid",)),
    ("Tomé la segunda carta de la derecha del mercado: ¿a dónde va la energía que pagué?", "adulthood",
     "turn.market-costs", ("que pague",)),
    # LOOP: Invest says "pay 1 COIN to toss twice", not where the COIN goes
    ("The Investor pays a COIN to toss twice: where does the COIN I pay go?", "loop", "career.investor", ("i pay",)),
])
def test_where_a_payment_goes_is_unanswered_when_no_near_rule_sends_it(question, game, first, missing):
    result = search(question)
    assert result.answered is False
    assert result.hits[0].game == game and result.hits[0].id == first
    assert result.missing == missing


@pytest.mark.parametrize("question, game, first", [
    # LOOP: RECYCLE pays "COIN to the WORK AREA"
    ("I'm playing RECYCLE. Where do the COIN I pay go?", "loop", "favour.recycle"),
    # Adulthood: step 4 returns spent energy and money "to the general supply"
    ("Al final del turno, ¿a dónde van el dinero y la energía que gasté?", "adulthood", "turn.reset-tokens"),
    # CV: the card that could not be paid goes, not a payment
    ("I couldn't pay the red slash cost of my Work card, where does that card go?", "cv", "cost.cannot-pay"),
])
def test_a_rule_that_sends_the_payment_somewhere_still_answers(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == first


def test_where_without_a_thing_going_is_no_destination_asked():
    # "where my die landed" is a place told, not a payment going: the rule of the move's cost answers
    result = search("What do I pay if the location I want isn't next to where my die landed?", game="coming-of-age")
    assert result.answered is True
