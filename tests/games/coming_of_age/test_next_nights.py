"""A format-3 session replays the same on any machine, whatever its facts
catalog knows: each recorded Coming of Age game is replayed three times, the
catalog filled each time with what the nights before reported (as a club
that plays on one machine would have it), and every night must replay every
event and end with the same final scoring (an example with an illegal move
is refused at the same event every night). What the catalog knows is applied
by itself, and a recorded report of it only confirms it (personal_board.py)."""

from dataclasses import replace
from pathlib import Path

import pytest

from referee.core.session import load, replay
from referee.games.coming_of_age.referee import RULES
from referee.games.coming_of_age.scoring import score

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "coming-of-age"
FORMAT3 = sorted(path.name for path in EXAMPLES.glob("*.session.toml") if load(path).setup.options.get("format") == 3)


def _scored(coa, state):
    sheet = score(coa.to_tally(RULES.tally(state)))
    return [(p.name, p.categories, p.rank) for p in sheet.players], sheet.winners, sheet.decided_by


@pytest.mark.parametrize("name", FORMAT3)
def test_a_recorded_game_replays_the_same_with_the_catalog_of_the_nights_before(coa, name):
    session = load(EXAMPLES / name)
    catalog: dict = {}
    ends = []
    for _night in range(3):
        done = replay(RULES, replace(session.setup, catalog=dict(catalog)), session.events)
        if done.error is not None:  # an illegal move recorded as such: refused at the same event every night
            ends.append((done.failed_at, str(done.error)))
        else:
            ends.append(_scored(coa, done.state) if RULES.is_over(done.state) else done.applied)
        catalog.update(done.state.facts.reported)
    assert ends[0] == ends[1] == ends[2]
