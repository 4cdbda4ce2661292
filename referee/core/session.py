"""Sessions: a game night as a file, holding the setup and the list of
reported events. The state is the fold of `apply` over the events, so undo,
redo, replay, audit and amending an earlier event all fall out of it.

The file is TOML, readable and hand-editable:

    referee_session = 1
    game = "coming-of-age"
    mode = "standard"
    lang = "es"
    players = ["Ana", "Ben", "Carla"]
    events = ["Ana: roll 3", "Ben: roll 1", ...]
    undone = []            # the redo stack, most recent last
    [options]              # game-specific setup options

Saves are atomic (temporary file, fsync, replace). A file that is not a
session, or whose events no longer replay, gets a clear error and is never
rewritten by a refused command.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from referee.core.engine import GameRules, IllegalMove, Outcome, Setup, parse, play_in_place
from referee.core.errors import BadInput, RefereeError
from referee.core.files import atomic_write
from referee.core.moves import Move
from referee.i18n import N_

FORMAT_VERSION = 1
DEFAULT_FILE = "referee-session.toml"


@dataclass
class Session:
    setup: Setup
    lang: str | None = None
    events: list[str] = field(default_factory=list)
    undone: list[str] = field(default_factory=list)

    def to_toml(self) -> str:
        """The session file's text."""
        import tomli_w  # only commands that write a session need it

        data: dict[str, Any] = {
            "referee_session": FORMAT_VERSION,
            "game": self.setup.game,
            "mode": self.setup.mode,
            "players": list(self.setup.players),
        }
        if self.lang:
            data["lang"] = self.lang
        data["events"] = list(self.events)
        data["undone"] = list(self.undone)
        data["options"] = dict(self.setup.options)
        return tomli_w.dumps(data, multiline_strings=False)


def save(session: Session, path: Path) -> None:
    atomic_write(path, session.to_toml().encode("utf-8"))


def load(path: Path) -> Session:
    """Read a session file, checking its frame (not yet its events)."""
    shown = str(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise BadInput(N_("{file}: no such session file. Start one with 'referee new GAME --players \"Ana,Ben\"'."), file=shown) from None
    except OSError as error:
        raise BadInput(N_("{file}: cannot be read ({reason})."), file=shown, reason=error.strerror or str(error)) from None
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise BadInput(N_("{file}: not a readable session file (damaged or truncated?): {reason}."), file=shown, reason=str(error)) from None
    if data.get("referee_session") != FORMAT_VERSION:
        raise BadInput(N_("{file}: not a referee session file."), file=shown)
    from referee.core.registry import GAME_IDS

    game = data.get("game")
    players = data.get("players")
    events = data.get("events", [])
    undone = data.get("undone", [])
    options = data.get("options", {})
    mode = data.get("mode")
    lang = data.get("lang")
    problems = [
        (game not in GAME_IDS, "game"),
        (not isinstance(mode, str), "mode"),
        (not (isinstance(players, list) and players and all(isinstance(p, str) and p.strip() for p in players)), "players"),
        (not (isinstance(events, list) and all(isinstance(e, str) for e in events)), "events"),
        (not (isinstance(undone, list) and all(isinstance(e, str) for e in undone)), "undone"),
        (not isinstance(options, dict), "options"),
        (lang is not None and not isinstance(lang, str), "lang"),
    ]
    for bad, name in problems:
        if bad:
            raise BadInput(N_("{file}: the session's '{field}' is missing or damaged."), file=shown, field=name)
    from referee.core.registry import get_game

    the_mode = get_game(game).mode_or_none(mode)
    if the_mode is None or not the_mode.min_players <= len(players) <= the_mode.max_players:
        raise BadInput(N_("{file}: the session's mode '{mode}' does not fit {game} with {count} players."), file=shown, mode=mode, game=game, count=len(players))
    return Session(Setup(game, the_mode.id, tuple(players), dict(options)), lang, list(events), list(undone))


@dataclass
class Replayed:
    """The fold of a session: the final state, or where it first broke."""

    state: Any
    applied: int
    error: RefereeError | None = None
    failed_at: int | None = None  # 1-based event number
    failed_line: str | None = None


def replay(rules: GameRules, setup: Setup, events: list[str]) -> Replayed:
    """Re-validate every event from the start; stop at the first one that is
    malformed or illegal. The events are folded into one state, in place (no
    copy per event); a refused event may have half-changed it, so the state
    returned then is the fold of the events before it, made again."""
    state = rules.setup(setup)
    for index, line in enumerate(events, start=1):
        try:
            expectation = rules.expected(state)
            move = parse(rules, state, line, setup.players, expectation)
            play_in_place(rules, state, move, expectation)
        except RefereeError as error:
            before = replay(rules, setup, events[: index - 1]).state
            return Replayed(before, index - 1, error, index, line)
    return Replayed(state, len(events))


class SessionBroken(BadInput):
    """The stored events do not replay (the file was edited by hand)."""


def current_state(rules: GameRules, session: Session, path: Path) -> Any:
    done = replay(rules, session.setup, session.events)
    if done.error is not None:
        raise SessionBroken(
            N_("{file}: event {number} ('{line}') no longer replays: {reason} Run 'referee replay {file}' for details."),
            file=str(path), number=done.failed_at, line=done.failed_line, reason=done.error.msg,
        )
    return done.state


def record(rules: GameRules, session: Session, state: Any, line: str) -> tuple[Session, Outcome, Move]:
    """Check and apply one move to `state`, the session's fold, in place (no
    copy); the returned session holds it (the redo stack is cleared). On a
    refusal `state` may be half-changed: discard it."""
    move = parse(rules, state, line, session.setup.players)
    changes = play_in_place(rules, state, move)
    return replace(session, events=[*session.events, move.text()], undone=[]), Outcome(state, changes), move


def undo(rules: GameRules, session: Session) -> tuple[Session, str]:
    """The session without its last event, which goes on the redo stack."""
    if not session.events:
        raise IllegalMove(N_("Nothing to undo."))
    last = session.events[-1]
    return replace(session, events=session.events[:-1], undone=[*session.undone, last]), last


def redo(rules: GameRules, session: Session, state: Any) -> tuple[Session, Outcome, str]:
    """Check and record again the last undone event, on `state` (the session's
    fold) in place, as `record` does."""
    if not session.undone:
        raise IllegalMove(N_("Nothing to redo."))
    line = session.undone[-1]
    move = parse(rules, state, line, session.setup.players)
    changes = play_in_place(rules, state, move)
    return replace(session, events=[*session.events, line], undone=session.undone[:-1]), Outcome(state, changes), line


def amend(rules: GameRules, session: Session, number: int, line: str) -> Session:
    """Replace event `number` (1-based) and re-validate everything after it."""
    if not 1 <= number <= len(session.events):
        raise BadInput(N_("There is no event {number} (events in the log: {count})."), number=number, count=len(session.events))
    before = replay(rules, session.setup, session.events[: number - 1])
    move = parse(rules, before.state, line, session.setup.players)
    play_in_place(rules, before.state, move)  # the correction itself must be legal (that fold is ours to spend)
    events = [*session.events[: number - 1], move.text(), *session.events[number:]]
    after = replay(rules, session.setup, events)
    if after.error is not None:
        raise IllegalMove(
            N_("With that correction, event {number} ('{line}') becomes illegal: {reason}"),
            rule_ids=after.error.rule_ids, number=after.failed_at, line=after.failed_line, reason=after.error.msg,
        )
    return replace(session, events=events, undone=[])
