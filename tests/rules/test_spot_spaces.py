"""How many spaces one numbered spot of a track has is unanswered unless a
near rule puts a number before the word counted (rules/spot_spaces.py,
issue 12).

The rule of the Friendship Track counts its levels ("8 levels", "the last 3
levels (5-7)"), not the spaces one level holds: those are printed on the
board. The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("how many slots are on level 6 of the friendship track?", "coming-of-age"),
    ("how many slots are on level 6 of the friendship track?", None),
    ("¿Cuántas casillas hay en el nivel 2 del Registro de Amistad?", "coming-of-age"),
    ("¿Cuántas casillas hay en el nivel 2 del Registro de Amistad?", None),
])
def test_spaces_of_one_numbered_spot_are_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True
    assert result.hits[0].id in {"friendship.levels", "friendship.track", "friendship.level-up"}


@pytest.mark.parametrize("question", [
    # the levels themselves are counted ("8 levels"), a numbered level beside them or not
    "How many levels does the Friendship Track have, and what is level 0 for?",
    "¿Cuántos niveles tiene el Registro de Amistad? ¿Para qué es el nivel 0?",
])
def test_the_spots_a_rule_counts_are_still_answered(question):
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "friendship.levels"
