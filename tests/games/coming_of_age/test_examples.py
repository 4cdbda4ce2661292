"""The recorded Coming of Age sessions replay as documented: the examples in
examples/ (the current format) and the first recordings (format 1, kept in
format1/), each with the verdicts and scores they were recorded with."""

from pathlib import Path

import pytest

from referee.core.session import load, replay
from referee.games.coming_of_age.referee import RULES
from referee.games.coming_of_age.scoring import score

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "coming-of-age"
FORMAT1 = Path(__file__).resolve().parent / "format1"
FOLDERS = {"current": (EXAMPLES, 2), "format1": (FORMAT1, 1)}


def _replay(folder, name):
    session = load(folder / name)
    return session, replay(RULES, session.setup, session.events)


@pytest.mark.parametrize("which", sorted(FOLDERS))
def test_three_player_game_replays_to_the_end(coa, which):
    folder, fmt = FOLDERS[which]
    session, done = _replay(folder, "standard-3p.session.toml")
    assert len(session.setup.players) == 3 and done.error is None and RULES.is_over(done.state)
    assert done.state.format == fmt
    assert score(coa.to_tally(RULES.tally(done.state))).winners


@pytest.mark.parametrize("which", sorted(FOLDERS))
def test_solo_game_against_rob_replays_to_the_end(coa, which):
    folder, fmt = FOLDERS[which]
    session, done = _replay(folder, "solo-vs-rob.session.toml")
    assert session.setup.mode == "solo" and done.error is None and RULES.is_over(done.state) and done.state.format == fmt
    assert any(line.startswith("Ana: rob ") for line in session.events)
    assert any(line.endswith(": skip") for line in session.events)
    sheet = score(coa.to_tally(RULES.tally(done.state)))
    assert {p.name for p in sheet.players} == {"Ana", "Rob Bot"}


@pytest.mark.parametrize("name, totals", [("standard-3p.session.toml", {"Carla": 21, "Ana": 12, "Ben": 8}),
                                          ("solo-vs-rob.session.toml", {"Rob Bot": 97, "Ana": 23})])
def test_format1_recordings_keep_their_scores(coa, name, totals):
    # recorded before session formats existed: the same totals as when they were recorded
    _, done = _replay(FORMAT1, name)
    sheet = score(coa.to_tally(RULES.tally(done.state)))
    assert {p.name: p.total for p in sheet.players} == totals


@pytest.mark.parametrize("which", sorted(FOLDERS))
def test_recorded_illegal_move_is_caught(which):
    # "add 2 Frustration Tokens" for a non-adjacent location: a single track is refused.
    folder, _ = FOLDERS[which]
    session, done = _replay(folder, "standard-3p-illegal-move.session.toml")
    assert done.error is not None and " choose " in done.failed_line and done.failed_line.endswith(" turquoise")
    assert "change-location.non-adjacent" in done.error.rule_ids
    assert done.applied == done.failed_at - 1
