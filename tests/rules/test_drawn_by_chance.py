"""`ask` answers "random or can I choose?" by the rule that says how the thing is taken (issue 12; rules/drawn_by_chance.py).

Coming of Age's setup: "Each player draws one of the 4 Starting Trait
Tiles"; Adulthood's solo mode: "Baraja las cartas de Logro de solitario y
roba dos". A draw from a face-down pile is the chance asked about, and
says no choice is given; read word by word, "choose" or "azar" was a topic
such a rule never holds, and `ask` said the rulebook was silent. Beside
them, a question of chance whose rule says nothing of how the thing is
taken, which stays unanswered. The questions are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

ANSWERED = [
    ("Is my starting trait tile random, or can I choose the one I want?", "coming-of-age",
     "setup.starting-trait-and-goals"),
    ("Can I choose which starting trait tile I get, or is it random?", "coming-of-age",
     "setup.starting-trait-and-goals"),
    ("¿La Ficha de Rasgo inicial me toca al azar o puedo elegirla?", "coming-of-age",
     "setup.starting-trait-and-goals"),
    ("Modo solitario: ¿el Logro se escoge o sale al azar?", "adulthood", "solo.achievement-draw"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_a_draw_answers_random_or_chosen(question, game, entry):
    result = search(question, game=game)
    assert result.answered
    assert result.hits[0].id == entry


def test_a_rule_that_does_not_say_how_it_is_taken_stays_silent():
    # Adulthood's Meditate puts "one of your facedown Values" in hand; which one, chosen or random, is never said
    # (its "draw a new Values card" is another card)
    result = search("Meditate: which facedown Value goes to my hand, do I choose or is it random?", game="adulthood")
    assert not result.answered
