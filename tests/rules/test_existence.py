"""Whether some card prints an effect is unanswered when the rulebook lists
no card of that kind (rules/existence.py, issue 12).

The rulebooks explain kinds of card, never which cards exist. The probes
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.existence import asked_existence
from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("Is there a Possession card that protects you from bad luck?", "cv"),
    ("¿Hay alguna carta de Salud que te devuelva un dado?", "cv"),
    ("do any Partner cards give energy every round?", "adulthood"),
    # a kind named by its card type, a card "for" something, "whose", an English kind in Spanish
    ("are there possessions that pay you money every turn?", "cv"),
    ("is there a card for getting married?", "cv"),
    ("are there cards whose cost goes down in old age?", "cv"),
    ("¿Hay alguna Career que dé dinero y energía a la vez?", "adulthood"),
    ("are there Health cards among the old age cards?", "cv"),
])
def test_whether_some_card_prints_an_effect_is_unanswered(question, game):
    assert search(question, game=game).answered is False


def test_a_kind_the_rulebook_prints_card_by_card_is_still_answered():
    # LOOP prints every EVENT: Skinner Box refills the slots at once
    result = search("is there an event that refills the empty slots right away?", game="loop")
    assert result.answered is True


@pytest.mark.parametrize("question, lang", [
    ("¿Hay límite de cartas de Rasgo que puedo tener?", "es"),  # a rule's limit, not a card
    ("is there a limit on cards that I can hold?", "en"),
    ("Hay cartas con un borde rojo en la fila, ¿qué significa?", "es"),  # told, then asked what it means
    ("are there any cards left to draw when the deck runs out?", "en"),
])
def test_no_ask_of_a_card_that_exists(question, lang):
    assert asked_existence(question, lang) == ()


@pytest.mark.parametrize("question, lang, kind", [
    ("is there a card for getting married?", "en", ("card",)),  # "a card FOR ...": a card that does it
    ("are there Health cards among the old age cards?", "en", ("health", "cards")),  # which cards a deck holds
    ("are there cards whose cost is only good luck?", "en", ("cards",)),
    ("¿Hay alguna Career cuya acción dé dos energías?", "es", ("career",)),  # the kinds as the Spanish player types them
    ("¿Hay algún Trait que quite la Infelicidad?", "es", ("trait",)),
])
def test_more_ways_to_ask_whether_some_card_prints_an_effect(question, lang, kind):
    assert asked_existence(question, lang) == kind


@pytest.mark.parametrize("question, lang, kind", [
    # the ask said short, with no "is there" / "hay": what the card does still follows the kind
    ("any card that lets you keep a die for the next round?", "en", ("card",)),
    ("¿Alguna carta que te devuelva el dinero pagado?", "es", ("carta",)),
    # Adulthood's Resources, named as a kind of card (Card Types: "Resource" cards), in either language
    ("is there a Resource that gives energy every round?", "en", ("resource",)),
    ("¿Hay algún Recurso que dé dinero sin poner tiempo?", "es", ("recurso",)),
])
def test_short_asks_and_resources_ask_whether_some_card_prints_an_effect(question, lang, kind):
    assert asked_existence(question, lang) == kind


@pytest.mark.parametrize("question, lang", [
    ("any tips for a first game?", "en"),  # no kind of card after "any"
    ("Any bonus for finishing first?", "en"),
    ("¿Alguna idea de cómo se juega la primera ronda?", "es"),
    ("¿Algún Evento Vital te puede quitar la pareja?", "es"),  # the kind's name, then a verb: no relative
])
def test_a_short_any_without_a_card_that_does_something_is_no_ask_of_one(question, lang):
    assert asked_existence(question, lang) == ()


def test_a_short_ask_of_a_card_that_does_something_abstains():
    # Adulthood: the rulebook explains Resource cards (they stay in your tableau), never lists them
    assert search("any Resource card that gives money every round in adulthood?").answered is False
    assert search("¿alguna carta de Recurso que dé dinero cada ronda en Adulthood?").answered is False
