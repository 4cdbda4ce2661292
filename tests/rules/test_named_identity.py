"""Whether two named components are one is unanswered unless a near rule
has a word of sameness or difference (rules/named_identity.py, issue 12).

A rule names a component where it is used; that it is or is not another
named component, the rulebook says in words of sameness, or not at all.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # LOOP, Solo mode: the blue RENEW takes "from central LANDFILL", the burn discards "from deck to Discard Pile":
    # both piles named, never said to be one or two
    ("In solo, is the Discard Pile the same pile as my LANDFILL?", "loop"),
    ("¿La pila del LANDFILL es la misma pila que la Discard Pile?", "loop"),
    # LOOP, DEPLETION: "occurs when the MATERIAL deck is empty": never said whether the card is a MATERIAL
    ("¿La carta de DEPLETION es un tipo de MATERIAL?", "loop"),
    # Adulthood, End of Solo Game: "record your final score with a marker in the box on the Achievement card":
    # a pen, or a Score Marker? (Components, p. 2: "8 Wooden Score Markers")
    ("Is the marker I write my solo score with a different marker from the Score Markers?", "adulthood"),
])
def test_two_components_asked_to_be_one_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True


@pytest.mark.parametrize("question, game", [
    # "the same THING as" names no kind of component: LOOP's SALARY and WORK are each a rule
    ("Is SALARY the same thing as WORK?", "loop"),
    # "the same SPACE as" compares a place, which rules state
    ("If my die is on the same space as another player's, do we both get the Memory?", "coming-of-age"),
])
def test_no_kind_of_component_is_no_identity_asked(question, game):
    assert search(question, game=game).answered is True


@pytest.mark.parametrize("question", [
    # CV, card types: "Work requires sacrifices"; cards with a cost: "Some cards have a red slash on their effect":
    # the rulebook never says the sacrifices are the red slash, nor that they are not
    "Work cards require sacrifices: is that the red slash cost, or something different?",
    "¿Los sacrificios que piden las cartas de Trabajo son el coste de barra roja o son otra cosa distinta?",
])
def test_a_reading_asked_against_something_different_is_unanswered(question):
    assert search(question, game="cv").answered is False


def test_something_else_asks_for_a_stand_in():
    # Coming of Age, set-up: Willpower and Motivation Tokens are unlimited: "otra cosa" alone asks for a stand-in
    assert search("Si me quedo sin Fichas de Motivación, ¿puedo usar otra cosa?", game="coming-of-age").answered is True


def test_doing_something_different_compares_modes():
    # Adulthood, Solo Mode: Meditate is changed in solo: "does X do something different" asks a mode's rule
    assert search("In solo, does Meditate do something different?", game="adulthood").answered is True
