"""The verified snapshot of a session's fold (core/snapshot.py): it holds
exactly the fold, so a command that starts from it gives every verdict a
fold from scratch gives; it is plain data, private, and ignored whenever its
key is not the session's as it is now."""

import hashlib
import os
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from referee.core import snapshot
from referee.core.engine import parse, play_in_place
from referee.core.errors import RefereeError
from referee.core.session import load, replay
from referee.games import REFEREED, game_rules

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _examples():
    for game in REFEREED:
        for path in sorted((EXAMPLES / game).glob("*.toml")):
            yield pytest.param(game, path, id=f"{game}/{path.stem}")


def _continue(rules, setup, state, events):
    """Fold `events` on `state` as a command does: each event's verdict (the
    changes it made, or the error that refused it), stopping at a refusal."""
    verdicts = []
    for line in events:
        try:
            move = parse(rules, state, line, setup.players)
            verdicts.append(("ok", play_in_place(rules, state, move)))
        except RefereeError as error:
            verdicts.append(("refused", type(error).__name__, error.msg))
            break
    return verdicts


@pytest.mark.parametrize("game, path", list(_examples()))
def test_a_snapshot_never_changes_a_verdict(game, path):
    """At several points of every recorded game (the illegal ones too), the
    state kept and read back equals the fold from scratch, and the rest of
    the game plays out on it with the same verdicts and the same end."""
    session = load(path)
    rules = game_rules(game)
    events = session.events
    for cut in sorted({0, len(events) // 3, 2 * len(events) // 3, max(len(events) - 1, 0)}):
        folded = replay(rules, session.setup, events[:cut])
        if folded.error is not None:
            continue  # a recorded illegal event before the cut: the session does not load
        kept = snapshot.loads(snapshot.dumps(folded.state, "key", game), "key", game)
        assert kept == folded.state
        fresh = replay(rules, session.setup, events[:cut]).state
        assert _continue(rules, session.setup, kept, events[cut:]) == _continue(rules, session.setup, fresh, events[cut:])
        assert kept == fresh


def _session(game="coming-of-age"):
    path = next((EXAMPLES / game).glob("standard-3p*.toml"))
    return path, load(path)


def test_the_key_changes_with_everything_the_fold_reads():
    _, session = _session()
    base = snapshot.key(session)
    setup = session.setup
    changed = [
        replace(session, events=session.events[:-1]),
        replace(session, events=[*session.events[:-1], session.events[-1] + " "]),
        replace(session, setup=replace(setup, options={"x": 1})),
        replace(session, setup=replace(setup, facts={"card.x": 2})),
        replace(session, setup=replace(setup, catalog={"card.x": 2})),
        replace(session, setup=replace(setup, players=tuple(reversed(setup.players)))),
        replace(session, setup=replace(setup, mode="solo")),
    ]
    keys = {snapshot.key(other) for other in changed}
    assert base not in keys and len(keys) == len(changed)
    assert snapshot.key(replace(session, lang="es", undone=["x"])) == base  # the fold reads neither


def test_the_key_changes_with_the_code(monkeypatch):
    _, session = _session()
    base = snapshot.key(session)
    monkeypatch.setattr(snapshot, "code_version", lambda game: "another version")
    assert snapshot.key(session) != base


@pytest.fixture
def kept(tmp_path, monkeypatch):
    """A session file in tmp_path, its key, and its fold kept in a private cache."""
    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path / "cache"))
    source, session = _session()
    path = tmp_path / "night.toml"
    shutil.copyfile(source, path)
    state = replay(game_rules(session.setup.game), session.setup, session.events).state
    key = snapshot.key(session)
    snapshot.store(path, key, session.setup.game, state)
    return path, key, state


def test_store_then_load(kept):
    path, key, state = kept
    assert snapshot.load(path, key, "coming-of-age") == state
    assert stat_mode(snapshot._path(path)) == 0o600 and stat_mode(snapshot._path(path).parent) == 0o700


def stat_mode(path: Path) -> int:
    return os.stat(path).st_mode & 0o777


def test_a_stale_or_foreign_snapshot_is_ignored(kept, tmp_path):
    path, key, state = kept
    assert snapshot.load(path, "another key", "coming-of-age") is None  # the session changed since
    assert snapshot.load(tmp_path / "other.toml", key, "coming-of-age") is None  # another session file
    with pytest.raises(ValueError):
        snapshot.loads(snapshot._path(path).read_bytes(), key, "loop")  # names classes of another game


def _signed(key: str, payload: bytes) -> bytes:
    return f"{snapshot.MAGIC} {snapshot.FORMAT} {key} {hashlib.sha256(payload).hexdigest()}\n".encode() + payload


