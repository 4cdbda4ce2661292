"""From whose seat a side of the table is seen, asked outright, is left unanswered when no near rule says from where
(issue 12; rules/viewpoint_asked.py).

CV's rule of the end of a round discards "the leftmost card of the track" and Coming of Age's two-player row starts
"on the left": neither says from whose seat. A question of the side itself (which card is discarded) keeps its rule.
The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import viewpoint_asked
from referee.rules.search import search

SILENT = [
    ("In CV the track lies between us: is its leftmost card the left of whose side?", "cv", "whose side",
     "cleanup.end-round-discard"),
    ("En CV, la carta de más a la izquierda de la fila: ¿izquierda de quién, si la fila está entre los dos?", "cv",
     "izquierda de quien", "cleanup.end-round-discard"),
]


@pytest.mark.parametrize(("question", "game", "missing", "related"), SILENT)
def test_whose_seat_is_not_in_the_rulebook(question, game, missing, related):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (missing,)
    assert related in [hit.id for hit in result.hits]


@pytest.mark.parametrize(("question", "game", "missing", "related"), SILENT)
def test_without_the_reading_the_rule_of_the_side_answers(question, game, missing, related, monkeypatch):
    monkeypatch.setattr(viewpoint_asked, "unstated_viewpoint", lambda query, near, lang_index: None)
    assert search(question, game=game).answered is True


@pytest.mark.parametrize(("question", "game", "entry"), [
    ("In CV, which card of the track is discarded at the end of the round?", "cv", "cleanup.end-round-discard"),
    ("En CV, ¿qué carta de la fila se descarta al final de la ronda?", "cv", "cleanup.end-round-discard"),
])
def test_the_side_itself_asked_is_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry
