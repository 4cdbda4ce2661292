"""`ask` weighs less what a clause telling the moment of the question says
(issue 12, item 3; rules/scene_weights.py): "... WHILE the bus goes round"
is when, not what is asked.

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.scene_weights import SCENE_WEIGHT, damp_scene, scene_positions
from referee.rules.search import search


def test_the_moment_clause_is_damped_and_the_ask_is_not():
    weights = {"flip": 1.0, "token": 1.0, "bus": 1.0, "token_bus": 1.0}
    damp_scene(weights, ["flip", "token", "whil", "bus"], [False, False, True, True], [])
    assert weights == {"flip": 1.0, "token": 1.0, "bus": SCENE_WEIGHT, "token_bus": 1.0}


def test_a_term_said_outside_the_moment_too_keeps_its_weight():
    weights = {"bus": 1.0}
    damp_scene(weights, ["bus", "whil", "bus", "mov"], [False, True, True, True], [])
    assert weights == {"bus": 1.0}


def test_a_question_that_is_all_moment_or_only_names_the_game_is_left_alone():
    assert scene_positions([True, True], ["dur", "bus"]) == set()
    assert scene_positions([False, True, True], ["plai", "dur", "gam"], frozenset({"dur", "gam"})) == set()
    assert scene_positions([False, True, True], ["plai", "dur", "bus"], frozenset({"dur", "gam"})) == {1, 2}


# Coming of Age: a Memory Token may be used at any moment; the Bus's route is where the table is.
def test_a_memory_token_while_the_bus_moves_ranks_the_token_first():
    result = search("can i turn over my memory token while the bus is going round in phase 3?", limit=3)
    assert result.hits[0].id.startswith(("experience.memory-token", "memory-tokens"))
