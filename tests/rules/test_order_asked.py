"""An order asked gets the sibling whose title states the order (rules/order_asked.py).

CV, Social Assistance: "Players using social assistance take their cards in
clockwise order, starting with the player who is just finishing their turn."
Asked in what order two eligible players take their cards, the search put
first the entry of who is eligible, or of the free card itself: they hold the
same words, and the order is a word. The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import order_asked
from referee.rules.normalize import words
from referee.rules.search import search

ORDER_ASKED = [
    ("we both qualify for social assistance, in what order do we take the cards?", "en"),
    ("¿en qué orden agarran la carta gratis los de ayuda social?", "es"),
]


@pytest.mark.parametrize(("question", "lang"), ORDER_ASKED)
def test_an_order_asked_is_answered_by_the_rule_that_states_it(question, lang):
    result = search(question, game="cv", lang=lang)
    assert result.answered
    assert result.hits[0].id == "social.order"


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("in what order do we score?", "en", True),
    ("who picks first when two players qualify?", "en", True),
    ("¿en qué orden se puntúa?", "es", True),
    ("¿quién elige primero?", "es", True),
    # the start player, or the list of phases, not an order of things named
    ("who starts the game?", "en", False),
    ("what's the order of the phases?", "en", False),
    ("¿quién empieza la partida?", "es", False),
])
def test_the_words_that_ask_for_an_order(question, lang, asked):
    assert order_asked.asks_order(words(question), lang) is asked


def test_the_steps_of_final_scoring_asked_in_order_come_before_the_trigger():
    result = search("after the markers cross, in what order is final scoring done?", game="adulthood", lang="en")
    assert result.hits[0].id == "end.scoring-steps"


def test_an_order_asked_beside_another_ask_still_reaches_the_rule_that_states_it():
    question = ("at the end of a round in Coming of Age, in what order do the new mood counters come in and which "
                "dice do we get in round 3?")
    assert search(question, game="coming-of-age", lang="en").hits[0].id == "end-of-round.new-mood-track"


def test_a_title_states_an_order_when_it_says_clockwise_or_in_order():
    assert order_asked.states_order("Social assistance is taken clockwise from the current player", "en")
    assert order_asked.states_order("Pasos de la puntuación final, en orden", "es")
    assert not order_asked.states_order("Eligible if another player has at least twice as many CV cards", "en")
    assert not order_asked.states_order("Ayuda social: toma gratis cualquier carta de la fila", "es")


def test_nothing_moves_when_no_near_title_states_an_order():
    scored = [(50.0, 1), (49.0, 2)]
    titles = {1: "Eligible if another player has twice as many cards", 2: "Take any track card for free"}
    assert order_asked.order_entry_first(scored, lambda n: (titles[n], "en"), lambda n: "cv") is None


@pytest.mark.parametrize(("question", "game", "first"), [
    # Adulthood, End of Game: "Final scoring steps, in order": negative tokens are step 1, Values step 4
    ("¿Qué va antes al puntuar, las fichas negativas o los Values?", "adulthood", "end.scoring-steps"),
    ("At the end, which comes first, the negative tokens or the Values cards?", "adulthood", "end.scoring-steps"),
    # Coming of Age, phase 1: "Order of phase 1: choose, change, fulfil, then retrieve"
    ("¿Qué va antes en la fase 1, avanzar el Contador de Realización Personal o recoger los dados?", "coming-of-age",
     "phase1.order"),
])
def test_which_of_two_goes_first_is_answered_by_the_entry_that_gives_the_order(question, game, first):
    result = search(question, game=game)
    assert result.answered
    assert result.hits[0].id == first


def test_a_free_order_is_no_order_laid_out():
    # "in any order" tells a free order, not the steps in order (rules/sequence.py `gives_order`)
    from referee.rules.sequence import gives_order
    assert gives_order("Final scoring steps, in order", "en")
    assert gives_order("Orden de la fase 1: elegir, cambiar, avanzar y luego recoger", "es")
    assert gives_order("The 4 phases of a turn", "en")
    assert not gives_order("Step 4: score happy from each Values card, in any order", "en")
    assert not gives_order("Paso 3: tomar del mercado y jugar cartas en cualquier orden", "es")
