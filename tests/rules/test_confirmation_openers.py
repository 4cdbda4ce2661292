"""An opening that tells a rule is remembered is how the player asks, never a
topic (rules/confirmation.py `opener_positions`, rules/framing.py; issue 12).

"Si no me equivoco, ...", "corrígeme si me equivoco: ...": no rule speaks
of "equivoco", and none need to for the rule put up for confirmation to
answer. The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.confirmation import confirmed
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question, game, entry", [
    # Coming of Age, solo: Rob rolls the same dice and places Interest Tokens
    ("Si no me equivoco, en solitario Rob tira sus dados y pone una Ficha de Interés en cada ubicación, ¿no?",
     "coming-of-age", "solo.rob-roll"),
    # CV: three good luck symbols take a card
    ("Si no me equivoco, con tres símbolos de buena suerte te llevas cualquier carta gratis, ¿no?", "cv",
     "select.three-good-luck"),
    # LOOP p. 6: WORK
    ("Corrígeme si me equivoco: al WORK pierdes una HAPPINESS y cobras el SALARY, ¿no?", "loop", "turn.work"),
])
def test_a_rule_put_up_after_an_opening_of_remembering_is_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize("question, lang", [
    ("Correct me if I'm wrong, but the youngest player goes first", "en"),
    ("If I'm not mistaken the track holds five cards", "en"),
    ("Si no me falla la memoria, se reparten dos cartas", "es"),
])
def test_a_doubt_of_ones_own_memory_puts_a_rule_up_for_confirmation(question, lang):
    assert confirmed(words(question), lang)
