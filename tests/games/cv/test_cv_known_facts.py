"""Facts already known are never asked again (issue: facts typed once ever):
a card or a life goal seen on an earlier game night — in the user's catalog —
is reported by its name alone; an unknown one still needs its printed facts."""

import pytest

from referee.core.engine import IllegalMove, Setup, parse, play
from referee.games.cv.referee import RULES

PLAYERS = ("A", "B", "C")


def _state(catalog=None):
    state = RULES.setup(Setup("cv", "standard", PLAYERS, catalog=catalog or {}))
    for n in range(1, 6):
        play(RULES, state, parse(RULES, state, f"A: reveal t{n} health cost:health", PLAYERS), in_place=True)
    return state


def _play(state, line):
    return play(RULES, state, parse(RULES, state, line, PLAYERS), in_place=True)


def test_a_known_life_goal_is_revealed_by_its_name():
    # Setup step 4: public life goals are revealed; their points are printed on the card
    state = _state({"goal.cv.collector": {"points": 5}})
    _play(state, "A: goal collector")
    assert state.goals == ["collector"]
    assert state.facts.used == {"goal.cv.collector": {"points": 5}}  # recorded in the session file


def test_an_unknown_life_goal_needs_its_points_once():
    state = _state()
    with pytest.raises(IllegalMove) as refused:
        RULES.check(state, parse(RULES, state, "A: goal collector", PLAYERS))
    assert "not known yet" in refused.value.msg.key
    _play(state, "A: goal collector 5")
    assert state.goals == ["collector"]


def test_a_known_track_card_is_revealed_by_its_name():
    catalog = {"card.cv.used-car": {"deck": "early", "types": ["possession"], "cost": ["money", "money", "money"], "points": 3}}
    state = RULES.setup(Setup("cv", "standard", PLAYERS, catalog=catalog))
    _play(state, "A: reveal used-car")
    assert state.track == ["used-car"]


def test_a_damaged_catalog_entry_counts_as_unknown():
    state = _state({"goal.cv.collector": {"points": "five"}})
    with pytest.raises(IllegalMove):
        RULES.check(state, parse(RULES, state, "A: goal collector", PLAYERS))
