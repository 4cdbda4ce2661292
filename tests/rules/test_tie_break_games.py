"""The tie-breaks of several games compete: the one the question's own words pick goes first (rules/tie_break_games.py).

CV, "End of the Game": "If players are tied on POINTS, the one with fewer CV
CARDS wins." LOOP's tie-break ("Ties are broken in this order: 1. Higher
REPUTATION wins...") and Coming of Age's ("If tied, the tied player who
completed the most Trait and Goal Tiles... wins") speak of a tie as much,
and one of them ranked first for a question that names no game but says the
tie is on points or asks about cards. The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import tie_break_games
from referee.rules.search import search

OWN_WORDS = [
    ("a tie on points, who wins it?", "en", "cv", "end.tiebreak"),
    ("if we tie does the player with more cards win?", "en", "cv", "end.tiebreak"),
    ("Si empatamos, ¿se lleva la victoria quien tenga más cartas?", "es", "cv", "end.tiebreak"),
    ("empate: ¿gana el que haya jugado más cartas?", "es", "cv", "end.tiebreak"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry"), OWN_WORDS)
def test_the_tie_break_the_question_words_pick_comes_first(question, lang, game, entry):
    result = search(question, lang=lang)
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize(("question", "lang", "game", "entry"), OWN_WORDS)
def test_without_the_reading_another_game_tie_break_came_first(question, lang, game, entry, monkeypatch):
    monkeypatch.setattr(tie_break_games, "own_tie_break_first", lambda *args, **kwargs: None)
    result = search(question, lang=lang)
    assert (result.hits[0].game, result.hits[0].id) != (game, entry)


class _Entry:
    def __init__(self, title: str, text: str, aliases: tuple[str, ...] = ()):
        self.title, self.text, self.aliases = title, text, aliases


ENTRIES = {
    1: ("loop", _Entry("Tie-break: REPUTATION, LANDFILL, GOAL, ACTIVITY",
                       "Ties are broken in this order: 1. Higher REPUTATION wins. 2. More ACTIVITY completed wins.")),
    2: ("cv", _Entry("Tie-break: fewer CV cards wins, then it stays a tie",
                     "If players are tied on points, the one with fewer CV cards wins.")),
    3: ("cv", _Entry("Most points wins", "The player with the most points wins.")),
}


def _moved(stems, votes=None):
    scored = [(60.0, 1), (58.0, 2), (50.0, 3)]
    return tie_break_games.own_tie_break_first(scored, stems, lambda n: ENTRIES[n][1], lambda n: ENTRIES[n][0],
                                               votes or {}, "en")


def test_a_word_only_one_tie_break_says_moves_it_first():
    assert _moved(["tie", "point", "win"]) == [(58.0, 2), (60.0, 1), (50.0, 3)]


def test_the_words_every_tie_break_says_move_nothing():
    assert _moved(["tie", "mor", "win"]) is None  # ("the one with MORE ... WINS": every list compares and wins)
    assert _moved(["tie", "1", "win"]) is None  # (a step's number is no thing)


def test_the_game_the_question_words_vote_for_counts_as_its_own_word():
    assert _moved(["tie", "win"], {"cv": 1.0}) == [(58.0, 2), (60.0, 1), (50.0, 3)]


def test_level_credit_moves_nothing():
    assert _moved(["tie", "reputation", "point"]) is None  # (LOOP's word and CV's: nothing says which game)
    assert _moved(["tie", "point"], {"loop": 1.0}) is None


def test_nothing_moves_unless_the_first_is_a_tie_break():
    scored = [(60.0, 3), (58.0, 1), (50.0, 2)]
    assert tie_break_games.own_tie_break_first(scored, ["tie", "point"], lambda n: ENTRIES[n][1],
                                               lambda n: ENTRIES[n][0], {}, "en") is None