@pytest.mark.parametrize("damage", [
    lambda data, key: data[:-5],  # truncated: the checksum fails
    lambda data, key: b"not a snapshot",
    lambda data, key: _signed(key, data.partition(b"\n")[2].replace(b"referee.games.coming_of_age.state:State", b"subprocess:Popen", 1)),
    lambda data, key: _signed(key, data.partition(b"\n")[2].replace(b"referee.games.coming_of_age.state:State", b"referee.games.coming_of_age.state:os", 1)),
    lambda data, key: _signed(key, b'{"r":7}'),
    lambda data, key: __import__("pickle").dumps({"x": 1}),
])
def test_a_damaged_or_forged_snapshot_is_ignored(kept, damage):
    path, key, _ = kept
    file = snapshot._path(path)
    file.write_bytes(damage(file.read_bytes(), key))
    assert snapshot.load(path, key, "coming-of-age") is None


def test_a_snapshot_others_could_have_written_is_ignored(kept):
    path, key, _ = kept
    os.chmod(snapshot._path(path), 0o644)
    assert snapshot.load(path, key, "coming-of-age") is None


def test_a_state_that_cannot_be_plain_data_is_not_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path / "cache"))
    _, session = _session()
    state = replay(game_rules(session.setup.game), session.setup, session.events).state
    next(iter(state.players.values())).something = object()  # not data
    snapshot.store(tmp_path / "s.toml", "k", "coming-of-age", state)
    assert not snapshot._path(tmp_path / "s.toml").exists()
    loop = [1]
    loop.append(loop)  # holds itself
    with pytest.raises(ValueError):
        snapshot.dumps({"a": loop}, "k", "coming-of-age")


def test_sharing_inside_a_state_survives():
    shared = {"cost": 2}
    state = {"catalog": [shared], "hand": [shared]}
    back = snapshot.loads(snapshot.dumps(state, "k", "loop"), "k", "loop")
    assert back == state and back["catalog"][0] is back["hand"][0]


def _as_read(session):
    """The session as a command reads it: with the user's catalog."""
    from referee.core.catalog import load_catalog

    return replace(session, setup=replace(session.setup, catalog=load_catalog(session.setup.game)))


def test_commands_start_from_the_kept_state_and_keep_the_next(cli, tmp_path, monkeypatch):
    """`status` keeps the fold; `do` keeps the state it reached, which equals
    the fold of the saved file; a later command reads it instead of folding."""
    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path / "cache"))
    source = EXAMPLES / "loop" / "competitive-4p.toml"
    session = load(source)
    path = tmp_path / "night.toml"
    before = replace(session, events=session.events[:-1])
    from referee.core.session import save

    save(before, path)
    code, shown, _ = cli("status", "--json", "--file", str(path))
    assert code == 0
    assert snapshot.load(path, snapshot.key(_as_read(before)), "loop") is not None
    code, _, _ = cli("undo", "--file", str(path))  # then the last two events again, the second
    code, _, _ = cli("do", session.events[-2], "--file", str(path))  # (the first taught the catalog the game's facts)
    code, _, _ = cli("do", session.events[-1], "--file", str(path))
    assert code == 0
    after = _as_read(load(path))
    kept_state = snapshot.load(path, snapshot.key(after), "loop")
    assert kept_state is not None
    assert kept_state == replay(game_rules("loop"), after.setup, after.events).state

    from referee.core import session as sessions

    def no_fold(*args, **kwargs):
        raise AssertionError("folded again")

    monkeypatch.setattr(sessions, "current_state", no_fold)
    code, shown_after, _ = cli("status", "--json", "--file", str(path))
    assert code == 0 and shown_after != shown


def test_a_kept_state_is_the_fold_when_the_catalog_supplies_facts(cli, tmp_path, monkeypatch):
    """A session that relies on the user's catalog: the save of a move records
    the catalog facts it used in the file, so the state kept for the next
    command must be the fold of the file with those facts."""
    from referee.core.catalog import learn, load_catalog
    from referee.core.session import save

    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    session = load(EXAMPLES / "loop" / "competitive-4p.toml")
    rules = game_rules("loop")
    learn("loop", replay(rules, session.setup, session.events).state.facts.reported)
    # the same game once the catalog knows its components: the events report what it already holds
    path = tmp_path / "night.toml"
    save(replace(session, events=session.events[:-1]), path)
    assert cli("status", "--json", "--file", str(path))[0] == 0
    assert cli("do", session.events[-1], "--file", str(path))[0] == 0
    assert cli("status", "--json", "--file", str(path))[0] == 0
    after = load(path)
    after = replace(after, setup=replace(after.setup, catalog=load_catalog("loop")))
    kept_state = snapshot.load(path, snapshot.key(after), "loop")
    assert kept_state is not None
    assert kept_state == replay(rules, after.setup, after.events).state
