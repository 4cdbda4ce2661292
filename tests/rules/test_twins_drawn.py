"""Two identical components told to have come out are unanswered unless the first rule speaks of the same
(rules/twins_drawn.py, issue 12).

The rule of the step that dealt them says how many are dealt, not what a
table does when two alike come out. The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("two identical cards came up in the market at setup, do we redraw one?", "adulthood"),
    ("Preparando el mercado salen dos cartas iguales, ¿hay que cambiar una?", "adulthood"),
])
def test_two_identical_components_come_out_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False


def test_a_rule_that_speaks_of_the_same_answers():
    result = search("Una ACTIVITY con dos colores iguales, ¿le resto 2 de QUALITY a un solo MATERIAL?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "turn.consume-cost"
