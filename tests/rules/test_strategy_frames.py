"""Strategy questions whose weighing frames a rule asked beside it, or is
settled by one rule, are answered by that rule; advice alone keeps its
silence (round stratthree, issue 12: rules/planned_asks.py's hedged turns,
questions after a comma and words of asking left in place;
rules/sought_kinds.py; rules/offered_both.py).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.advice import asked_form
from referee.rules.planned_asks import rule_beside
from referee.rules.search import search


def _beside(question: str, lang: str) -> bool:
    return rule_beside(question, lang, lambda said: asked_form(said, lang))


@pytest.mark.parametrize("question, game, rule", [
    # Coming of Age, Final Scoring > Leftover Elements: leftover tokens give VEP (a hedge after "or")
    ("is it worth holding on to my Motivation tokens, or in the end do leftovers score nothing?", "coming-of-age",
     None),
    ("¿Vale la pena guardar Fichas de Motivación hasta el final o al final no puntúan nada?", "coming-of-age", None),
    # CV, Roll the Dice: a question of its own after a comma, its verb inverted ("how many dice DO i roll")
    ("quick question, how many dice do i roll? is it worth rerolling them all", "cv", "roll.rerolls"),
    # LOOP, Rejecting a Favour: a Spanish yes/no question opened by "se" beside the advice
    ("me conviene hacer REJECT con este FAVOUR? se pierde REPUTATION?", "loop", "favours.reject"),
    # Coming of Age, Leftover Elements: "al final" only leads into the question it opens
    ("al final cuántos VEP dan las fichas que sobran? me conviene guardarlas", "coming-of-age", "scoring.leftovers"),
    # Adulthood, the market's costs: a word of asking left in place ("costs WHAT?")
    ("the left-most market card costs what? worth it?", "adulthood", None),
    ("la carta de la derecha del mercado cuesta cuánto? vale la pena?", "adulthood", "turn.market-costs"),
    # CV, Card Types: Work cards give money symbols (the kind chosen for a gain named)
    ("which card type is worth it to get money symbols?", "cv", None),
    ("¿Qué tipo de carta me conviene para conseguir símbolos de dinero?", "cv", "card-type.work"),
    # Coming of Age, Bouncing left: the rule offers both sides of the choice weighed
    ("my mood counter is stuck at the far left and has to go left once more: which is the better deal, putting a "
     "frustration token there or losing 2 VEP?", "coming-of-age", "bounce.left"),
    ("mi contador ya está en la última casilla de la izquierda y debe moverse otra vez: ¿qué me conviene más, poner "
     "una ficha de frustración o perder 2 VEP?", "coming-of-age", "bounce.left"),
])
def test_a_weighing_settled_by_a_rule_is_answered(question, game, rule):
    result = search(question, game=game)
    assert result.answered is True
    if rule is not None:
        assert result.hits[0].id == rule


@pytest.mark.parametrize("question, game, rule", [
    ("which card type is worth it to get money symbols?", "cv", "card-type.work"),
])
def test_the_kind_that_gives_the_gain_is_among_the_first(question, game, rule):
    assert rule in [hit.id for hit in search(question, game=game, limit=3).hits]


@pytest.mark.parametrize("question, lang", [
    # a hedge before indifference is advice still
    ("¿Conviene gastar la Fuerza de Voluntad pronto o al final da igual?", "es"),
    ("is it better to promote early, or in the end does it not matter?", "en"),
    # a relative clause after a comma has no inverted verb: no question of its own
    ("is it better to buy possessions or health sets, which usually pays more?", "en"),
    ("¿Algún consejo para el primer año, cuando solo hay dos registros?", "es"),
    # a word of asking after "or" is a tag of the choice
    ("is it worth buying the costly cards early, or what", "en"),
    ("¿conviene comprar las caras pronto o qué?", "es"),
])
def test_advice_alone_is_still_no_plan_around_a_rule(question, lang):
    assert _beside(question, lang) is False


@pytest.mark.parametrize("question, game", [
    # a kind chosen for a plan over the game, or with no gain named: advice
    ("which card type is worth it to get points early?", "cv"),
    ("¿Qué tipo de carta me conviene al principio?", "cv"),
    # two sides weighed, advice named outright
    ("strategy: is it better to put a new health card on top of the pile or under it?", "cv"),
    ("consejo: ¿conviene meter las cartas de Salud encima de la pila o debajo?", "cv"),
])
def test_advice_of_a_way_of_playing_keeps_its_silence(question, game):
    assert search(question, game=game).answered is False
