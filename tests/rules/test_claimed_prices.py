"""A remembered price put up for confirmation is answered by the rule that prices the thing (issue 12, false abstentions).

"Meditate costs 1 time meeple, doesn't it?": the rule of Meditate says
"spend 1 energy", which answers the claim (no: energy), though it never
says "time meeple". The words of the claimed price, from its word of cost
to the closing tag, are the claim's detail (rules/claimed_prices.py); the
thing priced stays a topic, and so do the claimed words when the first
rule states no price. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.claimed_prices import _claimed_price, _claimed_rate
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Meditate costs 2 time meeples, doesn't it?",
    "Meditate costs 1 time meeple, right?",
])
def test_a_wrong_price_remembered_is_answered_by_the_rule_of_the_action(question):
    # Adulthood rulebook (Parts of Your Board, Wellness): "Lower action: Meditate. Spend 1 Energy to ..."
    result = search(question, game="adulthood")
    assert result.answered, result.missing
    assert result.hits[0].id == "board.meditate"


def test_the_thing_priced_stays_a_topic():
    # no rulebook has a kids variant, whatever it is claimed to cost
    assert search("the kids variant costs 2 coins, right?").answered is False


def test_a_price_not_put_up_for_confirmation_is_not_read():
    assert _claimed_price(words("Meditate costs 1 time meeple"), "en") == {"costs", "1", "time", "meeple"}
    assert _claimed_price(words("Meditate costs 1 time meeple, right?"), "en") == {"costs", "1", "time", "meeple"}
    assert _claimed_price(words("what does Meditate cost?"), "en") == set()  # no number claimed


def test_a_rate_claimed_without_a_word_of_cost_is_answered_by_the_rule_of_the_spot():
    # Adulthood rulebook (Parts of Your Board, Career): the basic upper action, part-time work, takes 4 Time for 1 Money
    result = search("the basic career spot gives 1 money for 3 time?", game="adulthood")
    assert result.answered, result.missing
    assert result.hits[0].id == "board.career-upper"


def test_a_rate_is_two_numbers_around_for():
    assert _claimed_rate(words("is it 2 time for 1 money?"), "en") == {"2", "time", "for", "1", "money"}
    assert _claimed_rate(words("¿es 2 de tiempo por 1 de dinero?"), "es") == {"2", "de", "tiempo", "por", "1", "dinero"}
    assert _claimed_rate(words("what do I get for 2 money?"), "en") == set()  # no number before: no rate
