"""The `play` shell keeps the fold a move reached (cli/table.py `_KEPT`) for
the next command, and moves it onto the facts a save recorded in the file or
taught the catalog (`FactBook.relayered`) instead of folding the log again.
What it keeps must always be the fold of the saved file with the catalog as
it is: these tests compare it with a replay from scratch after every save of
whole recorded games, once with an empty catalog (the moves teach it) and
once with a catalog that knows every fact (the moves record what they use in
the file); and the shell's answers with every cache (kept fold, snapshot)
turned off are the same, byte for byte. A file changed by someone else
between two commands is noticed and folded again.

Rulebook facts are not at stake here: a cache must give exactly the verdicts
the rules (tested elsewhere, with their pages) give on a fold from scratch.
"""

import io
import os
from dataclasses import replace
from pathlib import Path

import pytest

import referee
from referee.cli import table
from referee.core import snapshot
from referee.core.catalog import load_catalog
from referee.core.facts import FactBook
from referee.core.session import load, replay, save
from referee.games import REFEREED, game_rules

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def longest(game: str) -> Path:
    """The game's recorded example with the most events that replays to its end."""
    whole = [p for p in sorted((EXAMPLES / game).glob("*.toml")) if replay(game_rules(game), load(p).setup, load(p).events).error is None]
    return max(whole, key=lambda p: len(load(p).events))


def fresh_fold(path: Path, game: str):
    """The fold from scratch of the session file as a new process reads it (with the user's catalog)."""
    session = load(path)
    setup = replace(session.setup, catalog=load_catalog(game))
    done = replay(game_rules(game), setup, session.events)
    assert done.error is None
    return done.state


class Watch:
    """After every save of a session in the shell: the state kept equals the
    fold from scratch of the saved file (and what it was asked covers what
    that fold asked); counts the saves that taught or recorded a fact and
    were kept all the same."""

    def __init__(self, monkeypatch, game: str):
        self.game, self.saves, self.kept, self.learned_kept = game, 0, 0, 0
        self.dropped: list[int] = []  # the saves (numbered from 1) after which the next command folds the log
        original_save, original_relayered = table.Table.save, table.Table._relayered

        def save(t, session, state=None, **how):
            original_save(t, session, state, **how)
            self.saves += 1
            if table._KEPT:
                kept = table._KEPT[0][1]
                fresh = fresh_fold(t.path, game)
                assert kept == fresh, (game, len(session.events))
                assert kept.facts.asked >= fresh.facts.asked and kept.facts.prefixes >= fresh.facts.prefixes
                assert table._recent(os.path.abspath(t.path), snapshot.key(t.session)) == fresh  # the copy kept beside it
                self.kept += 1
            elif state is not None:
                self.dropped.append(self.saves)

        def relayered(t, before, earlier):
            state = original_relayered(t, before, earlier)
            self.learned_kept += state is not None
            return state

        monkeypatch.setattr(table.Table, "save", save)
        monkeypatch.setattr(table.Table, "_relayered", relayered)


def shell(cli, monkeypatch, path: Path, lines: list[str]) -> tuple[str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join([*lines, "quit"]) + "\n"))
    code, out, err = cli("play", str(path))
    assert code == 0, err
    return out, err


def script(events: list[str], players: list[str]) -> list[str]:
    """Every event in turn; now and then the views and a check in between."""
    lines = []
    for number, event in enumerate(events):
        if number % 9 == 4:
            lines += ["status", f"options {players[number % len(players)]}", "status --json", f"check '{event}'"]
        lines.append(event)
    return lines


