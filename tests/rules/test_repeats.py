"""`ask` reads a question about a repeat or a state already reached (issue 12; rules/repeats.py).

"ALREADY on the last space ... AGAIN", "DOS VECES en el mismo turno": the
sibling entry that states what the repeat does answers, before the entry
about the ordinary case. Beside them, near questions it must not change.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import repeats
from referee.rules.normalize import words
from referee.rules.search import search


def _first(result) -> str:
    return f"{result.hits[0].game}:{result.hits[0].id}"


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("my counter is already at the end, what now?", "en", True),
        ("can I do the same action twice?", "en", True),
        ("can I use a card the same turn I play it?", "en", False),  # the moment, not a repeat
        ("if we both have a die there, do we both get it?", "en", False),  # the players, not a repeat
        ("¿puedo usar la misma acción dos veces?", "es", True),
        ("el contador ya está al final y lo muevo otra vez", "es", True),
        ("¿puedo usar la carta el mismo turno que la juego?", "es", False),
    ],
)
def test_repeat_asked(text, lang, said):
    assert repeats.asks_repeat(words(text), lang) is said


def test_entries_state_the_repeat():
    # Adulthood, Player Turns: "Each action spot can be used only once per turn"
    assert repeats.states_repeat("Each action spot once per turn", "en")
    # LOOP p. 9: "con 2 puedes seguir Aceptando Favores, pero no ganas más Reputación" (a pair: no ... más)
    assert repeats.states_repeat("pero no ganas más Reputación", "es")
    assert not repeats.states_repeat("Wellness upper spot: 2 time for 1 energy", "en")


@pytest.mark.parametrize(
    "text",
    [
        "my orange counter already sits on the rightmost space and a bonus moves it right again: do I gain anything?",
        "Mi contador naranja ya está en la última casilla de la derecha y tengo que moverlo a la derecha otra vez, ¿qué gano?",
    ],
)
def test_bounce_right_answers_a_counter_already_at_the_end(text):
    # Coming of Age p. 8, Bouncing on a Track to the Right: "When you must move a Mood Counter to the right
    # and it is already on the last space, it does not move: you gain the Motivation Token shown at that end"
    assert _first(search(text)) == "coming-of-age:bounce.right"


@pytest.mark.parametrize(
    "text",
    [
        "Con 2 de REPUTATION ya, si acepto otro FAVOUR, ¿subo algo?",
        "I'm already at 2 REPUTATION: does accepting a FAVOUR raise it?",
    ],
)
def test_reputation_cap_answers_a_player_already_at_two(text):
    # LOOP p. 9: "You can hold at most 2 REPUTATION; at 2 you may still ACCEPT FAVOUR but gain no more"
    assert _first(search(text)) == "loop:favours.reputation-cap"


@pytest.mark.parametrize(
    "text",
    [
        "what does the upper wellness spot give?",  # no repeat said: the spot's own entry
        "¿qué da el espacio superior de Bienestar?",
    ],
)
def test_a_spot_asked_once_keeps_its_entry(text):
    # Adulthood board: "Wellness upper spot: 2 time for 1 energy"
    assert _first(search(text)) == "adulthood:board.wellness-upper"



def test_already_telling_the_scene_keeps_the_rule_first():
    # LOOP p. 6, Start Turn: "draw 1 (and only 1) FAVOUR if you have fewer than 5 in hand". "Ya" tells the
    # scene here: the sibling stating a repeat (ACCEPT ... once) scores under PULL_SHARE of the first (at
    # the old share of 0.9 it went first)
    assert _first(search("Ya tengo 5 FAVOURs en la mano, ¿robo igual uno cada turno?")) == "loop:turn.draw-favour"
