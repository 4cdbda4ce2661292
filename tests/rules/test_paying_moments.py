"""A verb of paying in a clause of when ("BEFORE I spend my time", "ANTES
DE gastar el tiempo") tells when something is done, not what the question
offers to pay with; nor is a word of how many before the thing paid ("una
SOLA REPUTATION") the thing (rules/payment.py `offered`)."""

from __future__ import annotations

import pytest

from referee.rules.index import get_index
from referee.rules.payment import offered
from referee.rules.search import search


def test_a_career_card_before_spending_time_is_answered():
    # Adulthood: on the first turn the Career card may be played before placing time (turn.first-turn-career)
    result = search("¿En el primer turno se puede jugar la Carrera de la mano antes de gastar el tiempo?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.first-turn-career")


@pytest.mark.parametrize("question, lang", [
    ("can I put my Career card down before I spend my time?", "en"),
    ("after paying my money, may I still play a card?", "en"),
    ("¿puedo bajar la Carrera antes de gastar mi tiempo?", "es"),
    ("después de pagar el dinero, ¿puedo jugar otra carta?", "es"),
])
def test_a_moment_of_paying_offers_nothing(question, lang):
    assert offered(question, "adulthood", get_index(), lang) is None


@pytest.mark.parametrize("question, lang, word", [
    ("can I spend my energy as time?", "en", "energy"),
    ("¿puedo gastar energía como tiempo?", "es", "energia"),
])
def test_paying_with_a_thing_is_still_an_offer(question, lang, word):
    found = offered(question, "adulthood", get_index(), lang)
    assert found is not None and found[0] == word


@pytest.mark.parametrize("question, lang, word", [
    ("can I spend a single REPUTATION to get HAPPINESS?", "en", "reputation"),
    ("¿vale gastar una sola REPUTATION para sacar HAPPINESS?", "es", "reputation"),
])
def test_a_word_of_how_many_is_not_what_is_paid(question, lang, word):
    # "sola" is no Solo mode: the thing paid is the word after it
    found = offered(question, "loop", get_index(), lang)
    assert found is not None and found[0] == word


def test_one_reputation_for_happiness_is_answered():
    # LOOP p. 9: "Both REPUTATION must be spent at the same time, in the CONSUME turn"
    result = search("En el CONSUME, ¿me deja gastar una sola REPUTATION y ganar HAPPINESS?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "reputation.consume")
