"""A piece asked to be one of a told total is unanswered unless a near rule
has the total and the piece in one sentence (rules/counted_among.py,
issue 12).

The rule of the piece and the count of the box each hold half of the
question; whether one is counted in the other is on the box. The questions
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # CV, Components: "49 tokens"; Setup: the start player "also receives the bicycle token": never said to be one of them
    ("Is the bicycle token part of the 49 tokens in the box?", "cv"),
    ("¿La ficha de bicicleta es parte de las 49 fichas de la caja?", "cv"),
])
def test_a_piece_asked_among_a_total_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True


def test_a_piece_told_not_asked_is_no_membership():
    # CV, Components: "7 dice": "one of the 7 dice" tells a die, it does not ask where it is counted
    result = search("one of the 7 dice rolled off the table, do I reroll it?", game="cv")
    assert "dice" not in result.missing
