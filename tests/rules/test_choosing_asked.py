"""A choice asked gets the sibling that says who chooses (rules/choosing_asked.py).

CV, Bad Luck: "For each misfortune, the player chooses one active card (the
one lying on top of a stack) in their CV and discards it." Asked who chooses
the card lost, the search put first the entry of what three bad luck symbols
bring: it holds the scene's words, and the choice is a word. The questions
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import choosing_asked
from referee.rules.normalize import words
from referee.rules.search import search

CHOICE_ASKED = [
    ("I got 3 bad luck this turn - who chooses which card I lose?", "en"),
    ("tengo 3 símbolos de mala suerte, ¿la carta que pierdo la elijo yo?", "es"),
]


@pytest.mark.parametrize(("question", "lang"), CHOICE_ASKED)
def test_a_choice_asked_is_answered_by_the_rule_that_says_who_chooses(question, lang):
    result = search(question, game="cv", lang=lang)
    assert result.answered
    assert result.hits[0].id == "badluck.discard-active"


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("who decides which card goes?", "en", True),
    ("can I pick the one I keep?", "en", True),
    ("¿quién elige la carta?", "es", True),
    ("¿cómo escojo mi profesión?", "es", True),
    # a thing told chosen, not a choice asked
    ("I chose the blue one, what now?", "en", False),
    ("elegí la azul, ¿y ahora qué?", "es", False),
])
def test_the_words_that_ask_for_a_choice(question, lang, asked):
    assert choosing_asked.asks_choice(words(question), lang) is asked


def test_an_entry_says_who_chooses_when_it_says_the_player_chooses():
    assert choosing_asked.says_who_chooses("the player chooses one active card and discards it", "en")
    assert choosing_asked.says_who_chooses("el jugador elige una carta activa de su CV", "es")
    assert not choosing_asked.says_who_chooses("every 3 bad luck symbols bring one misfortune", "en")


def test_nothing_moves_when_no_near_entry_says_who_chooses():
    scored = [(50.0, 1), (49.0, 2)]
    said = {1: "every 3 bad luck symbols = one misfortune", 2: "bad luck dice stay frozen"}
    assert choosing_asked.choosing_entry_first(scored, lambda n: (said[n], "en"), lambda n: "cv") is None
