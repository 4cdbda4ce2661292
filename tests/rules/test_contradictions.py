"""Two passages of the rulebook told to say different things are unanswered
(rules/contradictions.py, issue 12).

Whichever rule ranks first states one of the two readings; the rulebook
itself does not settle which holds. A dispute between people, or one passage
checked against a board, is still answered by the rule. The probes are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.contradictions import told_contradiction
from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("The setup section says each player takes 2 FAVOUR, but the example on page 6 shows 3. Which one do we follow?", "loop"),
    ("the rulebook says the market has 6 cards but the setup section says 5, which is it", "adulthood"),
    ("Las reglas dicen que se juegan 6 rondas y el resumen pone 5, ¿cuántas rondas hay?", "coming-of-age"),
    ("El reglamento dice las dos cosas: ¿se roban 1 o 2 cartas del track en CV?", "cv"),
])
def test_two_passages_told_to_disagree_are_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False


def test_the_passages_told_are_what_the_rules_do_not_speak_of():
    assert told_contradiction("Card Types says discard it, but the turn steps say keep it. Which is it?", "en") \
        == ("types says", "steps say")
    assert told_contradiction("el reglamento dice las dos cosas", "es") == ("reglamento dice las dos cosas",)
    # one passage named in two words is one passage
    assert told_contradiction("The setup section says each player takes 2 cards", "en") is None


@pytest.mark.parametrize("question, lang", [
    # a person is no part of the rulebook: a dispute the rule answers
    ("my friend says you draw 2, the rulebook says 1. Who is right?", "en"),
    ("Mi pareja dice que se roban 2 cartas y el reglamento dice otra cosa, ¿quién tiene razón?", "es"),
    # one passage only, or "both" said of the players
    ("The setup says both players take 2 cards. Is that for every mode?", "en"),
    # a board or a table checked against the rulebook is no second part
    ("La tabla dice ubicación 0 pero el tablero va de 1 a 10, ¿es la 10?", "es"),
])
def test_no_two_passages_told_to_disagree(question, lang):
    assert told_contradiction(question, lang) is None
