"""`ask` reads "skip doing X" and "¿puedo no hacer X?" as declining X, and a "must I X, or can I refuse?" too (issue 12).

Declining is the action of refusing (lexicon/common.toml, the group of
"refuse"), which a "can I" question asks leave for: "can I skip TAKING a
card" (a verb of doing after "skip", lexicon `[neighbours.declined]`), "¿puedo
no COGER la ficha?" ("no" between "puedo" and an infinitive). A choice
between doing and refusing ("¿estoy obligado a coger la ficha, o puedo
rechazarla?") is not answered by the rule that gives the thing, which
speaks of one side only; it is by a rule that says the thing must be done
("you MUST play a Parent Card": search._declined_required). The questions
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import read_by_neighbours
from referee.rules.search import search

SILENT = [
    # CV, Phases of each round, 1. Roll The Dice (roll.four-dice): "The player rolls 4 dice"; nothing lets a
    # player roll none (grep of the CV rulebook for "skip", "not roll": none)
    ("in CV may I skip rolling the dice this round?", "cv"),
    ("en CV, ¿puedo no tirar los dados esta ronda?", "cv"),
    # Coming of Age, bouncing right (bounce.right): "you gain the Motivation Token shown at that end instead";
    # nothing about refusing it
    ("when my counter bounces right, do I have to take the Motivation Token, or can I refuse it?", "coming-of-age"),
    ("Si un Contador rebota a la derecha, ¿estoy obligado a coger la Ficha de Motivación o puedo rechazarla?",
     "coming-of-age"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_declining_what_a_rule_only_gives_is_not_answered(question, game):
    assert search(question, game=game).answered is False


ANSWERED = [
    # Coming of Age, Parent Cards (parent-card.play): "If you cannot, or choose not to, take a Memory or a
    # Presence in step B, you must play a Parent Card" / "debes jugar una Carta de Padres": what is declined
    # follows a word of requirement
    ("si no quiero tomar un Recuerdo, ¿estoy obligado a jugar una Carta de Padres o puedo no hacer nada?",
     "coming-of-age", "parent-card.play"),
    # LOOP, FAVOUR: "you must choose to either ACCEPT or REJECT": refusing, said
    ("can I skip accepting a FAVOUR someone plays on me?", "loop", "favours.reject"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_a_rule_of_refusing_or_of_a_requirement_answers(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_skip_before_a_verb_of_doing_is_declining():
    assert read_by_neighbours(["can", "i", "skip", "taking", "it"], "en")[2] == "refuse"
    assert read_by_neighbours(["puedo", "no", "cogerla"], "es")[1] == "rechazar"
    # "skip my turn" is passing the turn (its own topic), "no puedo" is not declining
    assert read_by_neighbours(["can", "i", "skip", "my", "turn"], "en")[2] == "skip"
    assert read_by_neighbours(["no", "puedo", "pagar"], "es")[0] == "no"


# Coming of Age, 2. Experience the Location (p. 8): "All players must simultaneously apply all the bonuses in the
# Experience Space"; the Spanish entry says it "Todos los jugadores aplican a la vez todas las bonificaciones": a rule
# that requires by saying all of it is done answers whether one may be left out, as one that says "debes" does.
def test_a_rule_that_says_all_of_it_is_applied_answers_declining_one():
    result = search("¿puedo no aplicar una de las bonificaciones del Espacio de Experiencia?", game="coming-of-age")
    assert result.answered, result.missing
    assert result.hits[0].id == "experience.resolve"
