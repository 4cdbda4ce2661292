"""The parts of a strategy question that ask a rule beside its advice: after
a dash, after a condition told in a clause of its own, past a word that only
leads in; a move weighed as a bargain is advice (rules/planned_asks.py); and
the two ways weighed are no thing offered in place of another
(rules/weighed_plans.py). Round stratfab, issue 12.

The probes are worded anew, not copied from the benchmark sets; each fails
without its reading.
"""

from __future__ import annotations

import pytest

from referee.rules.advice import asked_form
from referee.rules.normalize import words
from referee.rules.planned_asks import rule_beside
from referee.rules.search import search
from referee.rules.weighed_plans import unweighed


def _beside(question: str, lang: str) -> bool:
    return rule_beside(question, lang, lambda said: asked_form(said, lang))


@pytest.mark.parametrize("question, lang", [
    # a dash sets the rule asked apart from the plan
    ("is it better to buy two cheap MATERIALs or one good one - how much does each cost", "en"),
    ("is it worth promoting early — does my Career card stay where it is?", "en"),
    ("¿Vale la pena casarse pronto — cuánto dinero cuesta la boda?", "es"),
    # a condition told in a clause of its own, then a question of its own
    ("is it worth giving my bicycle away? if I do, who goes first next round", "en"),
    ("¿Me conviene rechazar el FAVOUR? si lo rechazo, cuánta REPUTATION pierdo", "es"),
    # a word that only leads into the question
    ("is it worth waiting for better cards? like can I even pass my turn", "en"),
    ("¿Vale la pena esperar a otra ronda? pero puedo pasar el turno sin hacer nada", "es"),
])
def test_a_rule_asked_past_a_dash_a_condition_or_a_lead_is_beside_the_advice(question, lang):
    assert _beside(question, lang) is True


@pytest.mark.parametrize("question, lang", [
    # a heading before a dash names the topic of the one question after it: advice alone
    ("CV strategy - is buying Health cards better than buying Possessions?", "en"),
    ("Duda estrategia — ¿conviene más comprar Salud o Posesiones?", "es"),
    # a condition, then advice again
    ("is it worth marrying early? if I wait, is it better to promote first", "en"),
    ("¿Me conviene casarme pronto? si espero, ¿es mejor ascender antes?", "es"),
    # a word that leads into more advice
    ("is it worth saving coins? like is it better to spend them now", "en"),
])
def test_advice_past_a_heading_a_condition_or_a_lead_stays_advice(question, lang):
    assert _beside(question, lang) is False


@pytest.mark.parametrize("question, lang, phrase", [
    ("is spending three Energy on one card a bad trade", "en", "bad trade"),
    ("is giving up my Promoted token a good deal for the new Career", "en", "good deal"),
    ("¿pagar tres de Energía por una sola carta es mal negocio?", "es", "mal negocio"),
    ("¿me sale a cuenta rechazar el FAVOUR?", "es", "sale a cuenta"),
])
def test_a_move_weighed_as_a_bargain_asks_advice(question, lang, phrase):
    assert asked_form(words(question), lang) == tuple(words(phrase))


@pytest.mark.parametrize("question, game, rule", [
    # CV, Final Scoring: Possession cards score their points; the move weighed ("collecting Possessions INSTEAD OF
    # Relationships") is the player's plan, no thing offered in place of another (rules/weighed_plans.py)
    ("how many points does a Possession card score at the end? is it worth collecting Possessions instead of "
     "Relationships", "cv", "scoring.possessions"),
    ("¿cuántos puntos da una Posesión al final? ¿vale la pena acaparar Posesiones en vez de cartas de Salud?", "cv",
     "scoring.possessions"),
])
def test_the_two_ways_weighed_beside_a_rule_asked_are_no_stand_in(question, game, rule):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == rule


def test_a_stand_in_asked_in_the_rules_own_part_is_still_read():
    assert unweighed("can I pay energy instead of time? is it worth it", "en") == "can I pay energy instead of time"
    assert unweighed("¿vale la pena comprar Posesiones en vez de Salud? ¿cuántos puntos dan?", "es") == \
        "¿cuántos puntos dan"
    # advice alone: the text is read whole
    assert unweighed("is it worth buying Possessions instead of Health cards?", "en") == \
        "is it worth buying Possessions instead of Health cards?"
