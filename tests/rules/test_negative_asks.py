"""A question asked in the negative ("can't I ...?", "¿no puedo ...?") is ordered as the question it asks: its
negation is the form, not the matter, so the rule of the thing asked comes before a rule of not doing it (issue 12;
rules/negative_asks.py). Whether the rulebook answers stays the decision of the question read word for word.

The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import negative_asks
from referee.rules.normalize import words
from referee.rules.search import search

# CV: event cards are not CV cards but may be used to pay for the track's cards (select.events); "can't pay" read as
# a negation of paying pulled the rule of a card one cannot pay for (cost.cannot-pay) or of adding cards first
RANKED = [
    ("can't an event card help me pay for a card on the track?", "cv", "select.events"),
    ("¿No puedo pagar una carta del track con una carta de evento?", "cv", "select.events"),
]

FORMS = [
    ("can't I use both spots in one turn?", "en", ["not"]),
    ("so isn't there a limit on cards?", "en", ["not"]),
    ("I drew a card. doesn't it go to my hand?", "en", ["not"]),
    ("¿No hay que pagar el coste otra vez?", "es", ["no"]),
    ("Oye, ¿acaso no se puede robar dos?", "es", ["no"]),
    ("¿La ayuda social no empieza por el último?", "es", ["no"]),
    ("Se empieza por el más joven, ¿no?", "es", ["no"]),
]

NOT_FORMS = [
    ("what if I can't pay the cost?", "en"),
    ("I don't want another token. what do I do?", "en"),
    ("why can't I take two?", "en"),
    ("no tengo dinero, ¿puedo pagar con fichas?", "es"),
    ("¿Qué pasa si no puedo pagar?", "es"),
    ("Ya no quiero tirar más, ¿qué sigue?", "es"),
    ("¿Puedo contar las cartas, o eso no se permite?", "es"),
]


@pytest.mark.parametrize(("question", "lang", "negations"), FORMS)
def test_a_negation_that_asks_is_found(question, lang, negations):
    found = negative_asks.negative_ask_words(question, lang)
    assert [words(question)[n] for n in sorted(found)] == negations


@pytest.mark.parametrize(("question", "lang"), NOT_FORMS)
def test_a_negation_of_a_condition_or_a_premise_is_not(question, lang):
    assert negative_asks.negative_ask_words(question, lang) == frozenset()


@pytest.mark.parametrize(("question", "game", "entry"), RANKED)
def test_the_rule_of_the_thing_asked_comes_first(question, game, entry):
    assert search(question, game=game).hits[0].id == entry


@pytest.mark.parametrize(("question", "game", "entry"), RANKED)
def test_without_the_reading_another_rule_came_first(question, game, entry, monkeypatch):
    monkeypatch.setattr(negative_asks, "_form_negations", lambda text, lang: [])
    assert search(question, game=game).hits[0].id != entry


@pytest.mark.parametrize(("question", "game", "entry"), RANKED)
def test_the_decision_to_answer_is_the_literal_reading(question, game, entry, monkeypatch):
    ordered = search(question, game=game)
    monkeypatch.setattr(negative_asks, "_form_negations", lambda text, lang: [])
    literal = search(question, game=game)
    assert (ordered.answered, ordered.missing, ordered.gap) == (literal.answered, literal.missing, literal.gap)


@pytest.mark.parametrize("question", ["¿no?", "isn't I ?", "¿acaso no?"])
def test_a_question_of_nothing_but_its_form_is_not_answered(question):
    # A question whose only words are the negation of its form finds no entry once that negation weighs nothing:
    # it is "not covered" with no entry shown, never "answered" with no entry (the word-for-word decision is
    # taken only about the entries the ordered search shows).
    result = search(question)
    assert not result.hits
    assert result.answered is False


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("can't I use both spots?", "en", "can I use both spots?"),
    ("Wait, DOESN'T it go to my hand?", "en", "Wait, DOES it go to my hand?"),
    ("we draw two, don't we?", "en", "we draw two, do we?"),
    ("¿No hay que poner ninguna ficha si nadie paga?", "es", "¿hay que poner alguna ficha si nadie paga?"),
    ("Oye, ¿acaso no se puede robar dos?", "es", "Oye, ¿acaso se puede robar dos?"),
    ("Se empieza por el más joven, ¿no? Gracias", "es", "Se empieza por el más joven? Gracias"),
    ("¿Qué pasa si no puedo pagar?", "es", "¿Qué pasa si no puedo pagar?"),  # (a condition told: no form)
    ("what if I can't pay the cost?", "en", "what if I can't pay the cost?"),
])
def test_the_question_asked_without_the_negation_of_its_form(question, lang, asked):
    assert negative_asks.asked_positively(question, lang) == asked


# the rule of the thing asked, which the question read without its negation finds: Adulthood's one card per slot
# (not the slot cards' list, which "can't ... together" read as a refusal held), Coming of Age's Frustration token for
# a move to a location next door ("ninguna ficha": "alguna ficha", the thing asked)
POSITIVELY_RANKED = [
    ("can't I keep two Leisure cards in play together?", "adulthood", "cards.one-per-slot"),
    ("¿No tengo que poner ninguna ficha de frustración si voy a la ubicación de al lado?", "coming-of-age",
     "change-location.frustration"),
]


@pytest.mark.parametrize(("question", "game", "entry"), POSITIVELY_RANKED)
def test_the_question_asked_positively_orders_the_entries(question, game, entry):
    assert search(question).hits[0].id == entry


@pytest.mark.parametrize(("question", "game", "entry"), POSITIVELY_RANKED)
def test_without_the_positive_reading_another_rule_came_first(question, game, entry, monkeypatch):
    monkeypatch.setattr(negative_asks, "asked_positively", lambda text, lang: text)
    assert search(question).hits[0].id != entry
