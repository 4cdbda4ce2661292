""""Is it fair that...?" asks whether a move is allowed, not about the Fair trait (issue 12; rules/fair_asked.py).

A child at a family table asks "is it fair to use an energy token as a time meeple?": whether the move told is
within the rules. The judgement is the question's frame, never a topic (Coming of Age's Fair trait made "fair"
a word only that trait's entry covers), so the rule that settles the move answers. The questions are written
for this test, not taken from the question sets.
"""

from __future__ import annotations

from referee.rules import fair_asked
from referee.rules.normalize import words
from referee.rules.search import search


def test_the_rule_on_the_move_answers_a_question_of_fairness():
    # Adulthood, Player Turns, step 1: "Note that energy tokens can also be used as extra time meeples."
    result = search("Is it fair that my sister puts an energy token where a time meeple should go?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "turn.energy-as-time"


def test_in_spanish_vale_que_is_the_frame():
    assert fair_asked.positions(words("¿Vale que mi hijo juegue con la carrera INTERN?"), "es") == {0, 1}
    assert fair_asked.positions(words("¿Es justo que ella empiece?"), "es") == {0, 1, 2}


def test_the_fair_trait_keeps_its_word():
    # Coming of Age, Trait and Goal Tiles > Traits: "Fair Trait, VEP 3: have the same number of Character Tokens
    # on the right side and on the left side of the Friendship Track"
    assert fair_asked.positions(words("what does the Fair trait ask for?"), "en") == set()
    assert search("what does the Fair trait ask for?", game="coming-of-age").hits[0].id == "trait.fair"
