"""A thing said to "PAY OFF AT THE END", or "the cost and payoff" of a spot, is what it yields: an idiom
(lexicon `question_form.idioms`), never LOOP's PAYOFF of a CREDIT CARD, a term the other games never use.

CV rulebook, final scoring: each Possession card scores its points. Asked how Possession cards "pay off at the
end", the search put that rule first but read "payoff" as LOOP's term, which CV never uses, and said the rulebook
is silent. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_possessions_paying_off_at_the_end_is_answered():
    result = search("In CV, how do my Possession cards pay off at the end of the game?", limit=3)
    assert result.answered
    assert result.hits[0].game == "cv"


def test_paying_off_a_credit_card_is_still_loop():
    result = search("can i pay off a credit card at the end?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "credit.payoff")
