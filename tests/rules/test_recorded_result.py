"""A result told as already set down, asked whether it stands, abstains (issue 12; rules/result_stands.py).

"¿Valen los puntos que apuntamos?", "do the scores we wrote down still
count?": the result written down tells the game is over and the ask comes
late, with no other word of a slip found late; a rule says how to score,
never whether a count already written stands. Asked how points are counted,
with nothing written down, a rule answers. The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.result_stands import recorded_result_asked
from referee.rules.normalize import words
from referee.rules.search import search

SILENT = [
    ("¿Valen los puntos que apuntamos ayer?", "cv", "puntos que apuntamos"),
    ("Terminamos con el mazo de madurez. ¿Vale la puntuación que anotamos?", "cv", "puntuacion que anotamos"),
    ("do the scores we wrote down still count?", "cv", "scores we wrote"),
]


@pytest.mark.parametrize(("question", "game", "missing"), SILENT)
def test_a_result_already_written_asked_to_stand_abstains(question, game, missing):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (missing,)


@pytest.mark.parametrize(("question", "lang"), [
    ("¿cómo se cuentan los puntos de las posesiones?", "es"),
    ("how do we count the points we scored for possessions?", "en"),  # (scored: no writing down)
    ("we wrote down the scores, who wins a tie?", "en"),  # (no word of standing)
])
def test_nothing_written_down_and_asked_to_stand_is_no_such_ask(question, lang):
    assert recorded_result_asked(words(question), lang) is None
