"""`referee ask`: when the EVENT one drew go off is the rule of triggering, not of drawing (round voicetop1b).

LOOP, Competitive Mode > Event (p. 14): an EVENT is drawn face down when
HAPPINESS enters another zone (events.drawing), and the face-down EVENT are
triggered only after you end your turn (events.triggering). Asked when the
EVENT one drew are activated, the question names the drawing ("que robo",
"i drew") only to say which EVENT: Spanish "activar evento" stood on the
drawing entry and took those questions. It stands on the triggering entry now,
with the entry's own case in both languages (the EVENT drawn, triggered).
Worded anew for these tests; both sides: when one draws stays the drawing
rule, and whether one may look at them first stays a gap.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, entry", [
    ("en loop los EVENT que robé cuándo se activan", "events.triggering"),
    ("el EVENT que me tocó robar en loop cuándo lo activo", "events.triggering"),
    ("in loop when do the EVENT i drew actually trigger", "events.triggering"),
    # the close neighbour: when one draws an EVENT
    ("en loop cuándo robo un EVENT", "events.drawing"),
    ("in loop when do i draw an EVENT", "events.drawing"),
])
def test_when_drawn_events_go_off(question, entry):
    result = search(question, limit=3)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("loop", entry)


@pytest.mark.parametrize("question", [
    "en loop puedo mirar los EVENT que robé antes de que se activen",
    "in loop can i look at the EVENT i drew before they trigger",
])
def test_looking_at_drawn_events_first_is_still_a_gap(question):
    result = search(question, limit=3)
    assert not result.answered
    assert result.gap is not None and result.gap.id == "gap.peek-own-events"