@pytest.mark.parametrize("game", REFEREED)
def test_the_fold_kept_after_each_move_is_the_fold_of_the_saved_file(cli, tmp_path, monkeypatch, game):
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path / "cache"))
    session = load(longest(game))
    watch = Watch(monkeypatch, game)
    for rounds in ("an empty catalog, taught by the moves", "a catalog that knows every fact"):
        path = tmp_path / f"{len(rounds)}.toml"
        save(replace(session, events=[], undone=[], setup=replace(session.setup, facts={})), path)
        shell(cli, monkeypatch, path, script(session.events, list(session.setup.players)))
        assert load(path).events == session.events, rounds
        # the shell's last fold is written as the snapshot when it ends
        after = load(path)
        assert snapshot.load(path, snapshot.key(replace(after, setup=replace(after.setup, catalog=load_catalog(game)))), game) == fresh_fold(path, game)
    assert watch.saves == 2 * len(session.events)
    # not a vacuous comparison: most moves' folds were kept, some that taught or recorded a fact
    # among them; one teaching a fact under a prefix the folds listed keys under (Coming of Age's
    # memory-token.*, events 51 and 132 of its longest example) continues from the fold kept
    # before the first listing: no save leaves the next command to fold the whole log
    assert watch.kept > watch.saves // 2 and watch.learned_kept > 0
    assert watch.dropped == [], watch.dropped


def corrections(game: str, events: list[str], at: int, upto: int, breaking: bool = False) -> str | None:
    """Another line for event `at` (1-based) with which the first `upto`
    events still replay and reach another fold: a die or count told
    otherwise (a digit changed, not a printed fact: the catalog would learn
    it), or None. `breaking`: one legal itself that makes a later event illegal."""
    import copy

    from referee.core.engine import parse, play_in_place
    from referee.core.errors import RefereeError

    rules, setup = game_rules(game), load(longest(game)).setup
    before = replay(rules, setup, events[: at - 1]).state
    original = replay(rules, setup, events[:upto]).state
    line = events[at - 1]
    for place, char in enumerate(line):
        for digit in "123456" if char.isdigit() else ():
            other, state = line[:place] + digit + line[place + 1 :], copy.deepcopy(before)
            if other == line:
                continue
            try:
                play_in_place(rules, state, parse(rules, state, other, setup.players))
            except RefereeError:
                continue
            try:
                for event in events[at:upto]:
                    play_in_place(rules, state, parse(rules, state, event, setup.players))
            except RefereeError:
                if breaking:
                    return other
                continue
            if not breaking and state != original and state.facts.reported == original.facts.reported:
                return other
    return None


@pytest.mark.parametrize("game", REFEREED)
def test_the_fold_kept_after_an_amend_is_the_fold_of_the_saved_file(cli, tmp_path, monkeypatch, game):
    """`amend N` continues from the latest fold the shell kept before event
    N (the last moves, the snapshot the shell started from) or folds from
    the first event: each time the fold kept is the fold from scratch of the
    amended file, and a correction that makes a later event illegal is
    refused, leaving the file and the fold kept as they were."""
    from referee.core import session as sessions

    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path / "cache"))
    from referee.core.catalog import learn

    session = load(longest(game))
    events, start = session.events, len(session.events) - 30
    learn(game, replay(game_rules(game), session.setup, events).state.facts.reported)  # a second night: the moves teach nothing
    path = tmp_path / "night.toml"
    save(replace(session, events=events[:start], undone=[]), path)
    watch = Watch(monkeypatch, game)
    lines, amended = list(events[start:]), 0
    for back in (1, 3, 20, 30, 60, len(events) - 2):  # kept folds, the shell's first fold, none: from scratch
        # the first event from `back` events before the end backwards that can be told otherwise
        found = ((at, corrections(game, events, at, len(events))) for at in range(len(events) + 1 - back, max(1, len(events) - 11 - back), -1))
        at, other = next(((at, other) for at, other in found if other is not None), (0, None))
        if other is not None:
            lines += [f"amend {at} '{other}'", "status", f"amend {at} '{events[at - 1]}'", "status --json"]
            amended += 1
    assert amended >= 2, game  # not a vacuous test: some events have a correction that keeps the game legal
    # and first one that a later event refuses: nothing changes
    found = ((at, corrections(game, events, at, len(events), breaking=True)) for at in range(len(events) - 1, len(events) - 40, -1))
    at, breaking = next(((at, other) for at, other in found if other is not None), (0, None))
    if breaking is not None:
        lines.insert(30, f"amend {at} '{breaking}'")
    shell(cli, monkeypatch, path, ["status"])  # its snapshot, written as it ends: the next shell starts from it
    continued, original = [], table.Table.fold_before
    monkeypatch.setattr(table.Table, "fold_before", lambda t, limit: continued.append(original(t, limit)) or continued[-1])
    monkeypatch.setattr(sessions, "_amended_from_scratch", None)  # only for a log broken before the correction
    out, err = shell(cli, monkeypatch, path, lines)
    assert load(path).events == events, err
    assert any(continued)  # not vacuous: amends continued from a fold the shell kept
    assert watch.saves == 30 + 2 * amended, err
    assert not [number for number in watch.dropped if number > 30]  # every amend kept its fold (compared in Watch)
    assert out.count("Every later event still holds") == 2 * amended
    assert breaking is None or "becomes illegal" in err


