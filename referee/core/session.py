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
    [facts]                # component facts the events relied on but did not
                           # report (from the user's catalog), so the file
                           # replays the same on any machine

Saves are atomic (temporary file, fsync, replace) and, for the commands that
hold the session's lock, compare-and-swap: nothing is written over a file
that changed since it was read. Every field of the frame is checked for type
and range when read (the language must be a shipped one). A file that is not
a session, or whose events no longer replay, gets a clear error and is never
rewritten by a refused command.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from referee.core.engine import GameRules, IllegalMove, Outcome, Setup, parse, play_in_place
from referee.core.errors import BadInput, RefereeError
from referee.core.files import UNCHECKED, atomic_write
from referee.core.moves import Move
from referee.i18n import N_

FORMAT_VERSION = 1


@dataclass
class Session:
    """A game night: its set-up, language, the events reported (the truth the
    state is folded from) and the redo stack."""

    setup: Setup
    lang: str | None = None
    events: list[str] = field(default_factory=list)
    undone: list[str] = field(default_factory=list)

    def to_toml(self) -> str:
        """The session file's text."""
        import tomli_w  # only commands that write a session need it

        return tomli_w.dumps(self.to_data(), multiline_strings=False)

    def to_data(self) -> dict[str, Any]:
        """The session file's data, as TOML tables, arrays and values."""
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
        if self.setup.facts:
            data["facts"] = dict(sorted(self.setup.facts.items()))
        return data


# Bounds on what a session file may claim: generous for any game night, small
# enough that a hostile file cannot make the referee work for minutes.
MAX_EVENTS = 100_000
MAX_LINE = 1_000
MAX_NAME = 40
MAX_OPTION_TEXT = 100
MAX_OPTION_INT = 1_000_000


def save(session: Session, path: Path, expected: bytes | None | Any = UNCHECKED, locked: bool = False) -> bytes:
    """Write the session atomically; the bytes written. `expected`: the bytes
    read from `path` (None: there was no file); if the file changed since,
    nothing is written and `FileChanged` says so. `locked`: the caller holds
    the file's lock. The `play` shell reads the file again before its next
    command: the data just written is kept as what those bytes parse to."""
    import tomli_w

    from referee.core.files import as_read_back

    data = session.to_data()
    raw = tomli_w.dumps(data, multiline_strings=False).encode("utf-8")
    atomic_write(path, raw, expected=expected, locked=locked)
    read_back = as_read_back(data)
    if read_back is not None:
        _LAST_PARSED[:] = [(raw, read_back)]
    return raw


def load(path: Path) -> Session:
    """Read a session file, checking its frame (not yet its events)."""
    return read(path)[0]


def read(path: Path) -> tuple[Session, bytes]:
    """A session file's frame, checked, and the bytes it was read from (for a
    compare-and-swap save)."""
    from referee.core.files import read_bytes

    shown = str(path)
    raw = read_bytes(path, missing=N_("{file}: no such session file. Start one with 'referee new GAME --players \"Ana,Ben\"'."))
    return session_from_data(_parsed(raw, shown), shown), raw


_LAST_PARSED: list[tuple[bytes, dict[str, Any]]] = []  # the last session file parsed (or saved) in this process


def _parsed(raw: bytes, shown: str) -> dict[str, Any]:
    """The TOML data of a session file's bytes. The `play` shell reads its
    file before every command: when the bytes are those parsed last, their
    data is reused (a fresh copy, checked again by the caller) instead of
    parsing the whole log once more."""
    from referee.core.files import copied, parse_toml

    if _LAST_PARSED and _LAST_PARSED[0][0] == raw:
        return copied(_LAST_PARSED[0][1])
    data = parse_toml(raw, shown)
    _LAST_PARSED[:] = [(raw, copied(data))]
    return data


