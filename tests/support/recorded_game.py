"""A recorded game night replays to its end and to a tally the scorer
accepts: the check every refereed game's example tests share."""

from __future__ import annotations

from pathlib import Path

import tomli_w

from referee.core import session as sessions
from referee.core.registry import get_game
from referee.core.tally import load_tally
from referee.games import score


def replays_and_scores(rules, path: Path, mode: str, players: int, tmp_path: Path) -> None:
    """Assert the session at `path` is of `mode` with `players` players,
    replays without a refusal to the end of the game, and that its tally
    scores every player."""
    session = sessions.load(path)
    assert session.setup.mode == mode and len(session.setup.players) == players
    done = sessions.replay(rules, session.setup, session.events)
    assert done.error is None, (done.failed_at, done.failed_line, done.error)
    assert rules.is_over(done.state)
    tally = tmp_path / "tally.toml"
    tally.write_text(tomli_w.dumps(rules.tally(done.state)), encoding="utf-8")
    sheet = score(load_tally(tally, get_game(rules.game_id)))
    assert len(sheet.players) == players