@pytest.mark.parametrize("game", REFEREED)
def test_a_cache_never_changes_what_the_shell_says(cli, tmp_path, monkeypatch, game):
    """The last moves of a game with views in between, with an empty catalog:
    the same output and file with every cache of the shell as with none
    (every command reading its files and folding the log from scratch,
    every board drawn anew)."""
    from referee.cli import status_view
    from referee.core import catalog, files, session as sessions

    class Forgetful(dict):
        def __setitem__(self, key, value):
            pass

    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path / "cache"))
    session = load(longest(game))
    cut = len(session.events) - 25
    lines = [*script(session.events[cut:], list(session.setup.players)), "undo", "status", "redo", "status --json", "log"]
    outputs = []
    for caching in (True, False):
        if not caching:
            monkeypatch.setattr(table.Table, "_kept", lambda t, take: None)
            monkeypatch.setattr(table, "_recent", lambda *args: None)
            monkeypatch.setattr(snapshot, "load", lambda *args: None)
            monkeypatch.setattr(snapshot, "store", lambda *args: None)
            monkeypatch.setattr(sessions, "_parsed", files.parse_toml)
            monkeypatch.setattr(catalog, "_LAST_READ", Forgetful())
            monkeypatch.setattr(status_view, "_DRAWN", Forgetful())
        monkeypatch.setenv("REFEREE_HOME", str(tmp_path / f"home-{caching}"))
        path = tmp_path / f"night-{caching}.toml"
        save(replace(session, events=session.events[:cut], undone=[]), path)
        out, err = shell(cli, monkeypatch, path, lines)
        outputs.append((out.replace(str(path), "FILE"), err.replace(str(path), "FILE"), path.read_bytes()))
    assert outputs[0] == outputs[1]


class Meddler(io.StringIO):
    """The shell's input; before the line `at` is read, someone else writes the session file."""

    def __init__(self, lines: list[str], at: int, write):
        super().__init__("\n".join(lines) + "\n")
        self.read, self.at, self.write = 0, at, write

    def readline(self, *args):
        if self.read == self.at:
            self.write()
        self.read += 1
        return super().readline(*args)


@pytest.mark.parametrize("change", ["another move", "the same number of events, one amended", "undone"])
def test_a_file_changed_between_two_commands_is_folded_again(cli, tmp_path, monkeypatch, change):
    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    game = "loop"
    session = load(longest(game))
    events = session.events
    path = tmp_path / "night.toml"
    save(replace(session, events=events[:-3], undone=[]), path)
    other = {
        "another move": events[:-1],  # the shell recorded events[-3]; someone else the next one
        "the same number of events, one amended": [*events[:-4], events[-3]],  # not a legal night: refused on reading
        "undone": events[:-4],
    }[change]

    def write():
        save(replace(session, events=other, undone=[]), path)

    lines = ["status --json", events[-3], "status --json", "status --json", "quit"]
    monkeypatch.setattr("sys.stdin", Meddler(lines, 3, write))
    code, out, err = cli("play", str(path))
    assert code == 0
    rules = game_rules(game)
    done = replay(rules, replace(session.setup, catalog=load_catalog(game)), other)
    if done.error is not None:
        assert "no longer replays" in err  # the edited file is read as it is now, not as the shell kept it
        return
    shown = out.split("\n{")
    assert shown[-1] != shown[-2]
    assert table._KEPT[0][0][1] == snapshot.key(replace(load(path), setup=replace(load(path).setup, catalog=load_catalog(game))))
    assert table._KEPT[0][1] == done.state