def session_from_data(data: dict[str, Any], shown: str) -> Session:
    """Check every field of a session's frame for type and range."""
    if type(data.get("referee_session")) is not int or data.get("referee_session") != FORMAT_VERSION:
        raise BadInput(N_("{file}: not a referee session file."), file=shown)
    from referee.core.registry import GAME_IDS
    from referee.i18n import available_languages

    game = data.get("game")
    players = data.get("players")
    events = data.get("events", [])
    undone = data.get("undone", [])
    options = data.get("options", {})
    facts = data.get("facts", {})
    mode = data.get("mode")
    lang = data.get("lang")
    problems = [
        (not isinstance(game, str) or game not in GAME_IDS, "game"),
        (not isinstance(mode, str) or len(mode) > MAX_NAME, "mode"),
        (not (isinstance(players, list) and players and all(_is_name(p) for p in players)), "players"),
        (not _is_lines(events), "events"),
        (not _is_lines(undone), "undone"),
        (not (isinstance(options, dict) and all(_is_option(k, v) for k, v in options.items())), "options"),
        (not _is_facts(facts), "facts"),
    ]
    for bad, name in problems:
        if bad:
            raise BadInput(N_("{file}: the session's '{field}' is missing or damaged."), file=shown, field=name)
    if lang is not None and (not isinstance(lang, str) or lang not in available_languages()):
        raise BadInput(N_("{file}: the session's language '{lang}' is not one of {languages}."), file=shown, lang=_short(lang), languages=", ".join(available_languages()))
    if len({p.strip().lower() for p in players}) != len(players):
        raise BadInput(N_("{file}: the session's '{field}' is missing or damaged."), file=shown, field="players")
    from referee.core.registry import get_game, players_counted

    the_mode = get_game(game).mode_or_none(mode)
    if the_mode is None or not the_mode.min_players <= len(players) <= the_mode.max_players:
        raise BadInput(N_("{file}: the session's mode '{mode}' does not fit {game} with {players}."), file=shown, mode=mode, game=game,
                       players=players_counted(len(players)))
    players = [p.strip() for p in players]
    return Session(Setup(game, the_mode.id, tuple(players), dict(options), dict(facts)), lang, list(events), list(undone))


def _is_name(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value.strip()) <= MAX_NAME and len(value.split()) == 1 and ":" not in value and value.isprintable()


def _is_lines(value: Any) -> bool:
    return isinstance(value, list) and len(value) <= MAX_EVENTS and all(isinstance(e, str) and len(e) <= MAX_LINE for e in value)


def _is_facts(value: Any) -> bool:
    """The `[facts]` table: keys are short words; values are whatever TOML
    holds (the game checks each against what it expects when it uses it)."""
    return isinstance(value, dict) and len(value) <= MAX_EVENTS and all(
        isinstance(key, str) and 0 < len(key) <= MAX_LINE and len(key.split()) == 1 for key in value
    )


