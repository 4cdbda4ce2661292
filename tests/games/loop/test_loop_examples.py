"""The bundled LOOP game nights (examples/loop/) replay: the legal ones to the
end of the game and to a tally the scorer accepts, the doctored one stops at
the illegal report with the rule that forbids it."""

from pathlib import Path

import pytest

from support.recorded_game import replays_and_scores, stops_at_the_illegal_report
from referee.core import session as sessions
from referee.core.registry import get_game
from referee.games.loop.referee import RULES

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "loop"


@pytest.mark.parametrize("name, mode, players", [
    ("basic-2p.toml", "basic", 2),
    ("competitive-4p.toml", "competitive", 4),
    ("cooperative-3p.toml", "cooperative", 3),
    ("solo.toml", "solo", 1),
])
def test_recorded_game_replays_to_the_end(tmp_path, name, mode, players):
    replays_and_scores(RULES, EXAMPLES / name, mode, players, tmp_path)


def test_replay_catches_the_illegal_move():
    refusal = stops_at_the_illegal_report(RULES, EXAMPLES / "competitive-4p-illegal.toml", EXAMPLES / "competitive-4p.toml", "Ana: buy utility 4", "turn.buy")
    assert "needs 4 COIN and has" in refusal.msg.english()


def test_every_mode_has_a_recorded_game():
    modes = {sessions.load(path).setup.mode for path in EXAMPLES.glob("*.toml")}
    assert modes == set(get_game("loop").modes)


def test_basic_night_replays_and_scores_from_the_command_line(cli):
    # The hand-played Basic night (examples/loop/basic_night.py): DEPLETION at the end of Ben's turn costs
    # him 1 HAPPINESS (P.10 2.8 a); both end on 9 with no REPUTATION; fewer MATERIAL in the LANDFILL wins.
    import json

    path = str(EXAMPLES / "basic-2p.toml")
    code, out, err = cli("replay", path, "--json")
    assert code == 0, err
    code, out, err = cli("score", "--file", path, "--json")
    assert code == 0, err
    sheet = json.loads(out)
    assert sheet["winners"] == ["Ana"] and {p["name"]: p["total"] for p in sheet["players"]} == {"Ana": 9, "Ben": 9}