def test_a_book_moves_onto_new_layers_only_when_its_fold_never_asked_about_what_changed():
    book = FactBook({"r": 1}, {"c": [1, 2], "d": "x"}, game="loop")
    book.get("c")              # a catalog fact used: it goes to the file
    book.keys_under("deck.")   # a listing of keys under a prefix
    assert book.used == {"c": [1, 2]}
    # 'c' recorded in the file now (same value), 'e' newly known but never asked about: the same fold
    assert book.relayered({"r": 1, "c": [1, 2]}, {"c": [1, 2], "d": "x", "e": 5})
    assert book.recorded == {"r": 1, "c": [1, 2]} and book.catalog["e"] == 5 and book.used == {}
    assert book.relayered(book.recorded, {**book.catalog, "d": "y"})       # 'd' was never asked about
    book.knows("f")                                                        # asked, unknown then
    assert not book.relayered(book.recorded, {**book.catalog, "f": 1})     # known now: the fold could have gone otherwise
    assert not book.relayered(book.recorded, {**book.catalog, "deck.a": 1})  # a new key under a listed prefix
    assert not book.relayered({}, book.catalog)                             # the file's facts never shrink
    assert not book.relayered({**book.recorded, "c": (1, 2)}, book.catalog)  # a tuple is not the list the fold was given
    assert book.recorded == {"r": 1, "c": [1, 2]}                          # a refusal changes nothing


def test_views_mark_no_fact_used_on_the_fold_they_read():
    from referee.core.fact_use import recording, unrecorded

    book = FactBook({}, {"c": 1, "d": 2}, game="loop")
    with unrecorded():
        assert book.get("c") == 1 and book.keys_under("c") == ["c"]
    assert book.used == {}
    assert book.asked == {"c"} and book.prefixes == {"c"}  # what was asked is noted all the same: relayered may only decline more
    with unrecorded(), recording():  # a fold made for a view notes what it uses
        book.get("d")
    assert book.used == {"d": 2}


@pytest.mark.parametrize("game", REFEREED)
def test_what_a_save_keeps_for_the_next_read_is_what_reading_the_file_gives(tmp_path, monkeypatch, game):
    """The session file and the catalog are not parsed again after the
    process wrote them: the data kept must equal a parse of the bytes."""
    import tomllib

    from referee.core import catalog, session as sessions

    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    for example in sorted((EXAMPLES / game).glob("*.toml")):
        night = load(example)
        done = replay(game_rules(game), night.setup, night.events)
        night = replace(night, setup=replace(night.setup, facts={**night.setup.facts, **done.state.facts.used}))
        raw = save(night, tmp_path / "night.toml")
        assert sessions._LAST_PARSED[0] == (raw, tomllib.loads(raw.decode()))
        catalog.save_catalog(game, done.state.facts.reported)
        path = catalog.catalog_path(game)
        assert catalog._LAST_READ[str(path)] == (path.read_bytes(), tomllib.loads(path.read_text())["facts"])


def test_the_fold_kept_after_the_bots_turn_is_the_fold_of_the_saved_file(cli, tmp_path, monkeypatch):
    """A Coming of Age solo night of the second session format, where the
    table asks the referee to play Rob's turn ('bot')."""
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path / "cache"))
    path = tmp_path / "solo.toml"
    assert cli("new", "coming-of-age", "--players", "Ana", "--mode", "solo", "--option", "format=2", "--file", str(path))[0] == 0
    watch = Watch(monkeypatch, "coming-of-age")
    shell(cli, monkeypatch, path, ["Ana: start cheerful gamer committed persistent nostalgic", "Ana: row stubborn:purple fair:lilac hoarder:grey positive:white",
                                   "Ana: rob-roll 2", "Ana: roll 3", "status", "bot", "status", "Ana: choose 3 2 turquoise", "bot", "status"])
    assert load(path).events[4] == "Ana: rob interest 2"  # the bot's move was recorded
    assert watch.saves == 6 and watch.kept == 6


