"""`referee ask`: the rule a close neighbour outranked comes first once its aliases say what players ask (round voicetop1b).

* LOOP, Competitive Mode > Event (p. 14): an EVENT is drawn face down when
  HAPPINESS enters another zone (events.drawing), and the face-down EVENT are
  triggered only after you end your turn (events.triggering). Asked when the
  EVENT one drew are activated, the question names the drawing ("que robo",
  "i drew") only to say which EVENT: Spanish "activar evento" stood on the
  drawing entry and took those questions. It stands on the triggering entry
  now, with the entry's own case in both languages (the EVENT drawn,
  triggered). When one draws stays the drawing rule, and whether one may look
  at them first stays a gap.
* CV, Select Cards: event symbols not used are lost; asked whether the
  symbols not needed can be kept for later, the rule of playing event cards
  to help buy came first. English only: the Spanish wording measured
  ("guardar para después los símbolos del evento que no usé") answered
  unanswerable questions of keeping dice or tokens, and was dropped.

Worded anew for these tests (not the benchmark's wording).
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


@pytest.mark.parametrize("question, entry", [
    # CV, Select Cards: event symbols not used are lost, no tokens for them
    ("in cv i played an event card with three symbols but only needed two to buy, can i keep the last one for later",
     "select.events-unused"),
    # the close neighbours: playing an event card to help buy; a bought event card kept in hand
    ("in cv can i play an event card from my hand to help buy a card", "select.events"),
    ("in cv can i keep a bought event card in my hand for later", "cv.events-hand"),
])
def test_event_symbols_kept_for_later(question, entry):
    result = search(question, limit=3)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("cv", entry)
