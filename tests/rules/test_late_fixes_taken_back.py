"""A slip found late, then asked whether what it gave is taken back, is unanswered (rules/late_fixes.py, issue 12).

"Does the card COME OFF?", "Do I GIVE THEM BACK?", "¿SE LE QUITA algo?":
once the table tells it found the slip late, these ask how to undo a game
already played on, which no rulebook gives. The probes are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("We only noticed two rounds later that my sister had taken a Memory card she could not afford. "
     "Does the card come off her board?", "coming-of-age"),
    ("We noticed two turns later that I had put a Character Token on the wrong level and used its bonuses since. "
     "Do I give them back?", "coming-of-age"),
    ("Al final vimos que una jugadora llevaba toda la partida con una carta de más. ¿Se le quita algo al puntuar?", "cv"),
])
def test_whether_a_slip_found_late_is_taken_back_is_unanswered(question, game):
    assert search(question, game=game).answered is False


def test_a_token_coming_off_without_a_slip_is_still_answered():
    # Coming of Age: a Frustration Token is removed from the track when it is overcome (rules of Frustration)
    assert search("When does a Frustration Token come off my track?", game="coming-of-age").answered is True
