"""A place offered when asking where a thing goes is a guess, answered by the rule that says where (issue 12).

"Si no puedo pagar el coste, ¿va al descarte?": the CV rule says where the
card goes ("pierde la carta y esta vuelve a la caja"), so it answers the
question, "no: to the box", though it never says the discard pile the
player guessed (rules/guessed_places.py). The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.guessed_places import guessed_place
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "CV: if I can't pay a card's upkeep, does the card go to the discard pile?",
    "CV: una carta cuyo coste no puedo pagar, ¿va al descarte?",
])
def test_a_place_guessed_is_answered_by_the_rule_that_says_where(question):
    # CV rulebook (Cards with a cost): if the player cannot pay the cost, "they lose the card, which goes back to
    # the box"
    result = search(question)
    assert result.answered, result.missing
    assert result.hits[0].id == "cost.cannot-pay"


def test_the_place_offered_is_read_only_after_its_phrase():
    assert {"descarte"} <= guessed_place(words("¿la carta va al descarte?"), "es")
    assert {"discard", "pile"} <= guessed_place(words("does it go to the discard pile?"), "en")
    assert guessed_place(words("can I discard it?"), "en") == frozenset()
