"""`ask` puts a rule before the worked example that illustrates it (issue 12; rules/examples_last.py).

Beside each question it changes, a near one it must not: a question that
asks for an example itself. The questions are worded anew, not copied from
the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import examples_last
from referee.rules.normalize import words
from referee.rules.search import search


def _first(result) -> str:
    return f"{result.hits[0].game}:{result.hits[0].id}"


@pytest.mark.parametrize(
    ("entry_id", "example"),
    [("turn.consume-example", True), ("example.mimic", True), ("social.example", True),
     ("turn.consume-cost", False), ("setup.examples-free", True), ("goal.exemplary", False)],
)
def test_example_ids(entry_id, example):
    assert examples_last.is_example(entry_id) is example


def test_example_words_in_both_languages():
    assert examples_last.asks_for_example(words("give me an example of consuming"), "en")
    assert examples_last.asks_for_example(words("¿hay un ejemplo de cómo se consume?"), "es")
    assert not examples_last.asks_for_example(words("how do I consume an activity?"), "en")


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        # LOOP rulebook p. 7: "you cannot take 2 QUALITY from one MATERIAL" -- the rule, not "Example: CONSUME the DANCE ACTIVITY"
        ("loop: an ACTIVITY shows 2 GLASS, may I take 2 QUALITY off a single GLASS?", "loop:turn.consume-cost"),
        # Adulthood, Cost to Play Bar: a life icon in the green bar must be in your tableau -- the rule, not the Family Time example
        ("Adulthood: una carta pide un icono de Family en su barra verde y yo no tengo, ¿la puedo jugar?",
         "adulthood:cost.life-icon"),
    ],
)
def test_rule_before_its_example(text, rule):
    assert _first(search(text)) == rule


def test_asked_example_stays_first():
    # LOOP rulebook p. 7: the worked example of consuming, asked for as such
    assert _first(search("loop: give me an example of how to CONSUME an ACTIVITY")) == "loop:turn.consume-example"


@pytest.mark.parametrize("text", [
    "El personaje amarillo está en el nivel 2 de mi amistad. ¿Puedo imitar con un Rasgo Mimético la segunda Ficha de Rasgo del jugador amarillo?",
    "personaje amarillo en nivel 2 de amistad, ¿puedo imitar su segunda Ficha de Rasgo?",
])
def test_the_rule_before_an_example_is_not_a_variant_left_unnamed(text):
    # Coming of Age p. 9, Trait Bonus: a Mimic Trait Token goes on "a Trait Tile previously played by another player"
    # whose Character Token is at a level "equal to or higher than the space occupied by that Tile" -- the rule the
    # example of mimicking a level 1 Tile illustrates, not the 2-player variant's row of neutral Traits (p. 12),
    # which the question does not name
    assert _first(search(text)) == "coming-of-age:trait-bonus.mimic"


def test_a_rule_that_may_not_move_is_passed_over():
    ids = {1: "example.mimic", 2: "two-player.mimic", 3: "trait-bonus.mimic"}
    scored = [(50.0, 1), (49.0, 2), (48.0, 3)]
    moved = examples_last.rule_before_example(scored, ids.get, lambda number: "coming-of-age", lambda number: number != 2)
    assert moved == [(48.0, 3), (50.0, 1), (49.0, 2)]
    assert examples_last.rule_before_example(scored, ids.get, lambda number: "coming-of-age") == [
        (49.0, 2), (50.0, 1), (48.0, 3)]
