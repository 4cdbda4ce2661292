"""Declining an act the rule offers as one side of a choice: the choice answers (issue 12; rules/declined_choices.py).

"Can I choose not to put a Frustration Token?" asks whether the act is
required. Coming of Age's left bounce offers it as one side of a choice
("choose either to put a Frustration Token ... or to lose 2 VEP"), LOOP's
Insurance too ("Choose to toss 1 COIN or to lose 1 COIN"): not doing it is
taking the other side, which the rule states. A rule that only tells what
happens ("The player rolls 4 dice") still leaves declining a silence.
Questions written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.declined_choices import choice_phrases
from referee.rules.search import search


# Coming of Age, Bouncing (seed 001): "choose either to put a Frustration Token over the Motivation icon ... or to
# lose 2 VEP"; LOOP, Event Overview: "Insurance - IMMEDIATE. Choose to toss 1 COIN or to lose 1 COIN."
@pytest.mark.parametrize(("question", "expected"), [
    ("my counter bounced off the left end. can i choose not to put a frustration token on it?", "bounce.left"),
    ("Mi contador rebotó en el extremo izquierdo, ¿puedo elegir no poner la Ficha de Frustración?", "bounce.left"),
    ("Insurance came up. Am I allowed not to toss the coin?", "event.insurance"),
    ("Salió Insurance: ¿puedo no lanzar la moneda?", "event.insurance"),
])
def test_declining_one_side_of_a_choice_is_answered_by_the_rule_of_the_choice(question, expected):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == expected


# CV, Roll The Dice: "The player rolls 4 dice" offers no other side; declining the roll stays a silence
@pytest.mark.parametrize("question", [
    "In CV, can I choose not to roll the dice this turn?",
    "En CV, ¿puedo elegir no tirar los dados este turno?",
])
def test_declining_an_act_no_rule_offers_as_a_choice_stays_a_silence(question):
    result = search(question, game="cv")
    assert result.answered is False
    assert result.hits[0].id == "roll.four-dice"  # shown as related
    assert set(result.missing) & {"choose", "not", "elegir", "no"}  # the declining is what is missing


def test_the_phrases_of_a_choice_are_data_in_both_languages():
    assert ("choose", "to") in choice_phrases("en")
    assert ("elige", "entre") in choice_phrases("es")
