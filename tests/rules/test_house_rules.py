"""A rule grumbled at, then a change of it asked of the table ("why ...? can we ...?"), is a house rule the rulebook
never offers (issue 12; rules/house_rules.py).

The grumble states the rule; the rule ranks first and covers every word of the change, but it says nothing of what
a table may change. A leave asked first, or in the same sentence as the why, is not of the form and is answered by the
rule. The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.house_rules import asked_change
from referee.rules.search import search


@pytest.mark.parametrize(("question", "game", "words"), [
    # LOOP p. 6 (Start Game): "The player who most recently spent over $100 goes first"; no other way is offered
    ("Why is the starting player the one who most recently spent over 100 dollars? Can we just roll for it?", "loop",
     "can we"),
    # CV, Preparación, paso 3: "Revela las 5 primeras cartas del mazo de juventud ... en la fila del tablero"
    ("¿Por qué el mercado tiene siempre 5 cartas? ¿Podemos poner 6?", "cv", "podemos"),
])
def test_a_change_asked_after_a_grumble_is_silent(question, game, words):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (words,)


@pytest.mark.parametrize(("question", "lang"), [
    # CV, Setup step 2: "Sort the cards by their backs into 5 decks and shuffle each deck": asked in one sentence,
    # or the leave asked first, the question asks the rule
    ("why can't we shuffle the age decks together?", "en"),
    ("can we shuffle the age decks together? why not?", "en"),
    ("¿Podemos barajar juntos los mazos? ¿Por qué no?", "es"),
])
def test_a_leave_not_after_a_grumble_is_not_the_form(question, lang):
    assert asked_change(question, lang) == ""


def test_leave_to_play_without_a_part_of_the_game_is_a_house_rule():
    # LOOP p. 15 (CREDIT CARD): "CREDIT CARD add credit and debt to the game. You may APPLY ...": the rule of the
    # credit cards ranks first, but no rule offers the competitive mode without them
    result = search("¿Por qué no podemos jugar el competitivo sin CREDIT CARD? No nos gustan las deudas", game="loop")
    assert result.answered is False
    assert result.missing == ("jugar sin",)


def test_playing_without_asked_neither_as_leave_nor_as_grumble_is_not_the_form():
    from referee.rules.house_rules import asked_without

    assert asked_without("does a card come into play without paying in CV?", "en") == ""


@pytest.mark.parametrize(("question", "game", "words", "related"), [
    # CV, Preparación: "Roll 4 dice"; no rule offers more dice at the start
    ("house rule idea: everyone starts with 6 dice so turns go quicker. ok?", "cv", "house rule", "roll.four-dice"),
    # LOOP, Competitive mode: the first player is whoever most recently spent over $100; no other way is offered
    ("Como regla de la casa, ¿puede empezar el jugador más joven en vez del que gastó más de 100 dólares?", "loop",
     "regla de la casa", "gameplay.start-player"),
])
def test_a_house_rule_named_as_such_is_silent(question, game, words, related):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (words,)
    assert related in [hit.id for hit in result.hits[:3]]


def test_an_official_variant_asked_is_still_answered():
    # Adulthood p. 11 (Solo mode): the rulebook offers solo play; asked without naming a house rule, it answers
    result = search("how does the solo mode work in adulthood?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id.startswith("solo.")
