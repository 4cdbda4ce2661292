"""A thing already placed, asked to be moved elsewhere, is unanswered unless a near rule moves it
(rules/moved_elsewhere.py, issue 12). The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    # Coming of Age p. 8: an overcome Frustration Token is flipped and placed at the other end of the SAME Mood Track;
    # nothing moves it to another track
    "once my frustration is overcome, may I shift the flipped token to another Mood Track?",
    # Coming of Age: Interest Tokens are left on the building of the location the die was at; nothing moves them
    "Las Fichas de Interés que puse en la ubicación 3, ¿las puedo trasladar a otra ubicación más tarde?",
])
def test_moving_a_placed_thing_no_rule_moves_is_unanswered(question):
    result = search(question, game="coming-of-age")
    assert not result.answered, result.hits[:1]


@pytest.mark.parametrize("question", [
    # Coming of Age: "After choosing a Die you may move it to another location" (paying Frustration Tokens)
    "may I move my chosen die to a different location?",
    "¿puedo mover el dado elegido a otra ubicación?",
])
def test_moving_a_thing_a_rule_moves_is_still_answered(question):
    result = search(question, game="coming-of-age")
    assert result.answered and result.hits[0].id.startswith("change-location."), result.hits[:1]
