"""How many spaces a track or a board has is unanswered unless a near rule
counts them (rules/spaces_asked.py, issue 12).

The spaces of a track are printed on the board, not in the rulebook. The
probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("¿Cuántas casillas tiene el registro de VEP?", "coming-of-age"),
    ("¿Cuántos huecos tiene la pista de Impacto?", "adulthood"),
])
def test_how_many_spaces_a_track_has_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True


@pytest.mark.parametrize("question, game, rule", [
    # a near rule counts them: "eight action spots", "three levels of difficulty"
    ("how many action spots does my player board have?", "adulthood", "board.action-spots"),
    ("¿Cuántos niveles de dificultad tiene una carta de Logro?", "adulthood", "solo.achievement-levels"),
    # how far a marker moves asks no length ("have to" is an obligation)
    ("how many spaces do I have to move back for each Unhappiness token?", "adulthood", "end.step1-tokens"),
])
def test_spaces_a_rule_counts_or_a_move_are_still_answered(question, game, rule):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == rule
