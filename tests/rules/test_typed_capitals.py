"""`ask` reads a word typed in capitals that only one game prints in
capitals as all but naming that game (issue 12, item 3; rules/typed_capitals.py).

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import get_index, search
from referee.rules.typed_capitals import capitals_game


@pytest.mark.parametrize(
    ("text", "game"),
    [
        ("how many COIN does each player start with", "loop"),
        ("¿cuántas CAREER recibo al empezar?", "loop"),
        ("how many coins does each player start with", None),  # no capitals: the words vote as before
        ("HOW MANY COIN DOES EACH PLAYER START WITH", None),  # shouted: the capitals say nothing
        ("how many VEP for a GOAL", None),  # two games' capitals: neither
    ],
)
def test_capitals_game(text, game):
    assert capitals_game(text, get_index().printed_in_capitals) == game


# LOOP prints CAREER in capitals; Adulthood has Career cards too, so the words alone pointed to it.
def test_a_career_typed_in_capitals_ranks_loop_first():
    result = search("modo solitario: ¿qué CAREER quedan fuera?", limit=3)
    assert result.hits[0].game == "loop"
