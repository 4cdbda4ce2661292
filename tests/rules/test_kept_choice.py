"""Giving a thing up or keeping it, offered as a choice: the rule that says it is kept answers (rules/kept_choice.py, issue 12).

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.kept_choice import kept_offered
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Once a Memory Token is flipped to its used side, should I give it back to the supply or keep it by my board?",
    "Una vez usada la Ficha de Recuerdo, ¿la devuelvo a la reserva o me la quedo junto al tablero?",
])
def test_a_rule_that_keeps_the_thing_answers_giving_it_up_or_keeping_it(question):
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "memory-tokens.single-use"


def test_the_giving_up_is_read_only_beside_keeping_offered_after_or():
    assert kept_offered(words("should I give it back or keep it?"), "en") == frozenset({"give", "it", "back"})
    assert kept_offered(words("¿la devuelvo o me la quedo?"), "es") == frozenset({"la", "devuelvo"})
    assert kept_offered(words("should I give it back to the supply?"), "en") == frozenset()
    assert kept_offered(words("does it go back or stay with me?"), "en") == frozenset()
