"""In the frames of using and counting, a term after a word of place is where the thing lies, not the thing offered
(rules/stand_ins.py, lexicon `question_form.stand_in_places`): "put it ON another SPOT as time", "event cards still
IN MY HAND count as CV cards".

Adulthood rulebook, the turn: time is placed in step 1; no new action is started after it (turn.no-new-actions).
Asked whether an energy gained in step 2 may be put on another spot as time, the search put that rule first, but the
stand-in reading took the SPOT for what was offered as time, found no rule that lets a spot stand in for time and
said the rulebook is silent. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.index import get_index
from referee.rules.search import search
from referee.rules.stand_ins import offered


def test_energy_put_on_another_spot_as_time_is_answered():
    result = search("Adulthood: I got an energy in step 2, may I put it on another spot as time now?", limit=3)
    assert result.answered
    assert result.hits[0].game == "adulthood"


def test_the_place_is_not_what_is_offered():
    index = get_index()
    assert offered("can i put it on another spot as time", "adulthood", index, "en") is None
    assert offered("do event cards still in my hand count as cv cards", "cv", index, "en") is None


def test_the_thing_before_a_place_is_still_offered():
    index = get_index()
    assert offered("can i use a money token as a time meeple", "adulthood", index, "en") is not None
