"""The words of one notion of several words are covered together (search._evidence).

CV rulebook, "Roll the Dice": extra dice come from cards, "up to a maximum
of 7 dice". Asked "how many dice can I roll at most?", the search put that
rule first but said the rulebook was silent: "at most" is one notion, a
limit, whose first word the rule covered (a limit of dice, stated), while
its second word was judged again as a limit of the word after it, the end
of the question, and left uncovered. The second word of a notion goes with
its first. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("text", [
    "In CV, how many dice can I have at most?",
    "What's the number of dice I could roll at most in CV?",
])
def test_a_limit_told_at_the_end_is_answered_by_the_rule_of_the_limit(text):
    result = search(text)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "roll.max-seven")


def test_a_limit_no_rule_states_still_abstains():
    # the rulebook gives no cap on CREDIT CARD held: the limit is what is missing
    result = search("in LOOP, is there a maximum number of credit cards I can hold at most?")
    assert not result.answered


def test_the_limit_said_first_still_answers():
    result = search("what is the maximum number of dice in CV?")
    assert result.answered and result.hits[0].id == "roll.max-seven"


def test_the_first_player_told_with_a_token_is_the_rule_of_who_starts():
    # Adulthood rulebook, Set Up the Game, step 8: "the oldest player takes the first turn" ("first player" is one
    # everyday notion, judged on its first word; the token the player imagines is a detail of the question)
    result = search("In Adulthood, who receives the first player token?")
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "setup.first-player")
