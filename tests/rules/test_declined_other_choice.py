"""Refusing the asked act in the other choice of a must-question, held against a rule that states it as each player's act (issue 12).

"¿Tengo que elegir uno de mis dados, O PUEDO NO visitar ninguna?", "do I
have to pick one of my dice, OR CAN I CHOOSE NOT to go anywhere?": what the
player offers to refuse is the act asked before the "or", not the other
choice's own words; a rule that states that act as what each player does, in
the plain present ("EACH PLAYER chooses one of their Dice"), requires it and
answers (rules/other_choice.py `declined_act`, lexicon
`question_form.obliged_each`, search._declined_required). Questions worded
anew, not those of the sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


# Coming of Age, Playing > 1. Explore New Interests and Choose a Location > Choose a Location: "Each player chooses
# one of their Dice in the road zones and places it on the building of that same location. That is the location
# you visit this turn."
@pytest.mark.parametrize("question", [
    "In Coming of Age, do I have to pick one of my dice for a location, or can I choose not to go anywhere this round?",
    "En Coming of Age, ¿hay que elegir uno de los dados para visitar una ubicación, o puedo no visitar ninguna en "
    "este turno?",
    "En Coming of Age, ¿estoy obligada a elegir uno de mis dados, o puedo no visitar ninguna ubicación este turno?",
])
def test_refusing_an_act_each_player_does_is_answered_by_its_rule(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "phase1.choose")


# LOOP, Gameplay > Start Turn: "At the start of your turn, draw 1 (and only 1) FAVOUR if you have fewer than 5 in
# hand": an order to the player, no act stated as each player's; whether it may be refused stays unsaid.
def test_a_rule_that_only_tells_the_act_does_not_answer_refusing_it():
    result = search("In LOOP, do I have to draw a FAVOUR at the start of my turn, or can I choose not to draw?")
    assert result.answered is False

