"""Whether a result still stands, asked after a slip found late, is unanswered
(rules/result_stands.py, rules/late_fixes.py, issue 12).

The rule of the broken step says how it should have gone, never whether a
game played on after the slip stands. The probes are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.result_stands import result_asked
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("We only noticed at the end that I had dealt myself 4 Values instead of 3. Do my points still stand?", "adulthood"),
    ("Found out after the game that Rob had been given two Trait Tiles too many. Does the final score count?",
     "coming-of-age"),
    ("Al final vimos que alguien robó 2 FAVOUR por turno en vez de 1. ¿Vale la victoria?", "loop"),
    ("En la última ronda olvidamos rellenar la fila de cartas. ¿Cuenta esa ronda?", "cv"),
])
def test_whether_a_result_stands_after_a_slip_is_unanswered(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize("question, game", [
    # a table's own ways of asking for the fix: "put it right", whether to carry on, what is owed; "¿se cambia?"
    ("For two rounds we gave the social assistance card to the wrong player. How can we put it right?", "cv"),
    ("Durante dos rondas cobramos el SALARY doble. Ya pasaron tres turnos. ¿Se recalcula?", "loop"),
])
def test_more_asks_for_a_fix_after_a_slip_are_unanswered(question, game):
    assert search(question, game=game).answered is False


def test_whether_a_thing_counts_without_a_slip_is_still_answered():
    # CV p. 7: the round ends, the old age deck is checked against the number of players
    result = search("Does the last round count if the old age deck runs out during it?", game="cv")
    assert result.answered is True


def test_the_result_asked_is_read_after_the_slip_and_within_reach():
    said = words("we forgot the bonus, does my score count")
    assert result_asked(said, "en", 3) == ("score", "count")
    assert result_asked(words("does a glass count for the 5 types"), "en") is None  # no result named
    assert result_asked(words("cuenta esa ronda"), "es") == ("cuenta", "esa", "ronda")
    assert result_asked(words("count one two three four the score"), "en") is None  # too far apart
