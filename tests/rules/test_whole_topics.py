"""Passing one's turn names its own object, the turn (round fabst38, issue 12).

A common topic ("run out", "limit") must be said of the thing the question
names beside it ("the DECK runs out"); passing one's turn is said of the turn
itself, so a word beside it ("can't DECIDE", "para ESPERAR") is no object the
rule must hold: LOOP's "Passing is not allowed" answers (lexicon
`concepts.whole_topics`, search._evidence). Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


# LOOP, Gameplay > Start Turn (p. 6): "you must do 1 and only 1 of the three actions ... Passing is not allowed."
@pytest.mark.parametrize("question", [
    "can't decide what to do, can i skip my turn?",
    "¿Puedo saltarme el turno y esperar a ver qué hacen los demás?",
])
def test_passing_the_turn_beside_another_word_is_answered_by_the_rule_against_passing(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "turn.one-action")

