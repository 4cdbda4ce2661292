"""`ask` reads a question that asks whether a rule ever gives way (issue 12; rules/exceptions_asked.py).

"Is there ever a case where ...?", "¿hay algún caso en que...?", "any
exception to ...?": the entry of the case the rulebook sets apart from the
general rule answers, before the general rule; and the words of that frame
("case", "forma" in "¿hay alguna forma de...?") are how the player asks,
never a topic the rulebook is silent about. The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import exceptions_asked
from referee.rules.normalize import words
from referee.rules.search import search


def _first(result) -> str:
    return f"{result.hits[0].game}:{result.hits[0].id}"


@pytest.mark.parametrize(
    ("text", "lang", "asked"),
    [
        ("is there ever a case where I lose my turn?", "en", True),
        ("any exception to paying the upkeep?", "en", True),
        ("how do I pay the upkeep?", "en", False),
        ("is there any way to get more money?", "en", False),  # how, as often as whether: no exception asked
        ("¿hay algún caso en que no se pierda el turno?", "es", True),
        ("¿tiene alguna excepción esa regla?", "es", True),
        ("¿hay alguna forma de conseguir más dinero?", "es", False),
    ],
)
def test_exception_asked(text, lang, asked):
    assert exceptions_asked.asks_exception(words(text), lang) is asked


def test_entries_tell_the_exception():
    # CV, Roll the dice: "dice with the bad luck symbol are frozen - they cannot be rerolled"
    assert exceptions_asked.tells_exception("Bad-luck dice are frozen: they cannot be rerolled", "en")
    assert exceptions_asked.tells_exception("quedan congelados: no se pueden volver a tirar", "es")
    assert not exceptions_asked.tells_exception("Reroll any dice, up to twice", "en")


@pytest.mark.parametrize(
    "text",
    [
        "Is there any case where I'm not allowed to reroll a die in CV?",
        "CV: any exception to rerolling dice?",
    ],
)
def test_frozen_dice_answer_an_exception_to_rerolling(text):
    # CV, Roll the dice: "Then the player can reroll any number of the dice, two times. But dice with the bad
    # luck symbol are frozen - they cannot be rerolled." The exception's entry, not the rerolls'
    result = search(text)
    assert result.answered
    assert _first(result) == "cv:roll.bad-luck-frozen"


def test_bounce_with_a_frustration_answers_an_exception_to_bouncing_left():
    # Coming of Age, Bouncing to the left with a Frustration already on the Track: "gain 4 VEP if it is on
    # the far left" (the case that details the plain bounce to the left, which costs 2 VEP)
    assert _first(search("Any exception where bouncing to the left earns me VEP?")) \
        == "coming-of-age:bounce.left-with-frustration"


@pytest.mark.parametrize(
    "text",
    [
        "Is there ever a case where I use the same action spot twice in one turn in Adulthood?",
        "¿Hay alguna forma de jugar dos veces la misma casilla de acción en un turno?",
    ],
)
def test_the_asking_frame_is_no_topic(text):
    # Adulthood, Player Turns: each action spot can be used only once per turn. "case" and "forma" (a way,
    # as "manera") are how the player asks, not a thing the rulebook never speaks of
    result = search(text)
    assert result.answered
    assert _first(result) == "adulthood:turn.once-per-turn"


def test_a_way_asked_of_the_goals_is_answered():
    # Coming of Age, Final Scoring: "Each player may play as many Goal Tiles as Trait Tiles they have played".
    # The player asks for a way around it: the scoring of goals answers, "forma" is no topic
    result = search("¿Hay alguna forma de tener más Fichas de Objetivo que Fichas de Rasgo?")
    assert result.answered
    assert _first(result) == "coming-of-age:scoring.goals"


def test_forma_as_a_shape_is_still_a_topic():
    # the shape of a component ("¿qué forma tienen...?") is no frame of asking: the rulebook does not say it
    assert not search("¿Qué forma tienen las fichas de rasgo?").answered
