"""Which space of a track holds a printed mark, asked outright, is left unanswered when no near rule numbers it: the
board shows it (issue 12; rules/mark_spaces.py).

The rule of the mark ranks first ("one space on each track shows a Grown-Up icon") and holds every word asked, but
places the mark on no numbered space. A near rule that names the mark with its number ("HAPPINESS 12 (flag)")
answers, and a mark asked without a space ("what does the Life Event icon do?") is no such question. The questions
are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import mark_spaces
from referee.rules.search import search

SILENT = [
    # Adulthood, Scoring Board: "One space on each track ... shows a Grown-Up icon", never which one
    ("Which space of the Happiness track shows the Grown-Up icon?", "adulthood", "space icon", "scoring-board.grown-up"),
    ("¿Qué casilla de la pista de Felicidad tiene el icono de Adulto?", "adulthood", "casilla icono",
     "scoring-board.grown-up"),
    # Adulthood, Scoring Board: "Some track spaces show a Life Event icon", never which
    ("What spaces on the Impact track carry a Life Event icon?", "adulthood", "spaces icon",
     "scoring-board.life-event-spaces"),
    ("¿En cuáles casillas de las pistas aparecen los iconos de Evento Vital?", "adulthood", "casillas iconos",
     "scoring-board.life-event-spaces"),
]


@pytest.mark.parametrize(("question", "game", "missing", "related"), SILENT)
def test_a_marks_space_no_rule_numbers_is_not_answered(question, game, missing, related):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (missing,)
    assert related in [hit.id for hit in result.hits]


@pytest.mark.parametrize(("question", "game", "missing", "related"), SILENT)
def test_without_the_reading_the_marks_rule_answers(question, game, missing, related, monkeypatch):
    monkeypatch.setattr(mark_spaces, "unstated_mark_space", lambda query, near, lang_index: "")
    assert search(question, game=game).answered is True


@pytest.mark.parametrize(("question", "game", "entry"), [
    # LOOP, End of the game: "HAPPINESS 12 (flag)": the rule numbers the flag's space
    ("Which space of the HAPPINESS track has the flag in LOOP?", "loop", "end.max-happiness"),
    ("¿En qué casilla de HAPPINESS está la bandera en LOOP?", "loop", "end.max-happiness"),
    # a mark asked without a space asked: what passing it does, the rule of the mark
    ("What happens when I pass the Life Event icon on the track?", "adulthood", "scoring-board.life-event-spaces"),
    ("¿Qué pasa cuando paso una casilla con el icono de Evento Vital?", "adulthood", "scoring-board.life-event-spaces"),
])
def test_a_mark_numbered_or_not_placed_is_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_a_space_told_is_not_asked():
    from referee.rules.index import get_index
    lang_index = get_index().langs["en"]
    assert mark_spaces.unstated_mark_space("I moved onto the space with the Grown-Up icon, what now?", [],
                                           lang_index) == ""
