"""`ask` abstains on auctions between players and on things that expire: no rulebook here has either (issue 12).

Both are common topics of rules questions (lexicon common.toml `topics`:
"auction", "expire"): an entry that never speaks of bidding or of expiring
does not answer "can we auction the card?" or "do my tokens expire?",
however many of the question's other words it holds. The questions are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_an_auction_between_players_is_unstated():
    # Adulthood, Market: a card is taken from the market at its position's cost; nothing of bidding for it
    result = search("can we auction the leftmost market card to the highest bidder?", game="adulthood")
    assert result.answered is False
    assert "auction" in result.missing
    assert search("¿podemos subastar una carta del mercado entre los jugadores?", game="adulthood").answered is False


def test_things_that_expire_are_unstated():
    # Coming of Age, Motivation Tokens: kept until spent; nothing says an unused token expires
    assert search("do my Motivation Tokens expire if I don't spend them?", game="coming-of-age").answered is False
    assert search("¿caducan las Fichas de Motivación que no gasto?", game="coming-of-age").answered is False


def test_the_rule_of_the_thing_still_answers_without_those_words():
    # Adulthood, Market: "If you take the left-most card of the market, you also gain one energy"
    result = search("what do i get for taking the leftmost market card?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "turn.market-leftmost"
