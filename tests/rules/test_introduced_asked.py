"""A summary asked about one thing ("what is the bus for?", "explícame las Fichas de Rasgo", "what is a life
goal?") is answered by the entry that introduces that thing, before a detail of it (issue 12;
rules/introduced_asked.py).

The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import introduced_asked
from referee.rules.search import search

INTRODUCED = [
    # Coming of Age, Playing > 3: "The Bus moves left to right ..." heads its part, before "Return the Bus to the left"
    ("what is the bus for?", "coming-of-age", "bus.route"),
    ("what's the point of the bus?", "coming-of-age", "bus.route"),
    ("how does the bus work?", "coming-of-age", "bus.route"),
    # Coming of Age, Key Concepts > Mood Tracks: "Five Mood Tracks, ...", before the end-of-round step that adds one
    ("how do the Mood Tracks work?", "coming-of-age", "mood-tracks.overview"),
    # Coming of Age, Key Concepts: "Trait Tiles: personal objectives worth VEP", before the option that plays one
    ("explain the Trait Tiles", "coming-of-age", "traits.overview"),
    ("explícame las Fichas de Rasgo", "coming-of-age", "traits.overview"),
    # CV, Card Types: "Life goal cards: extra points at the end", before one life goal card ("Life goal: Collector")
    ("what is a life goal?", "cv", "card-type.life-goal"),
]


@pytest.mark.parametrize(("question", "game", "first"), INTRODUCED)
def test_the_entry_that_introduces_the_thing_goes_first(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == first


@pytest.mark.parametrize(("question", "game", "first"), INTRODUCED)
def test_without_the_reading_a_detail_came_first(question, game, first, monkeypatch):
    monkeypatch.setattr(introduced_asked, "introducing_first", lambda *args, **kwargs: None)
    assert search(question, game=game).hits[0].id != first


KEPT = [
    # a detail asked keeps its detail: no summary asked
    ("when does the bus go back to the left?", "coming-of-age", "end-of-year.bus-return"),
    # "what is" asked of a detail of the thing (the hand limit), not of the thing itself
    ("what is the Trait hand limit?", "coming-of-age", "trait-bonus.hand-limit"),
    # an act asked ("cómo se gana"), no thing of the game's glossary: "Most VEP wins", which heads its part and
    # opens with the act, does not pass the objective
    ("¿de qué va esto, cómo se gana?", "coming-of-age", "overview.objective"),
]


@pytest.mark.parametrize(("question", "game", "first"), KEPT)
def test_a_detail_or_an_act_asked_is_left_alone(question, game, first):
    assert search(question, game=game).hits[0].id == first


def test_opening_skips_articles_numbers_and_small_words():
    assert introduced_asked._opening("Five Mood Tracks, two at the start", "en")[0][:2] == ("mood", "track")
    assert introduced_asked._opening("At 2 REPUTATION you can still ACCEPT", "en") == ((), False)
    assert introduced_asked.asked_thing(["rap", "fich", "rasg"], "es") == frozenset({"fich", "rasg"})
