"""Which one is lost, asked, gets the sibling that says who chooses it (rules/which_lost.py).

CV, Game Play > 3. Bad Luck: "For each misfortune, the player chooses one
active card (the one lying on top of a stack) in their CV and discards it."
Asked which card a misfortune takes, the search put first the entry of what
three bad luck symbols bring ("Every 3 bad luck symbols = one misfortune"),
whose alias answers how many cards are lost. The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import which_lost
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "con la desgracia de la mala suerte, ¿qué carta pierdo yo?",
    "mala suerte, me toca una desgracia: ¿cuál carta hay que descartar?",
])
def test_which_card_is_lost_is_answered_by_the_rule_that_says_who_chooses_it(question):
    result = search(question, game="cv", lang="es")
    assert result.answered
    assert result.hits[0].id == "badluck.discard-active"


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("which card do I have to discard?", "en", True),
    ("¿qué carta pierdo?", "es", True),
    ("¿cuál carta tengo que tirar?", "es", True),
    # what happens, not which one
    ("what happens if I lose a card?", "en", False),
    ("¿qué pasa si pierdo una carta?", "es", False),
    # how many, the count's entry answers
    ("¿cuántas cartas tengo que descartar?", "es", False),
    ("how many cards do I lose?", "en", False),
    # the cards lost, not which ones
    ("¿las cartas que pierdo van a la caja?", "es", False),
    # what a choice costs: "do" stands where the thing would, and is a filler, no thing
    ("I choose WORK, what do I lose and what do I gain?", "en", False),
])
def test_the_words_that_ask_which_one_is_lost(question, lang, asked):
    assert which_lost.asks_which_lost(words(question), lang) is asked
