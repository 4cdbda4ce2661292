"""Once a slip is told found late, what the one who slipped pays for it ("what's
the penalty?", "does he lose ...?", "¿pierde esa carta?") asks for a fix no
rulebook gives: unanswered (rules/late_fixes.py, round abst39, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("We just noticed she took two MATERIAL with one BUY for a few rounds. What's the penalty?", "loop"),
    ("Someone kept paying the red slash cost with the wrong symbol, we noticed three turns later. Does he lose the card?",
     "cv"),
    ("Vimos que una jugadora lleva varias rondas cobrando el SALARY dos veces. ¿Pierde esas COIN?", "loop"),
])
def test_a_penalty_asked_after_a_slip_found_late_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing


@pytest.mark.parametrize("question, game, rule", [
    # a loss the rules give, asked with no slip told: the rule answers
    ("If I can't pay the red slash cost of an active card, do I lose the card?", "cv", "cost.cannot-pay"),
    # a rule's effect asked after "twice" ("dos veces"): a loss of the game, not a penalty for a slip
    ("Uso SHARE dos veces con la misma MATERIAL, ¿pierde QUALITY las dos veces?", "loop", "favour.share"),
])
def test_a_loss_the_rules_give_is_still_answered(question, game, rule):
    result = search(question, game=game)
    assert result.answered is True
    assert rule in [hit.id for hit in result.hits[:3]]
