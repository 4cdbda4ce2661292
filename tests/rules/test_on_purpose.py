"""An act asked to be done on purpose is unanswered unless the first rule
speaks of will or forbids outright (rules/on_purpose.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("Could I deliberately let one of my MATERIAL break so it goes to my LANDFILL?", "loop"),
    ("¿Puedo gastar Motivación adrede solo para bajar un Contador de Ánimo?", "coming-of-age"),
])
def test_an_act_on_purpose_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing


def test_a_rule_that_forbids_outright_still_answers():
    # Adulthood: "players never move backwards on any track during the game"
    result = search("¿Puedo retroceder a propósito mi marcador de Impacto en Adulthood?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "scoring-board.no-backwards"


def test_whenever_i_want_asks_when_not_whether_on_purpose():
    # CV: an event card may be played from the hand during one's turn (the rules answer when)
    result = search("can I play an event card from my hand whenever I want?", game="cv")
    assert result.answered is True
