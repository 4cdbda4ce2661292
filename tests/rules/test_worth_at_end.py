"""A thing's worth asked at the end of the game, with no count: the final scoring's entry (rules/worth_at_end.py).

CV, "End of the Game" (p. 8): "Add up the points printed on each of the
player's possession cards". Asked what a kind of card gives once the game
is over, the search put the entry of the card type first ("Possession
cards: cost money, give victory points"), which says what the cards are,
not what the end of the game counts for them (issue 12: a definition
outranks its consequence). The questions are worded anew, not copied from
the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import worth_at_end
from referee.rules.search import search

WORTH_AT_END = [
    ("In CV, what do my possession cards give at the end?", "en"),
    ("En CV se acabó la partida: ¿qué me dan las posesiones?", "es"),
]


@pytest.mark.parametrize(("question", "lang"), WORTH_AT_END)
def test_a_kind_s_worth_at_the_end_is_answered_by_the_final_scoring(question, lang):
    result = search(question, lang=lang)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "scoring.possessions")


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("what are possession cards worth at the end?", "en", True),
    ("what does it give at the end?", "en", True),
    ("game over: what do I get for my possessions?", "en", True),
    ("¿qué valen al final las posesiones?", "es", True),
    ("Al final, ¿qué me dan las posesiones?", "es", True),
    # no end of the game told; an ask of counting at all; a relative clause, no ask of worth
    ("what do I get for my possessions?", "en", False),
    ("do possessions count at the end?", "en", False),
    ("¿los iconos que dan los rasgos cuentan al final?", "es", False),
])
def test_the_words_that_ask_a_worth_at_the_end(question, lang, asked):
    assert worth_at_end.asks_worth_at_end(question, lang) is asked


def test_the_final_scoring_entry_is_pulled_from_further_back_only_within_its_share():
    sections = {1: "Card Types", 2: "End of the Game", 3: "End of the Game"}
    section_of = lambda number: (sections[number], "en")  # noqa: E731
    game_of = lambda number: "cv"  # noqa: E731
    assert worth_at_end.end_scoring_first([(70.0, 1), (50.0, 2)], section_of, game_of) == [(50.0, 2), (70.0, 1)]
    assert worth_at_end.end_scoring_first([(70.0, 1), (45.0, 2)], section_of, game_of) is None
    # (a first in the end's section already: nothing to pull)
    assert worth_at_end.end_scoring_first([(70.0, 2), (69.0, 3)], section_of, game_of) is None
