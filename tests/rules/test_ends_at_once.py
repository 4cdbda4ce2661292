"""Asked whether the game stops at once, the rule that says play goes on comes first (rules/ends_at_once.py).

Adulthood, The Center Board > Scoring Board: "As soon as one player's two
score markers cross paths, play continues to finish the round, and then the
game is over." Asked whether the game ends right away once the markers cross,
the search put the entry of the trigger first ("The end is triggered when any
player's markers cross"): it holds the same words and says nothing of the
moment. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import ends_at_once
from referee.rules.normalize import words
from referee.rules.search import search

ASKED_AT_ONCE = [
    ("the two markers of mine crossed on my turn - does the game stop right away?", "en"),
    ("se me cruzaron los marcadores en mi turno, ¿se termina la partida ahora mismo?", "es"),
]


@pytest.mark.parametrize(("question", "lang"), ASKED_AT_ONCE)
def test_an_end_asked_at_once_is_answered_by_the_rule_that_play_goes_on(question, lang):
    result = search(question, game="adulthood", lang=lang)
    assert result.answered
    assert result.hits[0].id == "scoring-board.crossing"


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("does the game end right away?", "en", True),
    ("is it over immediately?", "en", True),
    ("¿la partida termina de inmediato?", "es", True),
    ("¿se acaba ahí ya mismo?", "es", True),
    # the end asked, not its moment
    ("when does the game end?", "en", False),
    ("¿cuándo se termina la partida?", "es", False),
    # a moment asked, not of the end
    ("can I use its action right away?", "en", False),
    ("Rob acaba de jugar, ¿puedo usar la carta ahora mismo?", "es", False),
])
def test_the_words_that_ask_whether_the_end_comes_at_once(question, lang, asked):
    assert ends_at_once.asks_end_at_once(words(question), lang) is asked


def test_an_entry_says_play_goes_on_when_it_says_the_round_is_finished():
    assert ends_at_once.says_play_goes_on("play continues to finish the round, and then the game is over", "en")
    assert ends_at_once.says_play_goes_on("la partida termina al completar la ronda en curso", "es")
    assert not ends_at_once.says_play_goes_on("the end of the game is triggered once any player's markers cross", "en")


def test_nothing_moves_when_no_near_entry_says_play_goes_on():
    scored = [(50.0, 1), (49.0, 2)]
    said = {1: "the end is triggered when the markers cross", 2: "each player scores their combined total"}
    assert ends_at_once.going_on_entry_first(scored, lambda n: (said[n], "en"), lambda n: "adulthood") is None
