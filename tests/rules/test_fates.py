"""`ask` reads a question about what becomes of a thing (issue 12; rules/fates.py).

"What do we do WITH the leftover X?", "¿A DÓNDE VA la carta?": the sibling
entry whose title says where the thing goes answers, before the entry
about the moment itself. Beside them, near questions it must not change.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import fates
from referee.rules.normalize import words
from referee.rules.search import search


def _first(result) -> str:
    return f"{result.hits[0].game}:{result.hits[0].id}"


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("what happens to the dice left on the location?", "en", True),
        ("where do the leftover tiles go?", "en", True),
        ("where does the bus start?", "en", False),  # a place, not what becomes of a thing
        ("¿qué hacemos con las cartas que sobran?", "es", True),
        ("¿a dónde van los dados?", "es", True),
        ("¿qué pasa si no puedo pagar?", "es", False),  # what follows an event, not the fate of a thing
    ],
)
def test_fate_asked(text, lang, said):
    assert fates.asks_fate(words(text), lang) is said


def test_titles_tell_a_fate():
    # Coming of Age setup: "Remove unused components"; CV: "Bought event cards stay in your hand"
    assert fates.tells_fate("Remove unused components", "en")
    assert fates.tells_fate("Los dados de una ubicación salen del juego antes de que siga el autobús", "es")
    assert not fates.tells_fate("The Bus goes left to right and stops where there are Dice or Presences", "en")

def test_leaving_a_thing_behind_is_no_fate():
    # Coming of Age, Playing > 1: "Retrieve the other Dice and leave Interest Tokens" places the tokens, it does
    # not say what becomes of them (Personal Fulfillment does); the Bus's "Dice ... leave the game" does
    assert not fates.tells_fate("Retrieve the other Dice and leave Interest Tokens", "en")
    assert not fates.tells_fate("Rob's step B: he always leaves a Presence if he can", "en")
    assert fates.tells_fate("Dice at a location leave the game before the Bus moves on", "en")


@pytest.mark.parametrize(
    "text",
    [
        "the bus has moved on: what happens to the dice that were still on that location?",
        "El autobús ya siguió: ¿qué pasa con los dados que estaban en esa ubicación?",
    ],
)
def test_dice_left_behind_leave_the_game(text):
    # Coming of Age, the Bus: "the Dice on the location are removed from the game before the Bus moves on"
    assert _first(search(text)) == "coming-of-age:bus.remove-dice"


@pytest.mark.parametrize(
    "text",
    [
        "how does the bus move along the locations?",  # no fate asked: the bus route
        "¿cómo avanza el autobús por las ubicaciones?",
    ],
)
def test_the_bus_route_keeps_its_entry(text):
    assert _first(search(text)) == "coming-of-age:bus.route"


def test_a_spanish_title_tells_a_fate_by_where_it_goes():
    # "va al", "van a la" before the place are Spanish for "goes to" (a future takes an infinitive: "va a ganar")
    assert fates.tells_fate("Los Favores Rechazados van al descarte; los Aceptados, a la mano", "es")
    assert fates.tells_fate("Los Objetivos conseguidos van a la izquierda de tu zona", "es")
    assert not fates.tells_fate("Ganas 1 Moneda por cada Material que va a tu Vertedero", "es")


@pytest.mark.parametrize(
    ("text", "entry"),
    [
        # LOOP p. 9: "REJECTed FAVOUR always go to the Discard Pile" (favours.where-cards-go)
        ("Cuando rechazo un FAVOUR, ¿a dónde van esas cartas?", "loop:favours.where-cards-go"),
        ("si me juegan un FAVOUR y lo rechazo, ¿dónde va la carta?", "loop:favours.where-cards-go"),
        # LOOP: achieved GOAL go to the left of your area (area.achieved-goals)
        ("¿Qué hago con un GOAL cuando lo consigo?", "loop:area.achieved-goals"),
    ],
)
def test_the_entry_whose_spanish_title_says_where_it_goes(text, entry):
    assert _first(search(text)) == entry


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("how many tokens each, and what happens to the extra ones?", "en", False),  # a second ask, joined by "and"
        ("¿sirven para comprar y qué pasa con los símbolos que sobran?", "es", False),
        ("what happens to the old one, and do I stay Married?", "en", True),  # the fate asked first
    ],
)
def test_fate_joined_to_a_first_ask(text, lang, said):
    assert fates.asks_fate(words(text), lang) is said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Coming of Age, Setup > Individual Player Setup: "Place 5 Frustration Tokens ... Excess Frustration Tokens
        # are removed from the game": the count asked first, the entry that gives it tells the leftovers too
        ("Coming of Age: how many Frustration Tokens does each of us get at the start and what happens to the "
         "leftover ones?", "coming-of-age:setup.frustration-tokens"),
        # CV, Game Play > 2. Select Cards: "The player can play event cards from their hand and use their symbols
        # to help buy cards from the track": whether events may pay is asked first, not where bought events go
        ("en CV ¿los eventos sirven para comprar cartas y qué pasa con los símbolos que no uso?", "cv:select.events"),
    ],
)
def test_a_fate_asked_second_leaves_the_first_answer(text, expected):
    assert _first(search(text)) == expected


def test_where_to_put_a_thing_asks_its_fate():
    # "where do I PUT it?" asks what becomes of a thing as "where does it go?" does
    assert fates.asks_fate(words("I just gained a token, where do I put it?"), "en")
    # Coming of Age, Memory Tokens: "When you gain one, place it next to your Personal Board unused side up"
    result = search("I just gained a Memory Token. Where do I put it?", game="coming-of-age")
    assert result.answered is True
    assert _first(result) == "coming-of-age:memory-tokens.single-use"


@pytest.mark.parametrize(
    "text",
    [
        "Adulthood: I took a new Career card. What happens to the Promoted token I had?",
        # (the Spanish title already says it: "te QUITA el marcador de Ascendido")
        "Adulthood: jugué una Carrera nueva, ¿qué pasa con mi ficha de Ascendido?",
    ],
)
def test_a_thing_lost_is_its_fate(text):
    # Adulthood, Upgrades: "You lose the Promoted token if you replace your Career": the title that says the token
    # is lost ("Replacing your Career or Partner LOSES THE Promoted or Married token") tells what becomes of it
    assert fates.tells_fate("Replacing your Career or Partner loses the Promoted or Married token", "en")
    assert _first(search(text)) == "adulthood:upgrade.lose-token"


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Coming of Age: al principio, ¿dónde van mis Fichas de Interés?", "es"),
        # (no English title that leaves tokens tells a fate, so the English question was answered before too)
        ("Coming of Age: at the start, where do my Interest Tokens go?", "en"),
    ],
)
def test_a_place_asked_at_the_start_is_the_set_up_s(text, lang):
    # Coming of Age, Setup: "7 Interest Tokens in your personal supply", not the play's "Retrieve the other Dice and
    # leave Interest Tokens" ("... y deja Fichas de Interés"): nothing has become of the tokens yet
    assert not fates.asks_fate(words(text), lang)
    assert _first(search(text)) == "coming-of-age:setup.interest-tokens"
