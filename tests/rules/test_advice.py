"""Advice asked, which way of playing is better, or the game's story, is
unanswered unless a near rule gives it (rules/advice.py, issue 12).

The rulebooks say what may be done, almost never what is wise. The probes
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.advice import asked_form
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("Is it better to CONSUME early or to keep buying MATERIAL?", "loop"),
    ("¿Qué conviene más al principio, subir la Fuerza de Voluntad o jugar Recuerdos?", "coming-of-age"),
    ("any tips for using my rerolls in cv?", "cv"),
    ("¿Vale la pena casarse pronto en Adulthood?", "adulthood"),
    ("is it smarter to buy a possession early or save my money symbols?", "cv"),
    ("¿Es más inteligente meditar al principio o ir a por una Career?", "adulthood"),
])
def test_advice_asked_is_unanswered(question, game):
    assert search(question, game=game).answered is False


def test_advice_a_rule_gives_is_still_answered():
    # Adulthood, solo: "it is usually good to gain as many cards from the market as you can"
    result = search("what's the best strategy in solo adulthood, buy lots of market cards?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "solo.tip"


@pytest.mark.parametrize("question, lang", [
    ("¿Puedo saltarme el turno si no me conviene ninguna acción?", "es"),
    ("I found a Partner I like better, can I swap?", "en"),
    ("Can I skip the bonus if it is not better for me?", "en"),
])
def test_a_word_of_advice_in_a_condition_or_a_liking_asks_no_advice(question, lang):
    assert asked_form(words(question), lang) is None


@pytest.mark.parametrize("question, game", [
    ("In the story of LOOP, who is the INTERN supposed to represent?", "loop"),
    ("¿Qué significa en la vida real perder Fuerza de Voluntad?", "coming-of-age"),
    # where a name comes from: the rule tells what the EVENT does, not what its name alludes to
    ("why is the Skinner Box event called that? what does the name refer to?", "loop"),
    ("¿De dónde viene el nombre del evento Red Gown?", "loop"),
])
def test_the_story_asked_is_unanswered(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize("question", ["what does the Red Gown event do?", "¿Qué hace el evento Red Gown?"])
def test_what_a_named_event_does_is_still_answered(question):
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == "event.red-gown"


def test_what_a_rule_says_a_thing_stands_for_is_still_answered():
    # Adulthood: the Relax spot "represents enjoying yourself"
    question = "what is the Leisure upper spot supposed to represent?"
    assert asked_form(words(question), "en", "theme") is not None
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "board.leisure-upper"


def test_supposed_to_alone_asks_a_rule():
    assert asked_form(words("What am I supposed to do with the extra tile now?"), "en", "theme") is None


@pytest.mark.parametrize("question, game", [
    # what is wise said in other words: smart, the better way, where to focus, a recommended way to play
    ("is it smart to spend my bicycle turn on a possession?", "cv"),
    ("Meditate or Interview early on, whats smarter?", "adulthood"),
    ("which is the better way to get VEP, Memories or Traits?", "coming-of-age"),
    ("should I focus on COIN or on HAPPINESS in my first game?", "loop"),
    ("¿En qué tipo de carta me concentro para ganar en CV?", "cv"),
    ("¿Cuál es la mejor forma de conseguir Felicidad en Adulthood?", "adulthood"),
    ("is there a recommended first Career for new players?", "adulthood"),
])
def test_more_ways_to_ask_advice_are_unanswered(question, game):
    assert search(question, game=game).answered is False


def test_a_recommendation_the_rulebook_makes_is_still_answered():
    # LOOP, Competitive Mode (P.13): "It is the recommended mode of play"
    result = search("which mode of LOOP is recommended?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "competitive.overview"
