"""The bundled Adulthood game nights (examples/adulthood/) replay: the legal
ones to the end of the game and to a tally the scorer accepts, the doctored
one stops at the illegal report with the rule that forbids it."""

from pathlib import Path

import pytest
import tomli_w

from support.recorded_game import replays_and_scores, stops_at_the_illegal_report
from referee.core import session as sessions
from referee.games.adulthood.referee import RULES

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "adulthood"


@pytest.mark.parametrize("name, mode, players", [("standard-3p.toml", "standard", 3), ("solo.toml", "solo", 1)])
def test_recorded_game_replays_to_the_end(tmp_path, name, mode, players):
    replays_and_scores(RULES, EXAMPLES / name, mode, players, tmp_path)


def test_replay_catches_the_illegal_move():
    stops_at_the_illegal_report(RULES, EXAMPLES / "standard-3p-illegal.toml", EXAMPLES / "standard-3p.toml", "Ben: draft 2", "turn.draft")


def test_cli_replay_and_score_agree_with_the_scorer(cli, tmp_path, monkeypatch):
    import json

    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    code, out, _ = cli("replay", str(EXAMPLES / "standard-3p.toml"), "--json")
    assert code == 0 and json.loads(out)["game_over"]
    code, _, err = cli("replay", str(EXAMPLES / "standard-3p-illegal.toml"))
    assert code == 1 and "turn.draft" in err
    code, out, _ = cli("score", "--file", str(EXAMPLES / "standard-3p.toml"), "--json")
    assert code == 0
    from_session = json.loads(out)
    done = sessions.replay(RULES, sessions.load(EXAMPLES / "standard-3p.toml").setup, sessions.load(EXAMPLES / "standard-3p.toml").events)
    tally = tmp_path / "tally.toml"
    tally.write_text(tomli_w.dumps(RULES.tally(done.state)), encoding="utf-8")
    code, out, _ = cli("score", "adulthood", str(tally), "--json")
    from_tally = json.loads(out)
    assert [(p["name"], p["total"]) for p in from_session["players"]] == [(p["name"], p["total"]) for p in from_tally["players"]]
    assert from_session["winners"] == from_tally["winners"] and not from_session["provisional"]
