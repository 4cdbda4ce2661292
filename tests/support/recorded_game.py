"""A recorded game night replays to its end and to a tally the scorer
accepts, and a doctored one stops at its illegal report: the checks every
refereed game's example and play-out tests share."""

from __future__ import annotations

from pathlib import Path

import tomli_w

from referee.core import session as sessions
from referee.core.engine import IllegalMove
from referee.core.registry import get_game
from referee.core.tally import load_tally
from referee.games import score


def scored_end(rules, state, tmp_path: Path):
    """The score sheet of a finished game, got as a table would get it: the
    game's tally written to a TOML file and read back by the scorer (the
    same path as `referee score GAME FILE`)."""
    tally = tmp_path / "tally.toml"
    tally.write_text(tomli_w.dumps(rules.tally(state)), encoding="utf-8")
    return score(load_tally(tally, get_game(rules.game_id)))


def replays_and_scores(rules, path: Path, mode: str, players: int, tmp_path: Path) -> None:
    """Assert the session at `path` is of `mode` with `players` players,
    replays without a refusal to the end of the game, and that its tally
    scores every player."""
    session = sessions.load(path)
    assert session.setup.mode == mode and len(session.setup.players) == players
    done = sessions.replay(rules, session.setup, session.events)
    assert done.error is None, (done.failed_at, done.failed_line, done.error)
    assert rules.is_over(done.state)
    sheet = scored_end(rules, done.state, tmp_path)
    assert len(sheet.players) == players


def stops_at_the_illegal_report(rules, doctored: Path, legal: Path, line: str, rule: str) -> IllegalMove:
    """Assert the doctored recording at `doctored` replays up to `line` (the
    report slipped in), which is refused citing `rule`, and that the events
    before it are the legal recording's at `legal`. Returns the refusal, for
    the game's own checks of its message."""
    session = sessions.load(doctored)
    done = sessions.replay(rules, session.setup, session.events)
    assert isinstance(done.error, IllegalMove)
    assert done.failed_line == line
    assert rule in done.error.rule_ids
    before = done.failed_at - 1
    assert session.events[:before] == sessions.load(legal).events[:before]
    return done.error
