"""`referee ask`: words that tell when, or name the game, are not a topic an
answer must hold (issue 12, false abstention).

Each question is worded anew from the pattern behind a false abstention of
the blind sets; the comment quotes the rule that answers it.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

ANSWERED = [
    # Adulthood, Partner cards: "You can only have one Partner active at a time, unless you have the Open
    # Relationship trait." "At the same time" asks how many at once, not of the game's own Time meeples.
    ("how many partners can I have at the same time?", "adulthood", "cards.partner"),
    # Adulthood, Player Turns: Energy may be spent as Time. The words naming the game are the game asked of,
    # never a thing the stand-in rule must name.
    ("in adulthood can I use energy tokens as time meeples?", None, "turn.energy-as-time"),
    # LOOP p. 8, Achieving GOAL: optional, but revealed that same turn. "Apenas" tells when ("as soon as"),
    # never the name of an unknown GOAL card.
    ("¿Tengo que revelar un GOAL apenas lo cumplo o puedo esperar?", "loop", "goal.reveal-timing"),
]


@pytest.mark.parametrize("question, game, expected", ANSWERED)
def test_a_word_of_when_or_of_the_games_name_leaves_the_answer_standing(question, game, expected):
    result = search(question, game=game)
    assert result.answered, (question, result.missing)
    assert result.hits[0].id == expected


def test_the_games_name_does_not_make_an_unstated_stand_in_answered():
    # Adulthood lets Energy stand in for Time and says nothing of Money doing so: still silent with the
    # game named.
    result = search("en Adulthood, ¿puedo usar fichas de dinero como tiempo?")
    assert not result.answered
