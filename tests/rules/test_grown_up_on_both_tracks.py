"""The Grown-Up space is on each of the two scoring tracks, Happiness and Impact (Adulthood, The Center Board >
Scoring Board: "One space on each track is marked with a Grown-Up icon"): the rule of passing it speaks of either
track a question names, in English and Spanish."""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Mi marcador llegó a la casilla Grown-Up de la pista de Felicidad, ¿y ahora qué?",
    "¿Qué ocurre al pasar la casilla de Grown-Up en la pista de Impacto?",
    "what happens when my marker passes the Grown-Up space on the Impact track?",
])
def test_the_grown_up_space_of_either_track_is_its_rule(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "scoring-board.grown-up")
