"""A question about the moment at the end, against a rule of what holds until then (rules/until_end.py, issue 12).

Adulthood rulebook, Player Turns (seed 003): step 2b "Leave the Time and
Resources on the action spots where you placed them until the end of your
turn"; step 4a "Return any spent time tokens from your board to your Time
supply", 4b "Return any spent energy and money tokens ... to the general
supply". What happens AT the end of the turn is step 4's. The probes are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules.until_end import asks_at_end, tells_until

STEP_4 = {"turn.reset-time", "turn.reset-tokens"}


def test_the_end_of_the_turn_is_step_4():
    result = search("what happens to my time meeples at the end of my turn?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id in STEP_4


@pytest.mark.parametrize("text, lang, asked", [
    ("at the end of my turn what happens to my time", "en", True),
    ("Al final de mi turno, ¿qué hago con las fichas?", "es", True),
    # the time until the end is what is asked: that rule answers
    ("do my meeples stay on the spots until the end of my turn?", "en", False),
    ("¿las fichas se quedan hasta el final del turno?", "es", False),
    ("what happens when the deck runs out", "en", False),
])
def test_asks_at_end(text, lang, asked):
    assert asks_at_end(text, lang) is asked


def test_tells_until():
    assert tells_until("Leave placed time and resources on the spots until the end of the turn", "en")
    assert tells_until("Deja el tiempo y los recursos en los espacios hasta el final del turno", "es")
    assert not tells_until("Step 4: take your spent time back to your Time supply", "en")
