"""Everyday Spanish verbs of placing and obtaining ("colocar", "poner",
"obtener") are how a player tells the question, not its topic (issue 12):
a rule that says "puedes colocar" in other words, or never says the verb,
still answers. The questions are worded anew, not copied from the
benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "¿Cuántas Presencias puedo poner como máximo?",
    "¿Cuántas Presencias se pueden colocar como máximo?",
])
def test_a_verb_of_placing_is_a_detail_of_a_limit_question(question):
    # Coming of Age, p. 10, Presence: "You have 4 Character Tokens for Presences, which you may place in up
    # to 4 different locations (never two in the same location)"
    result = search(question)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "presence.limit")


def test_a_verb_of_placing_does_not_hide_the_rule_of_the_thing_placed():
    # Coming of Age, p. 7, Frustration Tokens: "Flip the Token and place it covering the icon at the other (left)
    # end of the same Mood Track"
    result = search("Cuando supero una Frustración, ¿dónde coloco la ficha y con qué cara arriba?", game="coming-of-age")
    assert result.answered and result.hits[0].id == "frustration.overcome", result.missing


def test_placing_somewhere_the_rulebook_never_speaks_of_stays_unanswered():
    # Coming of Age never speaks of tokens on the floor (grep of /work/shared/seeds for "floor"/"suelo": no match)
    assert not search("¿Puedo colocar una Presencia en el suelo?", game="coming-of-age").answered


@pytest.mark.parametrize("question", [
    "¿Cómo se colocan las cartas de Posesión en el CV, a la hora de jugarlas?",
    "A la hora de colocar una carta de Trabajo en mi CV, ¿dónde va?",
])
def test_a_la_hora_de_is_a_fixed_expression_not_a_time_of_day(question):
    # CV, Game Play > 4. Add to CV: "A new Possession or Work card must always go on top of its stack"; "a la
    # hora de" only means "when it comes to": no clock is asked about
    result = search(question, game="cv")
    assert result.answered and result.hits[0].id == "cv.place-work-possession", result.missing
