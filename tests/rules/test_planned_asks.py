"""Planning talk around a rule asked outright is answered by that rule; advice
alone keeps its silence (rules/planned_asks.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.advice import asked_form
from referee.rules.planned_asks import rule_beside
from referee.rules.search import search


@pytest.mark.parametrize("question, game, rule", [
    # Coming of Age, Final Scoring > Leftover Elements: unused Willpower, Motivation and Memory Tokens,
    # divided by 3 (rounding down), give that many VEP
    ("is it worth hoarding Willpower Tokens till the last year, or do unused ones give nothing?", "coming-of-age",
     "scoring.leftovers"),
    # LOOP p. 9, Optional Action: Playing Favour: a FAVOUR is rejected by discarding another of its type or by
    # deducting 1 REPUTATION
    ("¿Me conviene rechazar este FAVOUR? ¿cuánto me cuesta hacerlo?", "loop", "favours.reject"),
    # CV, Game Play > 1. Roll the Dice: dice showing the bad luck symbol are frozen, they cannot be rerolled
    ("¿Vale la pena volver a tirar los dados de mala suerte o no se puede?", "cv", "roll.bad-luck-frozen"),
    # Adulthood, Promotions and Marriage: you lose your Promoted token if you replace your Career card
    ("is it worth replacing my Career card with a fresh one, or does my Promoted token go away?", "adulthood",
     "upgrade.lose-token"),
])
def test_a_rule_asked_beside_planning_talk_is_answered(question, game, rule):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == rule


@pytest.mark.parametrize("question, lang", [
    ("is it worth buying the costly cards early or waiting for cheap ones? i always lose", "en"),
    ("¿Conviene casarse pronto? ¿algún consejo?", "es"),
    ("is it better to push my friendship track or my traits? what do strong players do", "en"),
    ("Somos nuevas: ¿conviene jugar Recuerdos pronto o guardarlos?", "es"),
])
def test_advice_alone_is_no_plan_around_a_rule(question, lang):
    assert rule_beside(question, lang, lambda said: asked_form(said, lang)) is False


def test_advice_alone_keeps_its_silence():
    assert search("is it worth buying the costly cards early or waiting for cheap ones? i always lose",
                  game="cv").answered is False
