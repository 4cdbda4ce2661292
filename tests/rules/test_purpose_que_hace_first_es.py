""""¿QUÉ HACE el símbolo de mala suerte?" asks what a thing is for, with the thing told after the frame (issue 12;
rules/purpose.py, lexicon es `purpose_subjects`).

In Spanish "¿qué hace(n)?" may come first and the thing after it, opened by an article or a demonstrative ("el",
"las", "esta"). Before this, only "Las fichas de X, ¿qué hacen?" was read as a purpose question, and "¿Qué hace el
símbolo de mala suerte del dado?" kept the CV entry that lists the six symbols first. The pronoun "él" (a player:
"¿qué hace él si ...?") is no article, told apart as typed. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import purpose
from referee.rules.search import search


@pytest.mark.parametrize(("question", "frame"), [
    ("¿Qué hace el símbolo de mala suerte de los dados?", {1}),
    ("Oye, ¿qué hacen esas fichas de Motivación?", {2}),
    ("¿Qué hace él si no le queda ninguna?", set()),  # (a player does it: no thing asked)
    ("¿Qué hace Rob en su turno?", set()),  # (a name, no article: what a player does)
])
def test_que_hace_then_an_article_frames_the_thing_after_it(question, frame):
    assert purpose.purpose_positions(question, "es") == frame


def test_que_hace_first_is_answered_by_the_rules_of_the_thing():
    result = search("¿Qué hace la cara de mala suerte de un dado en CV?")
    assert result.answered
    assert result.hits[0].id in {"roll.bad-luck-frozen", "badluck.misfortune", "badluck.discard-active"}
