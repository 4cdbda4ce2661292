"""Whether the rulebook says a quoted wording, asked of the wording itself ("does the rule literally say 'X'?",
"¿la regla dice 'X'?"), is answered by the rule that holds it (rules/wording_asked.py).

The questions are written for these tests, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import wording_asked
from referee.rules.search import search

# LOOP: one action per turn, passing is not allowed (turn.one-action); Coming of Age: the hand of Trait and Goal
# Tiles is always hidden (setup.hidden-hand). The words after the ask tell why the player asks.
ASKED = [
    ("does the rulebook actually say 'passing a turn is not allowed'? my son wants to skip since every action looks "
     "bad for him", "loop", "turn.one-action"),
    ("does the rulebook say Trait and Goal Tiles in hand 'are always hidden'? my uncle shows his goals around to "
     "strike deals", "coming-of-age", "setup.hidden-hand"),
    ("¿La regla dice que las Fichas de Rasgo y de Objetivo de la mano 'siempre están ocultas'? Mi sobrina se las "
     "enseña a todos para negociar", "coming-of-age", "setup.hidden-hand"),
]


@pytest.mark.parametrize("question, game, entry", ASKED)
def test_the_rule_that_holds_the_wording_answers(question, game, entry):
    result = search(question, limit=3)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("question, game, entry", ASKED)
def test_without_the_reading_the_reason_told_leaves_it_unanswered(question, game, entry, monkeypatch):
    monkeypatch.setattr(wording_asked, "asks_wording", lambda text, lang: False)
    assert search(question, limit=3).answered is False


@pytest.mark.parametrize("question, lang, asked", [
    ("does the rule literally say 'no passing'? my friend wants to pass", "en", True),
    ("does the text say my hand 'is always hidden', or is it a suggestion?", "en", True),
    ("¿El reglamento dice literalmente 'no se puede pasar'?", "es", True),
    ("¿Dice que 'no se puede pasar'? Mi primo quiere pasar", "es", True),
    # a rule quoted as a statement, then asked about, is no ask of its wording (rules/quoted_checks.py reads some)
    ("The rule says 'no passing'. can my friend pass?", "en", False),
    ("El reglamento dice 'no se puede pasar'. ¿Puedo pasar si no me gusta nada?", "es", False),
    # a question word before the mark asks a new case; a rulebook told silent is left to rules/said_silent.py
    ("does it say what happens 'after the last round'?", "en", False),
    ("does the rulebook say 'no passing' anywhere? the rules don't say it", "en", False),
])
def test_the_wording_is_asked_by_a_yes_no_frame_of_saying_before_the_quote(question, lang, asked):
    assert wording_asked.asks_wording(question, lang) is asked
