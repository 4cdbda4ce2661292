"""Players told alike for a prize: the sibling whose title speaks of a tie comes first (rules/tied_told.py).

CV, "Scoring" (p. 8): each public life goal "awards additional points to the
player who best achieved it"; "if several players tie for a public goal,
each of them gets the full points for it". Adulthood, "End of Game and
Scoring" (p. 10): "If there is a tie, the tied players share the victory."
Players who reached a goal alike ask who gets its points: the search put the
entry of the goal first, whose words they echo, and left the tie open. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import tied_told
from referee.rules.search import search

TIES_TOLD = [
    ("Anna and I both achieved the same public life goal in CV. How is it scored?", "en", "cv",
     "scoring.public-goals-tie"),
    ("In CV, Tom and I fulfilled a public life goal equally. Who gets the points for it?", "en", "cv",
     "scoring.public-goals-tie"),
    ("En CV, Ana y yo cumplimos igual de bien un objetivo vital público. ¿Quién se queda los puntos?", "es", "cv",
     "scoring.public-goals-tie"),
    ("At the end of Adulthood two of us finish with the same combined score. What then?", "en", "adulthood",
     "end.tie"),
    # a goal met alike told by how well each met it ("exactly as well", "lo cumplimos igual")
    ("For the public goal, Ana and I did it exactly as well. Who gets the points?", "en", "cv",
     "scoring.public-goals-tie"),
    ("En el objetivo público Ana y yo lo cumplimos igual, ¿quién puntúa?", "es", "cv", "scoring.public-goals-tie"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry"), TIES_TOLD)
def test_a_tie_told_for_a_prize_is_answered_by_the_tie_entry(question, lang, game, entry):
    result = search(question, lang=lang)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize(("question", "lang", "told"), [
    ("two of us both achieved it", "en", True),
    ("we fulfilled it equally", "en", True),
    ("we had the same number of possessions", "en", True),
    ("lo cumplimos igual de bien, los dos con cinco posesiones", "es", True),
    ("empatamos en el objetivo", "es", True),
    ("Ana and I did it exactly as well", "en", True),
    ("si dos jugadores lo cumplen igual", "es", True),
    # the tie-break named, not players told alike
    ("We counted event cards for the tie break. Do they stay in my CV?", "en", False),
    ("Lo contamos para el desempate. ¿Siguen en el CV?", "es", False),
    # nothing alike told
    ("who gets the points of a public goal?", "en", False),
])
def test_the_words_that_tell_players_alike(question, lang, told):
    assert tied_told.tells_tie(question, lang) is told


def test_nothing_moves_when_the_first_title_speaks_of_a_tie():
    scored = [(50.0, 1), (49.0, 2)]
    titles = {1: "Tie-break: fewer CV cards wins", 2: "Tied public goals: everyone tied gets full points"}
    assert tied_told.tie_entry_first(scored, lambda n: (titles[n], "en"), lambda n: "cv") is None


def test_a_title_of_a_tie_moves_first_from_close_behind_only():
    titles = {1: "Public goals go to whoever achieved them best", 2: "Tied public goals: everyone tied gets full points"}
    close, far = [(50.0, 1), (42.0, 2)], [(50.0, 1), (30.0, 2)]
    assert tied_told.tie_entry_first(close, lambda n: (titles[n], "en"), lambda n: "cv") == [(42.0, 2), (50.0, 1)]
    assert tied_told.tie_entry_first(far, lambda n: (titles[n], "en"), lambda n: "cv") is None
