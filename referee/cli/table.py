"""An open session as the session commands see it: the file, the game's
rules, the folded state, and output in the session's language.

Language: `--lang` when given, else the language stored in the session, else
the one negotiated from the environment. Refusals cite the rule entries that
decide them (title, page, text) in that language.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from referee.cli.output import Output
from referee.core.errors import BadInput, RefereeError
from referee.core.messages import Msg
from referee.i18n import N_, Translator

SESSION_ENV = "REFEREE_SESSION"
DEFAULT_FILE = "referee-session.toml"


def session_path(file: Path | None) -> Path:
    """`--file`, else $REFEREE_SESSION, else referee-session.toml in the current folder."""
    if file is not None:
        return file
    return Path(os.environ.get(SESSION_ENV) or DEFAULT_FILE)


# The fold kept in the process: ((file, key), state), the state the events of
# that session file fold to under that key (core/snapshot.py). The `play` shell
# runs command after command in one process: a command starts from it when
# the file still has that key, instead of reading its snapshot or folding
# again. A changed file (another command, another person) has another key.
_KEPT: list[tuple[tuple[str, str], Any]] = []
# Inside the shell, the folds it kept last, oldest first: (file, set-up,
# events, key, a copy of the state that nothing changes). A command on a file
# with one of those keys starts from a copy (`undo` right after a move, a
# `check`); a move that teaches the catalog a fact asked about a few moves
# earlier is applied again from the latest of them that never asked about it.
# Their snapshots are written when the shell ends, not after every move.
_RECENT: list[tuple[str, tuple, list[str], str, Any]] = []
RECENT = 16
# Older folds kept beside them, the same way (at most ANCHORS, oldest
# dropped): the first fold the shell kept of a file (`amend` of an event
# made since continues from it), and the last fold before one that listed
# facts under a new prefix (Coming of Age's `memory-token.`): each later
# fold listed them, so a move that teaches the catalog a fact under that
# prefix can continue only from a fold before the listing.
_ANCHORS: list[tuple[str, tuple, list[str], str, Any]] = []
ANCHORS = 8
_IN_SHELL = [False]


@contextmanager
def shell_session() -> Iterator[None]:
    """While the `play` shell runs: folds are kept in the process (`_RECENT`)
    and their snapshots written, the latest of each file, when it ends."""
    _IN_SHELL[0] = True
    try:
        yield
    finally:
        _IN_SHELL[0] = False
        from referee.core import snapshot

        written = set()
        for file, frame, _, key, state in reversed(_RECENT):
            if file not in written:
                written.add(file)
                snapshot.store(Path(file), key, frame[0], state)
        _RECENT.clear()
        _ANCHORS.clear()


def _kept_folds() -> list[tuple[str, tuple, list[str], str, Any]]:
    """Every fold the shell keeps, the anchors (older) first."""
    return [*_ANCHORS, *_RECENT]


def _recent(file: str, key: str) -> Any:
    """A copy of the fold the shell kept for `file` under `key`, or None."""
    import copy

    for kept_file, _, _, kept_key, state in reversed(_kept_folds()):
        if kept_file == file and kept_key == key:
            return copy.deepcopy(state)
    return None


class Table:
    """`writes=True` for a command that changes the session: it holds the
    session's lock from before reading until the command ends (the CLI
    releases it), and its save checks the file is still what was read."""

    def __init__(self, cli, file: Path | None, lang: str | None, writes: bool = False):
        from referee.core import session as sessions
        from referee.games import REFEREED, game_rules

        self.cli = cli
        self.path = session_path(file)
        self.locked = writes
        if writes and os.path.lexists(self.path):  # a missing file is reported by the read below
            from referee.core.files import check_writable

            check_writable(self.path)
            cli.hold_lock(self.path)
        self.session, self._read = sessions.read(self.path)
        if self.session.setup.game not in REFEREED:
            raise BadInput(N_("{file}: turn-by-turn refereeing covers {games}."), file=str(self.path), games=", ".join(REFEREED))
        self.rules = game_rules(self.session.setup.game)
        try:
            self.rules.validate_setup(self.session.setup)
        except BadInput as error:
            raise BadInput(N_("{file}: the session's set-up is not valid: {reason}"), file=str(self.path), reason=error.msg) from None
        self._with_catalog()
        chosen = cli.tr.lang if lang else (self.session.lang or cli.tr.lang)
        from referee.core.vocabulary import vocabulary

        self.tr = (cli.tr if chosen == cli.tr.lang else Translator(chosen)).with_words(vocabulary(self.session.setup.game))
        self.out = Output(self.tr)
        self._state: Any = None
        self._key: str | None = None

    @property
    def key(self) -> str:
        """The snapshot key of the session as it is now (core/snapshot.py)."""
        if self._key is None:
            from referee.core import snapshot

            self._key = snapshot.key(self.session)
        return self._key

    def _kept(self, take: bool) -> Any:
        """The fold the process keeps for this file's key, or None; `take`:
        the process keeps it no more (the caller may change it)."""
        wanted = (os.path.abspath(self.path), self.key)
        if not (_KEPT and _KEPT[0][0] == wanted):
            return None
        state = _KEPT[0][1]
        if take:
            _KEPT.clear()
        return state

    def _loaded(self) -> Any:
        """The fold of the session's events: a copy of the one the shell kept
        for them, else their snapshot, else folded now (and kept)."""
        from referee.core import snapshot

        state = _recent(os.path.abspath(self.path), self.key)
        if state is None:
            state = snapshot.load(self.path, self.key, self.session.setup.game)
            if state is not None and _IN_SHELL[0] and not any(entry[0] == os.path.abspath(self.path) for entry in _kept_folds()):
                # the fold the shell starts from, for `amend` to continue from: its snapshot,
                # read again only when an amend needs it (None here), never written again
                _ANCHORS.append((os.path.abspath(self.path), _frame(self.session), list(self.session.events), self.key, None))
                del _ANCHORS[:-ANCHORS]
        if state is None:
            from referee.core.session import current_state

            state = current_state(self.rules, self.session, self.path)
            self._store(state)
        return state

    def _store(self, state: Any) -> None:
        """Keep `state`, the fold of the session as it is now, for the
        commands to come: inside the shell a copy of it among the recent
        folds (written as a snapshot when the shell ends), else its snapshot."""
        if _IN_SHELL[0]:
            import copy

            here = os.path.abspath(self.path)
            previous = next((entry for entry in reversed(_RECENT) if entry[0] == here), None)
            listed = getattr(getattr(state, "facts", None), "prefixes", set())
            if previous is None and not any(entry[0] == here for entry in _ANCHORS):
                anchor = None  # the shell's first fold of the file: kept below as an anchor
            elif previous is not None and not listed <= getattr(getattr(previous[4], "facts", None), "prefixes", set()):
                anchor = previous  # the last fold before a new prefix was listed
            else:
                anchor = False
            entry = (here, _frame(self.session), list(self.session.events), self.key, copy.deepcopy(state))
            _RECENT.append(entry)
            if anchor is not False:
                _ANCHORS.append(entry if anchor is None else anchor)
                del _ANCHORS[:-ANCHORS]
            del _RECENT[:-RECENT]
            return
        from referee.core import snapshot

        snapshot.store(self.path, self.key, self.session.setup.game, state)

    @property
    def state(self) -> Any:
        """The fold of the session's events, this command's to change (do,
        undo, bot...): the one the process kept for them (taken from it),
        else their snapshot, else folded now."""
        if self._state is None:
            state = self._kept(take=True)
            self._state = self._loaded() if state is None else state
        return self._state

    @property
    def scratch(self) -> Any:
        """A fold of the session's events for a command that changes it and
        throws it away (check): a copy of the one the shell kept, else read
        from its snapshot, so that the fold the process keeps stays for the
        next command; else `state`."""
        if self._state is None:
            from referee.core import snapshot

            self._state = _recent(os.path.abspath(self.path), self.key)
            if self._state is None:
                self._state = snapshot.load(self.path, self.key, self.session.setup.game)
        return self.state

    @property
    def viewed(self) -> Any:
        """The fold of the session's events for a command that only reads it
        (status, options, hints: never changed, not even on a copy, and read
        inside `fact_use.unrecorded`). The `play` shell runs them again and
        again: the fold the process keeps for this file's key is shown, and
        a fold read or made now is kept."""
        if self._state is not None:
            return self._state
        state = self._kept(take=False)
        if state is None:
            state = self._loaded()
            _KEPT[:] = [((os.path.abspath(self.path), self.key), state)]
        return state

    def _with_catalog(self) -> None:
        """Let the fold read the user's catalog of component facts."""
        from dataclasses import replace

        from referee.core.catalog import load_catalog

        setup = self.session.setup
        self.session = replace(self.session, setup=replace(setup, catalog=load_catalog(setup.game)))

    def save(self, session, state: Any = None, remember: bool = True) -> None:
        """Save `session`; given the state it reached (its fold, checked and
        applied in place), first record the catalog facts it relied on (so
        the file replays anywhere) and teach the catalog the facts its events
        reported (unless not `remember`: the bot's turn), then keep that
        state for the next command (`_KEPT`, and `_store`). Recording or
        teaching a fact changes what the fold of the file reads: the state is
        then one moved onto those facts where that provably changes nothing
        else (`_relayered`), else none is kept and the next command folds the
        log again."""
        from referee.core.files import UNCHECKED
        from referee.core.session import save

        learned = False
        if state is not None and remember:
            session, learned = self._remember_facts(session, state)
        before, earlier = self.key, self.session.events
        self._read = save(session, self.path, expected=self._read if self.locked else UNCHECKED, locked=self.locked)
        self.session, self._key, self._state = session, None, None
        _KEPT.clear()  # the file changed: whatever was kept was for another key
        if state is None:
            return
        if learned:
            from dataclasses import replace

            from referee.core.catalog import load_catalog

            setup = session.setup
            self.session = replace(session, setup=replace(setup, catalog=load_catalog(setup.game)))
            state = self._relayered(before, earlier)
            if state is None:
                return
        self._store(state)
        _KEPT[:] = [((os.path.abspath(self.path), self.key), state)]

    def _relayered(self, before: str, earlier: list[str]) -> Any:
        """The fold of the saved session on the facts it now reads, from an
        earlier fold of its events: the latest the shell kept (else the
        snapshot of the fold before this command: key `before`, of the events
        `earlier`) whose fold never asked about a fact the layers now know
        otherwise, moved onto the file's facts and the catalog as they are now
        (`FactBook.relayered`), and the events after it applied again. None
        when none fits or an event is refused on it: the next command folds
        the log."""
        import copy

        from referee.core import snapshot
        from referee.core.facts import FactBook

        setup, events, here = self.session.setup, self.session.events, os.path.abspath(self.path)
        for file, frame, then, _, kept in reversed(_kept_folds()):
            book = getattr(kept, "facts", None)
            if file != here or frame != _frame(self.session) or events[: len(then)] != then or not (isinstance(book, FactBook) and book.fits(setup.facts, setup.catalog)):
                continue  # not this file, not a fold of these events, or one that could go otherwise on these facts
            state = self._continued(lambda kept=kept: copy.deepcopy(kept), then)
            if state is not None:
                return state
        if events[: len(earlier)] != earlier:  # an amended event: not a continuation
            return None
        return self._continued(lambda: snapshot.load(self.path, before, setup.game), earlier)

    def fold_before(self, limit: int) -> tuple[int, Any] | None:
        """The latest fold the shell kept of at most the first `limit` events
        of this session, moved onto its facts as they are now: (how many
        events, a copy of it, ours to change), or None. `amend N` continues
        from it instead of folding the log from its first event. Only a fold
        that never asked about a fact the file or the catalog now knows
        otherwise (`FactBook.fits`) is taken: it is then exactly the fold of
        those events on these facts."""
        import copy

        from referee.core.facts import FactBook

        setup, events, here = self.session.setup, self.session.events, os.path.abspath(self.path)
        folds = [(then, kept, key) for file, frame, then, key, kept in _kept_folds()
                 if file == here and len(then) <= limit and frame == _frame(self.session) and events[: len(then)] == then]
        for then, kept, key in sorted(folds, key=lambda fold: len(fold[0]), reverse=True):  # the latest first
            read = kept is None
            if read:  # the snapshot the shell started from (its file may since hold another: then None)
                from referee.core import snapshot

                kept = snapshot.load(self.path, key, setup.game)
            book = getattr(kept, "facts", None)
            if isinstance(book, FactBook) and book.fits(setup.facts, setup.catalog):
                state = kept if read else copy.deepcopy(kept)
                state.facts.relayered(setup.facts, setup.catalog)
                return len(then), state
        return None

    def _continued(self, read, then: list[str]) -> Any:
        """The snapshot `read()` gives (the fold of the events `then`) moved
        onto the session's layers and continued to its last event; None when
        it is missing, cannot move or an event is refused."""
        from referee.core.engine import parse, play_in_place
        from referee.core.fact_use import recorded_reports, recording
        from referee.core.facts import FactBook

        setup = self.session.setup
        try:
            state = read()
        except Exception:  # damaged: another one, or the log
            return None
        book = getattr(state, "facts", None)
        if not isinstance(book, FactBook) or not book.relayered(setup.facts, setup.catalog):
            return None
        try:
            with recording(), recorded_reports():
                for line in self.session.events[len(then):]:
                    play_in_place(self.rules, state, parse(self.rules, state, line, setup.players))
        except RefereeError:
            return None
        return state

    def _remember_facts(self, session, state: Any):
        """The session with the catalog facts its state used recorded, and
        whether that or teaching the catalog the reported facts changed
        anything the fold reads."""
        from dataclasses import replace

        from referee.core.catalog import learn
        from referee.core.facts import FactBook

        book = getattr(state, "facts", None)
        if not isinstance(book, FactBook):
            return session, False
        used = {key: value for key, value in book.used.items() if key not in book.reported and key not in session.setup.facts}
        if used:
            session = replace(session, setup=replace(session.setup, facts={**session.setup.facts, **used}))
        # the catalog only grows: what it held when this command read it needs no new look
        fresh = {key: value for key, value in book.reported.items() if key not in session.setup.catalog}
        added = learn(session.setup.game, fresh)
        return session, bool(used or added)

    def player_named(self, typed: str | None) -> str | None:
        """The session's player that `typed` names (read by the game's
        grammar, as in a move line), so every command that takes a player
        argument reads it the same way; an unknown name is refused by the
        grammar. No name given (None) stays None: the command covers everyone."""
        return None if typed is None else self.rules.grammar.player_name(typed, list(self.session.setup.players))

    def shown(self, line: str) -> str:
        """A recorded (canonical) move line as the reader reads moves: in
        their language, with the game's words. Files and --json keep the line."""
        return self.tr.words.move(line, self.tr.lang, self.session.setup.players) if self.tr.words else line

    def changes(self, changes: list[Msg]) -> None:
        for change in changes:
            self.out.line("  " + change.render(self.tr))

    def expectation_line(self, state: Any) -> str:
        if self.rules.is_over(state):
            return self.tr("The game is over. Score it with 'referee score --file {file}'.", file=str(self.path))
        expected = self.rules.expected(state)
        players = expected.waiting or list(expected.actors)  # whom the game waits for, else whoever may act
        return self.tr("Next: {players} ({phase}).", players=", ".join(players), phase=expected.phase.render(self.tr))

    def reminder_lines(self, state: Any) -> list[str]:
        """What the table may still do now besides the decision awaited
        (engine.reminders), in the session's language: shown by `options`
        and `status` under the expectation line."""
        from referee.core.engine import reminders

        if self.rules.is_over(state):
            return []
        return [message.render(self.tr) for message in reminders(self.rules, state)]

    def citations(self, rule_ids: tuple[str, ...]) -> list[dict]:
        from referee.rules import corpus

        cited = []
        for rule_id in rule_ids:
            try:
                entry = corpus.entry(self.session.setup.game, self.tr.lang, rule_id)
            except RefereeError:
                continue
            cited.append({"id": entry.id, "title": entry.title, "page": entry.page, "text": entry.text})
        return cited

    def refuse(self, error: RefereeError, as_json: bool, line: str) -> int:
        """Print a refusal with its reason and the rule entries that decide it."""
        from referee.cli.output import safe_render

        cited = self.citations(getattr(error, "rule_ids", ()))
        reason = safe_render(error.msg, self.tr)
        if as_json:
            self.out.json({"ok": False, "move": line, "reason": reason, "rules": cited, "exit_code": error.exit_code})
            return error.exit_code
        label = self.tr("Refused") if error.exit_code == 1 else self.tr("Error")
        sys.stderr.write(f"{label}: {reason}\n")
        for rule in cited:
            page = " " + self.tr("(rulebook p. {page})", page=rule["page"]) if rule["page"] else ""
            sys.stderr.write(self.tr("Rule: {title}{page} [{id}]", title=rule["title"], page=page, id=rule["id"]) + "\n")
            sys.stderr.write(f"  {rule['text'].strip()}\n")
        return error.exit_code


def _frame(session) -> tuple:
    """What a session's fold starts from besides its events and facts: game, mode, players, options."""
    setup = session.setup
    return (setup.game, setup.mode, tuple(setup.players), sorted(setup.options.items()))
