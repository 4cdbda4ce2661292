"""The recorded Coming of Age sessions in examples/ replay as documented."""

from pathlib import Path

from referee.core.session import load, replay
from referee.games.coming_of_age.referee import RULES

FOLDER = Path(__file__).resolve().parents[3] / "examples" / "coming-of-age"


def _replay(name):
    session = load(FOLDER / name)
    return session, replay(RULES, session.setup, session.events)


def test_three_player_game_replays_to_the_end(coa):
    session, done = _replay("standard-3p.session.toml")
    assert len(session.setup.players) == 3 and done.error is None and RULES.is_over(done.state)
    from referee.games.coming_of_age.scoring import score

    assert score(coa.to_tally(RULES.tally(done.state))).winners


def test_solo_game_against_rob_replays_to_the_end(coa):
    session, done = _replay("solo-vs-rob.session.toml")
    assert session.setup.mode == "solo" and done.error is None and RULES.is_over(done.state)
    assert any(line.startswith("Ana: rob ") for line in session.events)
    assert any(" @" in line for line in session.events) and any(line.endswith(": skip") for line in session.events)
    sheet = __import__("referee.games.coming_of_age.scoring", fromlist=["score"]).score(coa.to_tally(RULES.tally(done.state)))
    assert {p.name for p in sheet.players} == {"Ana", "Rob Bot"}


def test_recorded_illegal_move_is_caught():
    # "add 2 Frustration Tokens" for a non-adjacent location: from 3 to 1 with a single track is refused.
    _, done = _replay("standard-3p-illegal-move.session.toml")
    assert done.error is not None and done.failed_line == "Carla: choose 3 1 turquoise"
    assert "change-location.non-adjacent" in done.error.rule_ids
    assert done.applied == done.failed_at - 1
