"""A word of an act told as a thing is the game's thing, not the act (issue 12; rules/acts_as_things.py).

"went to THE PLACE where I left my Interest Tokens": Coming of Age's
glossary reads "place" as its Location, and the rules say the act of placing
far more often. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import acts_as_things
from referee.rules.search import search


def _first(result) -> str:
    return f"{result.hits[0].game}:{result.hits[0].id}"


def test_an_act_after_an_article_is_a_thing():
    surface = ["went", "to", "the", "place"]
    assert acts_as_things.positions_of_things(surface, [False, False, False, True], "en") == [3]
    # ... and not when it is told as the act ("where do I place it")
    assert acts_as_things.positions_of_things(["where", "place", "it"], [False, False, False], "en") == []


def test_the_thing_weighs_and_the_act_leaves():
    weights = {"plac": 1.0, "~game:2": 0.7, "~common:16": 0.7, "token": 0.6}
    matches = [(0, 1, frozenset({"~game:2", "~common:16"}))]
    acts_as_things.read_as_things(weights, ["plac", "token"], [0], matches)
    assert weights == {"~game:2": 1.0, "token": 0.6}


def test_the_act_said_elsewhere_stays():
    weights = {"plac": 1.0, "~game:2": 0.7, "~common:16": 0.7}
    matches = [(0, 1, frozenset({"~game:2", "~common:16"})), (2, 3, frozenset({"~game:2", "~common:16"}))]
    acts_as_things.read_as_things(weights, ["plac", "die", "plac"], [0], matches)
    assert weights["plac"] == 1.0 and weights["~common:16"] == 0.7


def test_an_everyday_word_alone_is_left_as_it_is():
    weights = {"plac": 1.0, "~common:16": 0.7}
    acts_as_things.read_as_things(weights, ["plac"], [0], [(0, 1, frozenset({"~common:16"}))])
    assert weights == {"plac": 1.0, "~common:16": 0.7}


@pytest.mark.parametrize(
    "text",
    [
        # Coming of Age rulebook p. 7, "Advance the Personal Fulfillment Counter": the Interest Tokens at the final location
        "there were 2 of my interest tokens at the place I finally picked. what do I get?",
        "I finally went to the place where I had left 3 interest tokens, what do I get",
    ],
)
def test_tokens_at_the_place_reached(text):
    assert _first(search(text)) == "coming-of-age:fulfillment.advance"
