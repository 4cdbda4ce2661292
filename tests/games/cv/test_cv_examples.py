"""The bundled CV game nights (examples/cv/) replay: the legal ones to the
end, and `score --file` agrees with the scorer reading the same tally; the
doctored one stops at the illegal report with the rule that forbids it."""

import json
from pathlib import Path

import pytest
import tomli_w

from referee.core import session as sessions
from referee.core.engine import IllegalMove
from referee.games.cv.referee import RULES

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "cv"


@pytest.mark.parametrize("name, players", [("standard-3p.session.toml", 3), ("standard-2p.session.toml", 2)])
def test_recorded_game_replays_and_scores_like_the_scorer(cli, tmp_path, name, players):
    session = sessions.load(EXAMPLES / name)
    assert len(session.setup.players) == players
    done = sessions.replay(RULES, session.setup, session.events)
    assert done.error is None, (done.failed_at, done.failed_line, done.error)
    assert RULES.is_over(done.state)
    code, out, err = cli("replay", str(EXAMPLES / name))
    assert code == 0, err
    tally = tmp_path / "tally.toml"
    tally.write_text(tomli_w.dumps({"game": "cv", **RULES.tally(done.state)}), encoding="utf-8")
    code, from_tally, err = cli("score", "cv", str(tally), "--json")
    assert code == 0, err
    code, from_session, err = cli("score", "--file", str(EXAMPLES / name), "--json")
    assert code == 0, err
    by_tally, by_session = json.loads(from_tally), json.loads(from_session)
    assert by_tally["players"] == by_session["players"] and by_tally["winners"] == by_session["winners"]


def test_replay_catches_the_frozen_reroll(cli):
    # "But dice with the bad luck symbol are frozen - they cannot be rerolled."
    session = sessions.load(EXAMPLES / "standard-3p-illegal-move.session.toml")
    done = sessions.replay(RULES, session.setup, session.events)
    assert isinstance(done.error, IllegalMove) and "roll.bad-luck-frozen" in done.error.rule_ids
    assert ": reroll " in done.failed_line
    code, out, err = cli("replay", str(EXAMPLES / "standard-3p-illegal-move.session.toml"))
    assert code == 1 and f"Event {done.failed_at} is the first illegal one" in out
