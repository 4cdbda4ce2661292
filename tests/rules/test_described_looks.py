"""`ask` reads a component told by its look or its place as the component it names (issue 12).

A player who forgets a component's name tells where it lies or what it looks
like, in the rulebook's own words ("the slot at the bottom of each location",
"the right side of your board", "frustrated side up"): the rules about the
thing answer, not only the one rule that describes it (rules/described_looks.py,
`rulesets/<game>/looks.toml`). The questions are worded anew, not copied from
the benchmark sets; each ranked or answered otherwise before the reading.
"""

from __future__ import annotations

import tomllib

import pytest

from referee.core.resources import rulesets_dir
from referee.rules import corpus, described_looks
from referee.rules.search import search


def test_a_description_is_read_as_the_name():
    asked = "the tile in the slot at the bottom of a location, what does it give?"
    assert described_looks.as_named(asked, "en") == "the Bus Stop Tile, what does it give?"
    asked = "¿qué dan las losetas que van en el hueco de abajo de cada ubicación?"
    assert described_looks.as_named(asked, "es") == "¿qué dan las Ficha de Parada de Autobús?"


def test_a_name_begun_before_the_description_is_not_said_twice():
    asked = "what are the Memory Cards in the top slot of each location for?"
    assert described_looks.as_named(asked, "en") == "what are the Memory Card for?"


def test_a_description_of_another_game_than_the_one_asked_stays():
    asked = "the counter on the right side of my board, when does it move?"
    assert described_looks.as_named(asked, "en", "loop") == asked
    assert described_looks.as_named(asked, "en", "coming-of-age") == "the Personal Fulfillment Counter, when does it move?"


def test_a_look_across_an_aside_is_a_gloss_not_a_description():
    # the name is said, and the look glosses it in brackets: nothing to read
    asked = "do the overcome frustration tokens (the flipped ones on the left end) score?"
    assert described_looks.as_named(asked, "en") == asked


def test_a_question_without_a_look_is_left_as_it_is():
    asked = "¿cuántas cartas se roban al empezar?"
    assert described_looks.as_named(asked, "es") == asked


def _looks_files():
    return sorted(rulesets_dir().glob("*/looks.toml"))


@pytest.mark.parametrize("path", _looks_files(), ids=lambda path: path.parent.name)
def test_every_look_cites_an_entry_of_its_game_and_is_told_in_both_languages(path):
    game = path.parent.name
    for look in tomllib.loads(path.read_text(encoding="utf-8"))["looks"]:
        for lang in ("en", "es"):
            assert look["entry"] in corpus.entry_map(game, lang), (game, look["entry"], lang)
            assert look["name"][lang] and look[lang], (game, look["entry"], lang)
            assert all(len(pattern.split()) >= 2 for pattern in look[lang]), (game, look["entry"], lang)


# Coming of Age, Setup: "Place one Bus Stop Tile ... in the slot at the bottom of each location"; Bus, Step A: "if
# the Bus Stop Tile shows a neutral Character Token, this is a Friendship Bonus"
# Coming of Age, Personal Fulfillment: "The Personal Fulfillment Track, on the right side of your board"
# Coming of Age, Setup: "the upper slot of each of the 4 locations"; Memory: "Every player with a Die at the location"
# Coming of Age, Experience: "the rightmost space of each Track: it gives a passive (not immediate) bonus"
# Coming of Age, Frustration: "Flip the Token and place it covering the icon at the other (left) end"
# CV, Setup step 4: "place them face up on the board as public life goals"
@pytest.mark.parametrize(
    ("question", "game", "entry"),
    [
        ("the tile sitting in the slot at the bottom of that location, what bonus does it give me when the bus stops "
         "there?", "coming-of-age", "bus.step-a"),
        ("¿qué me da la loseta del hueco de abajo de la ubicación cuando para el autobús ahí?", "coming-of-age",
         "bus.step-a"),
        ("when does the counter on the right side of my board go up?", "coming-of-age", "fulfillment.advance"),
        ("el contador del lado derecho de mi tablero, ¿cuándo avanza?", "coming-of-age", "fulfillment.advance"),
        ("the card in the top slot of a location: can two of us both take it?", "coming-of-age", "memory.gain"),
        ("the spaces at the far right end of the tracks, what do they do?", "coming-of-age",
         "experience.passive-spaces"),
        ("my frustration is flipped over to the left end and my counter bounces left: what do I get?",
         "coming-of-age", "bounce.left-with-frustration"),
        ("si mi frustración está volteada en la punta izquierda del registro y reboto a la izquierda, ¿qué gano?",
         "coming-of-age", "bounce.left-with-frustration"),
        ("the goal cards lying face up on the board, who scores them at the end?", "cv", "scoring.public-goals"),
        ("¿quién se lleva los puntos de las cartas de objetivo que están boca arriba en el tablero?", "cv",
         "scoring.public-goals"),
    ],
)
def test_a_component_told_by_its_look_finds_its_rules(question, game, entry):
    result = search(question, limit=3)
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)
    assert result.answered


# Coming of Age, Changing location: "put 1 Frustration Token ... at the far right of an available Mood Track";
# Setup: "Place 5 Frustration Tokens, frustrated side up"
@pytest.mark.parametrize(
    "question",
    [
        "if I change location, where do I put the token with the frustrated side?",
        "si cambio de ubicación, ¿dónde pongo la ficha con la cara de frustración?",
        "la carta que está arriba de la ubicación, ¿la podemos coger dos jugadores?",
    ],
)
def test_a_component_told_by_its_look_is_answered(question):
    result = search(question, limit=3)
    assert result.hits[0].game == "coming-of-age"
    assert result.answered
