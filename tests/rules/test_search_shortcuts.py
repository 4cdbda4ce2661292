"""The search does less work where the work cannot change what a user is
told: the games a question does not name are not scored once the game it
names has a clear match (`search._named_game_clear`). Checked against the
search that scores every game, on a fixed sample of the benchmark
questions: the same first hit, answer or abstention and known gap (the
hits after the first may then be more of the named game's entries, in
place of another game's); and the named games scored first
(`search._named_first`) change nothing at all."""

from __future__ import annotations

import math
import tomllib
from pathlib import Path

import pytest

from referee.rules import search as searching
from support.benchmark_sample import spread

SETS = Path(__file__).resolve().parents[2] / "benchmarks" / "ask"
SAMPLE = 4000  # questions spread over every set (support/benchmark_sample.py)


def _sample() -> list[dict]:
    found = []
    for path in sorted(SETS.glob("*/*.toml")):
        found.extend(tomllib.loads(path.read_text(encoding="utf-8"))["questions"])
    return spread(found, SAMPLE)


QUESTIONS = _sample()


def _told(question: dict, full: bool = False):
    """What a user is told first: the first hit, whether it answers, the known gap
    (with `full`, every hit with its score and the words said missing too)."""
    result = searching.search(question["q"], lang=question["lang"], limit=10)
    hits = [(hit.game, hit.id, hit.score) if full else (hit.game, hit.id) for hit in result.hits]
    told = (hits if full else hits[:1], result.answered, result.gap.id if result.gap else None)
    return told + (result.missing,) if full else told


@pytest.fixture
def clear_calls(monkeypatch) -> list[bool]:
    """Each answer of `_named_game_clear` during the test."""
    calls: list[bool] = []
    real = searching._named_game_clear

    def recording(candidates):
        calls.append(real(candidates))
        return calls[-1]

    monkeypatch.setattr(searching, "_named_game_clear", recording)
    return calls


def test_unscored_other_games_change_no_first_hit(monkeypatch, clear_calls):
    assert len(QUESTIONS) > 1000
    shortcut = [_told(question) for question in QUESTIONS]
    skipped = sum(clear_calls)
    monkeypatch.setattr(searching, "NAMED_GAME_CLEAR", math.inf)  # every game scored
    every_game = [_told(question) for question in QUESTIONS]
    assert skipped > 200  # the shortcut is taken (about 3 in 4 questions that name a game)
    assert shortcut == every_game


def test_named_games_first_change_nothing(monkeypatch):
    monkeypatch.setattr(searching, "NAMED_GAME_CLEAR", math.inf)
    named = [question for question in QUESTIONS if searching._prepare(question["q"], question["lang"],
                                                                       searching.get_index())[1]]
    assert len(named) > 200
    first = [_told(question, full=True) for question in named]
    monkeypatch.setattr(searching, "_named_first", lambda games, names: games)  # the games in their own order
    assert first == [_told(question, full=True) for question in named]


def test_a_weak_match_of_the_named_game_scores_every_game(clear_calls):
    # "in adulthood what if a card is flipped over by accident": no Adulthood entry matches half the question
    searching.search("in adulthood what if a card is flipped over by accident", lang="en")
    assert clear_calls and not any(clear_calls)
    clear_calls.clear()
    searching.search("in CV, when does the game end?", lang="en")  # CV's entry on the end of the game matches 3 in 4
    assert clear_calls == [True]
