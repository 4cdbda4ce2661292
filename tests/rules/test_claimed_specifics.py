"""A specific a remembered rule tells (an order of play, an ordinal, a state) is settled by a rule that states one of
its kind (issue 12; rules/claimed_specifics.py, rules/confirmation.py).

"we roll one at a time, CLOCKWISE, right?" is answered by the rule that
says all players roll at the same time, with a "no", though it never says
"clockwise"; a bonus so claimed stays a silence (rules/claimed_extras.py).
"yeah?" and "¿vale?" close a question as tags of confirmation, but "¿cuánto
VALE?" asks a worth. Questions written for this test, not taken from the
question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.confirmation import tag_positions
from referee.rules.normalize import words
from referee.rules.search import search


# Coming of Age, Phase 1: "All players simultaneously roll all the Dice they have available"
@pytest.mark.parametrize("question", [
    "In Coming of Age everybody rolls their dice in turn, clockwise, right?",
    "En Coming of Age tiramos los dados de uno en uno, en sentido horario, ¿vale?",
])
def test_a_claimed_order_is_settled_by_the_rule_that_states_the_order(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == "phase1.roll"


# Adulthood, solo: "The solo game ends when the last (eighth) Life Event is drawn."
@pytest.mark.parametrize("question", [
    "In solo Adulthood the game ends after the sixth Life Event, yeah?",
    "La partida en solitario de Adulthood acaba con el quinto Evento Vital, ¿verdad?",
])
def test_a_claimed_ordinal_is_settled_by_the_rule_that_states_one(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == "solo.end-trigger"


# CV, End of the game: "the old age deck has fewer cards left than the number of players"
def test_a_claimed_state_is_settled_by_the_rule_that_states_one():
    result = search("The game of CV ends when the old age deck is completely empty, right?")
    assert result.answered is True
    assert result.hits[0].id == "end.trigger"


# CV, Round order: the bicycle's owner starts each round; no rule gives that player an extra card
def test_a_claimed_extra_beside_an_ordinal_stays_a_silence():
    result = search("En CV el jugador de la bici roba una carta extra en la primera ronda, ¿vale?")
    assert result.answered is False


@pytest.mark.parametrize(("question", "lang", "tag"), [
    ("we draw two cards each at the start, yeah?", "en", ["yeah"]),
    ("se reparten tres cartas a cada uno, ¿vale?", "es", ["vale"]),
    ("¿cuánto vale?", "es", []),  # a worth asked
    ("¿esta carta cuántos puntos vale?", "es", []),
    ("no me vale", "es", []),
])
def test_yeah_and_vale_close_a_claim(question, lang, tag):
    said = words(question)
    assert [said[position] for position in tag_positions(said, lang)] == tag


# LOOP, GOAL: "Achieving a GOAL is optional, but you must reveal it in the same turn, as soon as its requirement is met."
@pytest.mark.parametrize("question", [
    "In LOOP I can hold a GOAL I achieved and reveal it a couple of turns later, can't I?",
    "En LOOP puedo guardar un GOAL cumplido y enseñarlo unos turnos después, ¿verdad?",
])
def test_a_claimed_delay_is_settled_by_the_rule_that_says_when(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == "goal.reveal-timing"


@pytest.mark.parametrize(("question", "tag"), [
    ("I may keep my dice for the next round, can't I?", ["can", "not", "i"]),
    ("we score Memories at the end, can't we", ["can", "not", "we"]),
])
def test_cant_i_closes_a_claim(question, tag):
    said = words(question)
    assert [said[position] for position in tag_positions(said, "en")] == tag


# Adulthood, solo: "The solo game ends when the last (eighth) Life Event is drawn." A rule told as a statement with a
# question mark alone, a "when" inside it its own conjunction, is a claim put up for confirmation as with a tag.
@pytest.mark.parametrize("question", [
    "In solo Adulthood the game ends when the sixth Life Event comes out?",
    "En solitario de Adulthood la partida termina cuando se roba el quinto Evento Vital?",
])
def test_a_specific_claimed_in_a_statement_with_when_is_settled_too(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == "solo.end-trigger"


@pytest.mark.parametrize("question, lang, statement", [
    ("the game ends when the deck is empty", "en", True),
    ("la partida termina cuando el mazo esta vacio", "es", True),
    ("what happens when the deck is empty", "en", False),
    ("when the deck is empty the game ends", "en", False),
    ("if the deck is empty who wins", "en", False),
])
def test_a_when_inside_a_statement_opens_no_question(question, lang, statement):
    from referee.rules.claimed_specifics import told_as_statement
    assert told_as_statement(words(question), lang) is statement
