"""A house rule told as what the table did on an earlier night is the story of a long message, not the change asked
(issue 12; rules/told_house_rules.py).

The question is the other sentence, and asks the rulebook's rule. A house rule proposed or asked, with no earlier
night told, stays the change asked. The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.house_rules import asked_named
from referee.rules.search import search
from referee.rules.told_house_rules import without_told


@pytest.mark.parametrize(("question", "game", "lang", "entry"), [
    # CV, Setup: the first 5 cards of the youth deck face up on the track
    ("Hey everyone! Last weekend we used a house rule because nobody knew. How many cards go face up on the track at "
     "the start? Cheers, and thanks for the great forum!", "cv", "en", "setup.track"),
    # CV, Preparación: las 5 primeras cartas del mazo de juventud en la fila del tablero
    ("Buenas a todos. La otra noche jugamos con una regla casera porque nadie se acordaba. ¿Cuántas cartas se ponen "
     "en la fila al empezar? Un abrazo y gracias.", "cv", "es", "setup.track"),
])
def test_a_house_rule_told_of_an_earlier_night_is_no_change_asked(question, game, lang, entry):
    assert asked_named(question, lang) == ""
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize(("question", "lang"), [
    # proposed or asked, with no earlier night: still the change asked (rules/house_rules.py)
    ("House rule idea: everyone starts with 5 dice. Allowed?", "en"),
    ("Can we house rule a hand limit of 4?", "en"),
    ("Somos seis. ¿Podemos poner 6 cartas en la fila como regla de la casa?", "es"),
    # the story alone, with no sentence that asks, keeps its words
    ("Last time we used a house rule for the market.", "en"),
])
def test_a_house_rule_proposed_or_alone_stays(question, lang):
    assert asked_named(question, lang) != ""


def test_only_the_told_sentence_is_taken_out():
    assert without_told("Hola! Anoche usamos una regla de la casa. ¿Quién empieza? Gracias!", "es") \
        == "Hola! ¿Quién empieza? Gracias!"


@pytest.mark.parametrize("question", [
    # LOOP, Start Game: "The player who most recently spent over $100 goes first"; the catalog's gap of house rules
    # held the told sentence's words, and was taken for the question
    "Hey everyone! Last weekend we used a house rule because nobody knew. Who goes first in a new game? Cheers, and "
    "thanks for the great forum!",
    "Hola a todos. La semana pasada usamos una regla de la casa porque nadie lo sabía. ¿Quién empieza una partida "
    "nueva? Saludos y gracias.",
])
def test_the_told_night_is_no_topic_of_the_search(question):
    result = search(question, game="loop")
    assert result.answered is True
    assert result.gap is None
    assert result.hits[0].id == "gameplay.start-player"
