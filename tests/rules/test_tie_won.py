"""A tie for the win asked to be decided: the tie-break's entry comes first (rules/tie_won.py).

LOOP, "End Game" (p. 10): "Ties are broken in this order: 1. Higher
REPUTATION wins. 2. Fewer MATERIAL in the LANDFILL wins..." CV, "End of the
Game": "If players are tied on points, the one with fewer CV cards wins."
Adulthood, "End of Game and Scoring" (p. 10): "If there is a tie, the tied
players share the victory. There is no tiebreaker." Players tallying the
score say where they stand ("we both have 10 HAPPINESS") and ask who wins:
the search put the entry of the plain winner first (the highest HAPPINESS,
the most points), which holds the same words and leaves the tie open. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import tie_won
from referee.rules.search import search

TIES_ASKED = [
    ("LOOP basic game is over and my friend and I both have 10 HAPPINESS. Who wins?", "en", "loop", "end.tie-break"),
    ("Terminamos la partida de LOOP y los dos tenemos 10 de HAPPINESS. ¿Quién gana?", "es", "loop", "end.tie-break"),
    ("We both have 55 points at the end of CV. Who wins?", "en", "cv", "end.tiebreak"),
    ("Los dos tenemos 55 puntos al final de CV. ¿Quién gana?", "es", "cv", "end.tiebreak"),
    ("Adulthood is over and we both have the same combined score. Who wins?", "en", "adulthood", "end.tie"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry"), TIES_ASKED)
def test_a_tie_asked_who_wins_is_answered_by_the_tie_break(question, lang, game, entry):
    result = search(question, lang=lang)
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("we're tied, who wins?", "en", True),
    ("still tied after the goals. What decides it now?", "en", True),
    ("whats the tiebreaker", "en", True),
    ("Empatamos, ¿quién gana?", "es", True),
    ("Seguimos empatados. ¿Qué se mira ahora?", "es", True),
    # a tie-break told in a statement, then another thing asked
    ("We counted event cards for the tiebreak. Do they stay in my CV?", "en", False),
    # who wins, with no tie said; a tie of a goal, no winner asked
    ("who wins a game of LOOP?", "en", False),
    ("We tied for most friends. Do we both get the goal?", "en", False),
])
def test_the_words_that_ask_a_tie_decided(question, lang, asked):
    assert tie_won.asks_tie_won(question, lang) is asked


def test_nothing_moves_when_no_near_title_states_the_tie_break():
    scored = [(50.0, 1), (49.0, 2)]
    titles = {1: "Most points wins", 2: "Tied public goals: everyone tied gets full points"}
    assert tie_won.tie_break_first(scored, lambda n: (titles[n], "en"), lambda n: "cv") is None


def test_a_title_of_the_tie_break_moves_first():
    scored = [(50.0, 1), (40.0, 2)]
    titles = {1: "Most points wins", 2: "Tie-break: fewer CV cards wins, then it stays a tie"}
    assert tie_won.tie_break_first(scored, lambda n: (titles[n], "en"), lambda n: "cv") == [(40.0, 2), (50.0, 1)]
