"""`ask` answers "is there a limit on how many X" with the rule that says X is unlimited (issue 12).

A limit is answered by a rule that allows any number (lexicon
`concepts.answered_by`); "unlimited" is that rule's word as well. A supply
called unlimited does not say how much a player may hold: that stays the
catalog's silence. Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


# Adulthood, Card Types: "Resources and Traits: unlimited ... You can have any number of them."
def test_a_rule_that_says_unlimited_answers_whether_there_is_a_limit():
    result = search("in adulthood, is there a limit on how many resources I can keep beside my board?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "cards.resources-traits")


# Coming of Age: the Willpower and Motivation supply is "considered unlimited"; how many tokens a player may
# hold the rulebook never says (gaps: gap.token-holding-limit, checked by grep of 000_*.txt for "limit",
# "maximum", "at most", "unlimited").
def test_an_unlimited_supply_does_not_answer_how_many_a_player_may_hold():
    result = search("in coming of age, is there a limit on the Motivation tokens I can hold?")
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.token-holding-limit"


# LOOP p. 15, Credit Card: "place 1 or 2 COIN on top of it (never more than 2)"; asking leave to do a number of
# things asks whether that many is allowed, the limit, not when the card is cleared (5 COIN)
def test_asking_leave_for_a_number_asks_the_limit():
    result = search("LOOP: can I put 3 COIN on a CREDIT CARD in one turn to clear it faster?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "credit.payoff")


def test_a_number_told_before_the_ask_is_the_scene_not_a_count_asked():
    from referee.rules.search import _asks_leave_for_count
    assert _asks_leave_for_count("puedo poner dos presencias en el mismo sitio".split(), "es")
    assert not _asks_leave_for_count("the activity shows two food icons can i take 2 quality".split(), "en")
    assert not _asks_leave_for_count("can i have more".split(), "en")



# CV, 1. Roll the Dice: "up to a maximum of 7 dice"; LOOP p. 15: "1 or 2 COIN ... (never more than 2)". A limit
# asked alone in its own clause ("y cuál es el máximo", ", minimum and maximum") is the limit of what the question
# counts, not of a word of the clause before ("al principio", "each turn").
def test_a_limit_asked_in_its_own_clause_is_of_what_was_counted():
    result = search("En CV, ¿cuántos dados tiro al principio y cuál es el máximo?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) in {("cv", "roll.four-dice"), ("cv", "roll.max-seven")}
    result = search("LOOP: how much do I pay on a CREDIT CARD each turn, minimum and maximum?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "credit.payoff")


# ... while a limit with its object in the same clause stays a limit on that object (gap.token-holding-limit)
def test_a_limit_with_its_object_stays_on_that_object():
    result = search("in coming of age, what's the max number of Willpower tokens I can keep?")
    assert result.answered is False
