"""How many of a told total are of one kind ("how many of the 17 old age cards
are Possessions?") asks a count of that kind, which no rule gives
(rules/counts.py, issue 12).

The total is the question's premise; the kind asked is what follows it.
The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import counts
from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("How many of the 17 old age cards are Possession cards?", "cv"),
    ("¿Cuántas de las 12 cartas de infancia son Posesiones?", "cv"),
    ("how many of the 36 Memory Tokens are orange?", "coming-of-age"),
    ("¿Cuántas de las 36 Fichas de Recuerdo son naranjas?", "coming-of-age"),
])
def test_a_kind_within_a_told_total_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True


def test_the_kind_asked_is_the_one_after_the_total():
    assert counts.counted_kind("¿Cuántas de las 17 cartas de vejez son Posesiones?", "es") == ("posesion",)
    assert counts.tells_total("how many of the 12 markers are Grown-Up?", "en") is True


def test_how_many_of_the_things_without_a_total_is_still_answered():
    assert counts.tells_total("how many of the trait tiles can i hold in my hand", "en") is False
    result = search("how many of the trait tiles can i hold in my hand", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "trait-bonus.hand-limit"
