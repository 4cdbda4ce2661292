"""Whether a game has a thing, asked with an example from elsewhere ("like a job board", "por ejemplo ..."), is left
unanswered when no near rule holds the example's words: the rule that shares the topic's words has no such thing
(issue 12; rules/example_asked.py).

A near rule that holds every content word of the example answers, and an example that names a game of the family is
a comparison (rules/compared_games.py). The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import example_asked
from referee.rules.search import search

SILENT = [
    # Adulthood, Set Up the Game: each player is dealt 2 Career cards and keeps 1; Interview draws a Career; no other
    # row of Careers to choose from
    ("Is there a second row of Career cards to choose from, like a job board?", "adulthood", "job"),
    # Adulthood, Player Turns: time meeples are placed on actions and energy tokens may stand in for them; no meeple
    # worth two
    ("Are there special time meeples, like a worker that counts as two?", "adulthood", "worker"),
    ("¿Hay fichas de Tiempo especiales en Adulthood, por ejemplo un trabajador que valga por dos?", "adulthood",
     "trabajador"),
]


@pytest.mark.parametrize(("question", "game", "word"), SILENT)
def test_an_example_no_near_rule_holds_is_not_answered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


@pytest.mark.parametrize(("question", "game", "word"), SILENT)
def test_without_the_reading_a_rule_answers(question, game, word, monkeypatch):
    monkeypatch.setattr(example_asked, "unstated_example", lambda query, near, lang_index: "")
    assert search(question, game=game).answered is True


@pytest.mark.parametrize(("question", "game"), [
    # Coming of Age, Trait Bonus: at most 4 Trait Tiles in hand: the rule holds the example
    ("Is there a limit on Trait Tiles in hand, like a hand limit of 4 Trait Tiles?", "coming-of-age"),
    # LOOP, Competitive mode: the LANDFILL costs HAPPINESS at the end; the rule is near, though not first
    ("Is there a penalty at the end, like losing HAPPINESS for the LANDFILL?", "loop"),
])
def test_an_example_a_near_rule_holds_is_answered(question, game):
    assert search(question, game=game).answered is True
