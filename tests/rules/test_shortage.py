"""`ask` reads a question about running short (issue 12; rules/shortage.py).

"Rob ONLY has 1 token LEFT", "SOLO LE QUEDA 1 ficha": the entry whose title
states the shortage answers, before the entry about the thing itself. Beside
each, a near question it must not change. The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import shortage
from referee.rules.normalize import words
from referee.rules.search import search


def _first(result) -> str:
    return f"{result.hits[0].game}:{result.hits[0].id}"


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Rob Bot threw 4 dice and has only 1 interest token left", "en", True),
        ("I'm out of coins, what now?", "en", True),
        ("we have no favours left", "en", True),
        ("at the end of the year we still have dice left", "en", False),  # still has: no shortage
        ("the deck ran out, which deck comes next?", "en", False),  # a deck's end asks for the next deck
        ("a Rob solo le queda 1 ficha de interés", "es", True),
        ("ya no me queda felicidad", "es", True),
        ("no me queda claro cómo tira Rob", "es", False),  # "no me queda claro": not understanding
        ("¿cuándo se acaba la partida?", "es", False),  # the game's end, not a shortage
        ("Rob holds fewer interest tokens than the dice he threw", "en", True),  # fewer ... than: short of them
        ("a Rob le quedan menos fichas que dados", "es", True),
        ("si Rob ya no tiene fichas de interés", "es", True),  # "ya no tiene": none left any more
        ("Rob has no more interest tokens in his supply", "en", True),
        ("Rob tiene fichas de interés", "es", False),
        # a price the player cannot meet is running short of what pays it
        ("my HAPPINESS is too low to pay for WORK", "en", True),
        ("I can't afford the COIN it costs", "en", True),
        ("no me llega el dinero para la Cita", "es", True),
        ("tengo demasiado poca Felicidad para trabajar", "es", True),
        ("me llega una ficha nueva, ¿dónde la pongo?", "es", False),  # "me llega" alone: something arrives
        ("my HAPPINESS is low, should I WORK?", "en", False),  # low, but nothing it cannot pay
    ],
)
def test_shortage_phrases(text, lang, said):
    assert shortage.says_shortage(words(text), lang) is said


def test_titles_state_shortage_in_either_language():
    # LOOP rulebook p. 6 (Start Turn): "WORK with no HAPPINESS left"; the Spanish title says "sin Felicidad"
    assert shortage.states_shortage((("WORK with no HAPPINESS left: take 1 COIN and end your turn", "en"),
                                     ("Trabajar sin Felicidad: toma 1 Moneda y acaba tu turno", "es")))
    assert not shortage.states_shortage((("Rob's phase 1: Interest Tokens instead of Dice", "en"),))


@pytest.mark.parametrize(
    "text",
    [
        "Rob Bot threw 4 dice and has only 1 interest token left: where does it go?",
        "A Rob le salen 4 dados pero solo le queda 1 ficha de interés, ¿dónde la pone?",
        "Rob threw his dice but holds fewer interest tokens than that, what does he do?",
        "Jugando solo, Rob ya no tiene Fichas de Interés y le tocan 3 dados, ¿qué hace?",
    ],
)
def test_rob_short_of_interest_tokens_first(text):
    # Coming of Age solo mode, Rob's turn step 1: "If Rob has fewer Interest Tokens than Dice, place the ones
    # he has starting with the lowest-value Die" -- its own entry, not Rob's roll
    assert _first(search(text)) == "coming-of-age:solo.rob-interest-shortage"


@pytest.mark.parametrize(
    "text",
    [
        "Rob Bot threw 4 dice: where do his interest tokens go?",  # no shortage said: Rob's roll
        "no me queda claro cómo tira Rob los dados",  # an idiom of understanding, not of running short
    ],
)
def test_rob_roll_without_a_shortage_unchanged(text):
    # Coming of Age solo mode, Rob's turn step 1: "Rob rolls the same number and types of Dice as you"
    assert _first(search(text)) == "coming-of-age:solo.rob-roll"


@pytest.mark.parametrize(
    "question",
    ["¿qué pasa si me quedo sin fichas de motivación?", "nos quedamos sin fichas de motivación, ¿qué hacemos?"],
)
def test_running_out_said_with_sin_is_answered(question):
    """"me quedo SIN fichas" is running out (the phrase's "sin" denies
    nothing of the tokens after it): the rule that calls the tokens unlimited
    answers, as for "what if I run out of motivation tokens?"."""
    result = search(question, game="coming-of-age")
    assert result.answered
    assert _first(result) == "coming-of-age:setup.unlimited-tokens"


@pytest.mark.parametrize(
    "text",
    [
        "I want to WORK but my HAPPINESS is too low to pay what it costs, what happens?",
        "mi Felicidad es demasiado poca para TRABAJAR, ¿qué hago?",
    ],
)
def test_work_too_low_to_pay_gets_its_own_case(text):
    # LOOP rulebook p. 6 (Start Turn): "If you have no HAPPINESS to deduct when you WORK, take 1 COIN ... and end
    # your turn" -- the rule of that case, before the SALARY a CAREER gives and costs
    assert _first(search(text, game="loop")) == "loop:turn.work-no-happiness"


def test_salary_cost_without_a_shortage_unchanged():
    # a price asked, nothing short of it: how to read the SALARY of a CAREER
    assert _first(search("how much HAPPINESS does WORK cost for the Scholar?", game="loop")) == "loop:careers.salary"
