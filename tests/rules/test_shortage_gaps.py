"""`ask` tells the gap about a supply used up, told as the scene of a rule's case (issue 12; rules/shortage_gaps.py).

"All my Frustration Tokens are already placed. My Counter has to bounce
left: what now?": the rule of the case (a left bounce) covers every other
word, but the rulebook never says what happens with none left to place; the
catalog's gap about that shortage is told. Beside each, a near question it
must not change. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import shortage_gaps
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("All my Frustration Tokens are already placed", "en", True),
        ("we have none left", "en", True),
        ("all my tracks already have a token", "en", False),  # each track's state, not a supply
        ("she has fewer COIN than me", "en", False),  # a comparison
        ("I can't pay the cost", "en", False),  # a price, not a supply
        ("no me queda ninguna ficha", "es", True),
        ("me quedé sin monedas", "es", True),
        ("tiene menos COIN que yo", "es", False),  # a comparison
    ],
)
def test_used_up_phrases(text, lang, said):
    assert shortage_gaps.says_used_up(words(text), lang) is said


def test_only_a_sentence_of_scene_counts():
    assert shortage_gaps.scene_says_shortage("All my tokens are already placed. What now?", "en")
    assert not shortage_gaps.scene_says_shortage("What if all my tokens are already placed?", "en")


@pytest.mark.parametrize(
    "text",
    [
        "All my Frustration Tokens are already placed. My Counter has to bounce left: what now?",
        "Ya coloqué mis 5 Fichas de Frustración y no me queda ninguna. ¿Qué pasa si ahora reboto a la izquierda?",
    ],
)
def test_left_bounce_with_no_frustration_token_left_is_the_gap(text):
    # Coming of Age rulebook, Individual Player Setup: "Place 5 Frustration Tokens ... Excess Frustration Tokens are
    # removed from the game"; p. 8 (Bouncing on a Track to the Left): put a Frustration Token at the far right or
    # lose 2 VEP -- what a player with none left in the supply does, the rulebook never says
    result = search(text)
    assert not result.answered
    assert result.gap is not None and result.gap.id == "gap.frustration-supply-out"


def test_a_rule_of_the_shortage_keeps_the_question():
    # Coming of Age solo rules, Rob's turn step 1: "If Rob has fewer Interest Tokens than Dice, place the ones he
    # has starting with the lowest-value Die" -- a rule whose title states the shortage answers
    result = search("Rob threw 3 dice and has only 1 Interest Token left. Where does it go?")
    assert result.answered and result.hits[0].id == "solo.rob-interest-shortage"


def test_every_track_taken_is_no_supply_used_up():
    # Coming of Age rulebook p. 7 (Change Location): "If none of your available Mood Tracks is free of Frustration
    # Tokens, you cannot change your Die's location" -- a rule of its own answers
    result = search("All my open mood tracks already have a frustration token. Can I still change location?")
    assert result.answered and result.hits[0].id == "change-location.no-free-track"