def _is_option(key: Any, value: Any) -> bool:
    if not (isinstance(key, str) and 0 < len(key) <= MAX_NAME):
        return False
    if isinstance(value, bool):
        return True
    if isinstance(value, int):
        return -MAX_OPTION_INT <= value <= MAX_OPTION_INT
    return isinstance(value, str) and len(value) <= MAX_OPTION_TEXT


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else type(value).__name__
    return text if len(text) <= 20 else text[:17] + "..."


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
    copy per event); a line seen before in the log is not read again; whose
    turn it is is asked of the game for the mover only (`engine.verify_turn`),
    the rest worked out only to explain a refusal. A
    refused event may have half-changed it, so the state
    returned then is the fold of the events before it, made again. A fold
    notes the facts it uses even when a view asks for it (`fact_use.recording`)."""
    from referee.core.fact_use import recorded_reports, recording

    with recording(), recorded_reports():
        state = rules.setup(setup)
        known: dict[str, Move] = {}  # the lines read so far: a game repeats many ('Ana: done')
        for index, line in enumerate(events, start=1):
            try:
                move = parse(rules, state, line, setup.players, known=known)
                play_in_place(rules, state, move)
            except RefereeError as error:
                before = replay(rules, setup, events[: index - 1]).state
                return Replayed(before, index - 1, error, index, line)
    return Replayed(state, len(events))


class SessionBroken(BadInput):
    """The stored events do not replay (the file was edited by hand)."""


def current_state(rules: GameRules, session: Session, path: Path) -> Any:
    """The fold of the session's events, ours to change; SessionBroken (naming
    the event) when they no longer replay."""
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
    return amended(rules, session, number, line)[0]


def amended(rules: GameRules, session: Session, number: int, line: str, start: tuple[int, Any] | None = None) -> tuple[Session, Any]:
    """`amend`, and the fold of the amended session's events (ours to change).

    One pass: the events before `number` are folded (from `start`, a fold of
    the first `start[0]` events, `start[0] < number`, ours to change: the
    `play` shell keeps recent folds), the correction is checked and applied,
    and every later event is checked again on the result. The same verdicts
    as folding the amended log from scratch: a fold is the same sequence of
    checked moves whichever fold of a prefix it continues."""
    from referee.core.fact_use import recorded_reports, recording

    if not 1 <= number <= len(session.events):
        raise BadInput(N_("There is no event {number} (events in the log: {count})."), number=number, count=len(session.events))
    done, state = start if start is not None else (0, None)
    players, known = session.setup.players, {}
    with recording():
        if state is None:
            state = rules.setup(session.setup)
        try:
            with recorded_reports():
                for earlier in session.events[done : number - 1]:
                    play_in_place(rules, state, parse(rules, state, earlier, players, known=known))
        except RefereeError:  # the log broke before the correction: refused as a fold from scratch refuses it
            return _amended_from_scratch(rules, session, number, line)
        move = parse(rules, state, line, players)
        play_in_place(rules, state, move)  # the correction itself must be legal
        events = [*session.events[: number - 1], move.text(), *session.events[number:]]
        for index in range(number, len(events)):
            try:
                with recorded_reports():
                    play_in_place(rules, state, parse(rules, state, events[index], players, known=known))
            except RefereeError as error:
                raise IllegalMove(
                    N_("With that correction, event {number} ('{line}') becomes illegal: {reason}"),
                    rule_ids=error.rule_ids, number=index + 1, line=events[index], reason=error.msg,
                ) from None
    return replace(session, events=events, undone=[]), state


def with_recorded_fact(rules: GameRules, session: Session, key: str, value: Any) -> tuple[Session, Any]:
    """The session with the component fact `key` recorded in its file
    (`[facts]`) as `value`, and the fold of its events on it: correcting a
    printed fact the file holds wrong, such as Coming of Age's Main Board
    order of locations that `referee new` took from a wrong catalog.

    The correction is of the board the table has been playing on all along,
    so every recorded event is judged again on the new value, from the first
    one, as `amend` judges the events after the one it corrects: a move that
    already relied on the old value is replayed with the new one (the Bus
    Stop Tiles lie in its slots, Dice move between its neighbours). If an
    event no longer holds, the correction is refused naming it, and nothing
    changes. A fact this session's events reported is corrected by amending
    that event, not here. A value the game cannot use for a fact it fixes at
    set-up (`setup_facts`) is refused."""
    usable = getattr(rules, "setup_facts", {}).get(key)
    if usable is not None and not usable(value):
        from referee.core.facts import show_value

        raise BadInput(N_("'{value}' is not a possible value of {key} in this game."), value=show_value(value), key=key)
    setup = replace(session.setup, facts={**session.setup.facts, key: value})
    done = replay(rules, setup, session.events)
    if done.error is not None:
        raise IllegalMove(
            N_("With that correction, event {number} ('{line}') becomes illegal: {reason}"),
            rule_ids=getattr(done.error, "rule_ids", ()), number=done.failed_at, line=done.failed_line, reason=done.error.msg,
        )
    book = getattr(done.state, "facts", None)
    if book is not None and key in book.reported:
        raise BadInput(N_("An event of this session reports {key}: correct that event with 'referee amend' (its number is in 'referee log')."), key=key)
    return replace(session, setup=setup), done.state


def _amended_from_scratch(rules: GameRules, session: Session, number: int, line: str) -> tuple[Session, Any]:
    """`amended` on a log that breaks before event `number`: its refusal."""
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
    return replace(session, events=events, undone=[]), after.state