@pytest.mark.parametrize("signal_name", ["SIGHUP", "SIGTERM"])
def test_a_shell_whose_terminal_closes_writes_the_snapshot_of_its_fold(tmp_path, monkeypatch, signal_name):
    """A shell ended by its terminal closing (SIGHUP) or by SIGTERM ends as at
    'quit': the snapshot of the fold it reached is written, so the next
    command starts from it (before, the process died and the next command
    folded the whole log)."""
    import signal
    import subprocess
    import sys
    import time

    if not hasattr(signal, signal_name):
        pytest.skip(f"no {signal_name} here")
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path / "cache"))
    game = "loop"
    session = load(longest(game))
    path = tmp_path / "night.toml"
    save(replace(session, events=session.events[:-2], undone=[]), path)
    # the shell runs the code this test imported (the snapshot key hashes the code, so another copy of the
    # package, such as the one installed beside a worktree or a source tree, would key its snapshot otherwise)
    imported = str(Path(referee.__file__).resolve().parent.parent)
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "LANG": "C", "REFEREE_LANG": "en",
           "PYTHONPATH": os.pathsep.join(filter(None, [imported, os.environ.get("PYTHONPATH")]))}
    # (run from tmp_path, so that the folder it runs from puts no other copy first)
    shell = subprocess.Popen([sys.executable, "-m", "referee", "play", str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env=env, text=True, cwd=tmp_path)
    code, seen = None, []
    try:
        shell.stdin.write("\n".join(session.events[-2:]) + "\n")
        shell.stdin.flush()
        for line in shell.stdout:  # up to the last move's answer
            seen.append(line)
            if "Recorded #%d" % len(session.events) in line:
                break
        time.sleep(0.3)  # the shell waits for the next line
        shell.send_signal(getattr(signal, signal_name))
        try:
            code = shell.wait(timeout=30)
        except subprocess.TimeoutExpired:
            code = "none: still running 30 s after the signal"
    finally:
        shell.kill()
        out, err = shell.communicate()
    told = f"exit {code}\nstdout:\n{''.join(seen)}{out}\nstderr:\n{err}"  # what the shell said, shown on failure
    assert code == 0, told
    assert load(path).events == session.events, told
    after = load(path)
    wanted = snapshot.key(replace(after, setup=replace(after.setup, catalog=load_catalog(game))))
    assert snapshot.load(path, wanted, game) == fresh_fold(path, game), told


def test_a_signal_that_comes_before_the_shell_reads_ends_the_read(tmp_path):
    """The race behind a shell that never ended: SIGHUP/SIGTERM arriving
    after the loop checked for it but before `input()` blocked in its read
    ran no handler, and the read waited for a line that never came. The
    piped input is read through `_WakeableInput`: the byte the C handler
    writes to the wakeup descriptor ends the read as the end of the input;
    another signal's byte does not, and the input's bytes read through."""
    import signal

    from referee.cli.play_cmd import _WakeableInput

    lines_read, lines_write = os.pipe()
    wake_read, wake_write = os.pipe()
    os.set_blocking(wake_read, False)
    try:
        reader = _WakeableInput(lines_read, wake_read, {signal.SIGHUP, signal.SIGTERM})
        os.write(lines_write, b"Ana: roll 3\n")
        os.write(wake_write, bytes([signal.SIGINT]))  # not one of the shell's: the line is read
        buffer = bytearray(64)
        assert buffer[: reader.readinto(buffer)] == b"Ana: roll 3\n"
        os.write(wake_write, bytes([signal.SIGTERM]))  # came before the read: the input is empty and open
        assert reader.readinto(bytearray(64)) == 0
    finally:
        for fd in (lines_read, lines_write, wake_read, wake_write):
            os.close(fd)
