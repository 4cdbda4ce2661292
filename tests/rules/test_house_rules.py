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
