"""The other choice a must-or-may question offers is answered by the rule of the asked act (issue 12).

"Do I have to roll all my Dice, OR CAN I KEEP ONE BACK?", "¿tengo que
descartar la más antigua, O PUEDO ELEGIR cuál?": the obligation asked is
the question's form, the act it is asked of is the topic, and the rule of
that act answers whether the other choice is open without naming it
(rules/other_choice.py, lexicon `question_form.other_choice_*`). Questions
worded anew, not those of the sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.other_choice import asked_part, offered
from referee.rules.search import search


# LOOP, Gameplay > Start Turn (p. 7): "You can only keep up to 3 ACTIVITY in your AREA and must discard any older
# one to the Discard Pile when you complete the 4th and above ACTIVITY."
# Coming of Age, Playing > 1. Explore New Interests: "All players simultaneously roll all the Dice they have
# available for the current round".
@pytest.mark.parametrize("question, game, entry", [
    ("In LOOP, when I finish a fourth ACTIVITY, do I have to discard the older one, or can I choose which one goes?",
     None, "turn.activity-keep"),
    ("En LOOP, al completar una cuarta ACTIVITY, ¿tengo que descartar la más antigua, o puedo elegir cuál?",
     None, "turn.activity-keep"),
    ("Do I have to roll all my Dice in Coming of Age, or can I hold one back for next year?", "coming-of-age",
     "phase1.roll"),
])
def test_the_rule_of_the_asked_act_answers_the_other_choice(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize("question, lang, marked", [
    ("do I have to roll all my dice, or can I keep one back?", "en", ["keep", "one", "back"]),
    ("¿tengo que descartar una, o me puedo quedar todas?", "es", ["quedar", "todas"]),
    ("¿puedo tener varias, o tengo que descartar alguna?", "es", ["descartar", "alguna"]),
    # no obligation asked: two options side by side, which `search._alternatives` reads
    ("can I put it on top or at the bottom?", "en", []),
    ("¿se pone arriba o abajo?", "es", []),
    # no word of leave or duty after the "or": one choice of two things
    ("do I have to discard the red one or the blue one?", "en", []),
])
def test_only_what_follows_or_can_i_in_a_must_question_is_the_other_choice(question, lang, marked):
    folded = words(question)
    places = list(range(len(folded)))
    told = offered(folded, places, lang) or [False] * len(places)
    assert [folded[n] for n in places if told[n]] == marked


def test_the_asked_part_is_cut_before_the_other_choice_as_typed():
    assert asked_part("Do I have to throw out the OLDEST, or can I pick which?", "en") == \
        "Do I have to throw out the OLDEST?"
    assert asked_part("¿Tenés que poner las fichas encima o las podés dejar?", "es") == "¿Tenés que poner las fichas encima?"
    assert asked_part("Can I put it on top or at the bottom?", "en") is None



# Coming of Age, Playing > 2. Experience the Location > Trait Bonus (p. 9): a Trait Bonus lets you draw a Trait Tile,
# OR play a Trait Tile from your hand, or place a Mimic Trait Token. The entry of those options answers whether the
# draw is compulsory or the other choice, playing one from the hand, is open; the entry of the draw alone does not.
@pytest.mark.parametrize("question", [
    "Con un bonus de Rasgo, ¿tengo que robar una Ficha de Rasgo, o puedo jugar una que ya tengo en la mano?",
    "Si me toca una bonificación de Rasgo, ¿estoy obligada a robar Ficha, o puedo jugar una de las de mi mano?",
])
def test_the_entry_of_both_choices_answers_before_the_entry_of_the_asked_act(question):
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "trait-bonus.options"
