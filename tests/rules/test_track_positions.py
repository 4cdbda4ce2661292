"""A position of a track asked covered, passed going back, or returned to when a round comes is unanswered when
the first rule never covers, moves back nor returns (rules/track_positions.py, issue 12). The probes are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from referee.rules.search import search
from referee.rules.track_positions import unstated_position


@pytest.mark.parametrize("question", [
    # Coming of Age: the position traits ("far left", "far right") never say what a Frustration Token on that end does
    "Sad trait: one of my counters sits on the leftmost space, but an overcome frustration token covers that icon. "
    "Does that counter still count for Sad?",
    "Rasgo Equilibrado: mi contador está en la última casilla de la derecha y la tapa una Ficha de Frustración sin "
    "superar. ¿Ese contador cuenta igual como extremo derecho?",
])
def test_a_covered_position_the_first_rule_never_covers_is_unanswered(question):
    result = search(question, game="coming-of-age")
    assert not result.answered, result.hits[:1]
    assert result.missing, "the position asked is what the table is told no rule covers"


@pytest.mark.parametrize("question", [
    # Adulthood: "whenever you pass one, take a Life Event card" speaks of markers going up, never of moving back
    "In final scoring my unhappiness tokens push the marker back past a Grown-Up space. Do I stop being Grown Up?",
    "Al final, mis fichas negativas me hacen retroceder y el marcador pasa por una casilla de Life Event: ¿robo?",
    # the overflow "return to 0 and add 25" is told of a marker passing the end going up, not of one going back below
    "Pasé el final de la pista y sumé 25, pero luego las fichas negativas me hacen retroceder por debajo del 0. "
    "¿Qué pasa con los 25?",
])
def test_passing_a_space_going_back_is_unanswered_by_a_rule_of_passing(question):
    result = search(question, game="adulthood")
    assert not result.answered, result.hits[:1]
    assert any(word in " ".join(result.missing) for word in ("back", "retroceder")), result.missing


@pytest.mark.parametrize("question", [
    # Coming of Age: the counters are placed at set-up and at a round's end; none is said to return anywhere
    "When the next round begins, does my VEP counter go back to its starting space?",
    "¿Los Contadores de Estado de Ánimo vuelven a la casilla del centro cuando empieza la ronda siguiente?",
])
def test_a_marker_returned_when_a_round_comes_is_unanswered(question):
    result = search(question, game="coming-of-age")
    assert not result.answered, result.hits[:1]
    assert result.missing, "the position asked is what the table is told no rule covers"


@pytest.mark.parametrize("question, game, expected", [
    # the bounce says "unless that icon is covered by a Frustration Token": it speaks of the covered end
    ("My counter bounces right but the motivation icon at that end is covered by a frustration token. "
     "What do I get?", "coming-of-age", "bounce.right"),
    # the Motivation penalty moves the Counter "2 steps to the left" and says what the spaces passed give
    ("Al gastar Motivación el contador retrocede y pasa por dos casillas: ¿gano sus bonificaciones?",
     "coming-of-age", "motivation.mood-penalty"),
    # covered cards of a CV pile are no position of a track ("at the end" is a time)
    ("Does a possession card covered by another possession still score its points at the end?", "cv",
     "scoring.possessions"),
])
def test_a_rule_that_speaks_of_the_case_still_answers(question, game, expected):
    result = search(question, game=game)
    assert result.answered and result.hits[0].id == expected, result.hits[:1]


def test_questions_without_those_words_are_not_read():
    # the gate: no word of covering, going back or returning, so no entry is read (an index with no entries)
    assert unstated_position("how many spaces does my counter move?", 0, SimpleNamespace(lang="en", docs=[])) is None
