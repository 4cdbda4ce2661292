"""A verified snapshot of a session's folded state, so that a command on a
long game does not fold the whole log again.

The state a session's events fold to is kept in the user's cache folder
(see core/cache_files.py), one file per session file, under a key: the hash
of the game, mode, players, options, the facts the session records and the
user's catalog of them, every event, and the code and rule data the fold
runs (each file's name, size and modification time). A snapshot is used only
when its key is the key of the session as it is now: a snapshot of an older
state of the file, of another session or of other code is ignored, and the
log is folded from the start as without it. A snapshot never changes a
verdict: it holds exactly the fold (tests compare it with a fold from scratch
for every recorded game).

The file is plain data, never code: one header line, then JSON.

    referee-snapshot <format> <key> <sha256 of the JSON>\\n{...}

JSON arrays are lists; every JSON object is a tag: {"t": [...]} tuple,
{"s": [...]} set, {"f": [...]} frozenset, {"m": [[key, value], ...]} dict,
{"d": n, "x": value} and {"r": n} a changeable value reachable twice (its
first place, then the others: the copy shares it as the state does),
{"o": "module:Class", "v": [[field, value], ...]} an object. Only classes of
the referee's core and of the session's game package can be named —
dataclasses, and classes that list their fields in `SNAPSHOT_FIELDS` — only
if their module is already loaded (the file makes nothing import), and they
are rebuilt by setting their fields (no method of theirs runs). A state that
holds anything else, or holds itself, is not kept.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import sys
from functools import cache
from pathlib import Path
from typing import Any

from referee import __version__
from referee.core.cache_files import cache_dir, framed, private_folder, read_private, unframed, write_private

FORMAT = 1
MAGIC = "referee-snapshot"
MAX_BYTES = 32 * 1024 * 1024
FOLDER = "snapshots"

_PLAIN = (str, int, float, bool, type(None))


def key(session) -> str:
    """The key of the state `session`'s events fold to."""
    setup = session.setup
    material = [FORMAT, code_version(setup.game), setup.game, setup.mode, list(setup.players), setup.options,
                setup.facts, setup.catalog, session.events]
    text = json.dumps(material, sort_keys=True, ensure_ascii=True, separators=(",", ":"), default=repr)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


@cache
def code_version(game: str) -> str:
    """The version, and the name, size and modification time of every module
    of the program and every rule data file of `game`."""
    from referee.core.resources import rulesets_dir

    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    files = []
    for folder, subfolders, names in os.walk(package):
        subfolders.sort()
        files += [os.path.join(folder, name) for name in sorted(names) if name.endswith(".py")]
    files += sorted(str(path) for path in (rulesets_dir() / game).glob("*.toml"))
    lines = [__version__]
    for path in files:
        info = os.stat(path)
        lines.append(f"{path} {info.st_size} {info.st_mtime_ns}")
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def _path(session_file: Path) -> Path:
    name = hashlib.sha256(os.fsencode(os.path.abspath(session_file))).hexdigest()[:32]
    return cache_dir() / FOLDER / f"{name}.json"


def load(session_file: Path, wanted: str, game: str) -> Any:
    """The state kept for `session_file` under the key `wanted`, or None
    (none kept, another key, unsafe, damaged)."""
    try:
        data = read_private(_path(session_file), MAX_BYTES)
        return None if data is None else loads(data, wanted, game)
    except Exception:  # anything off: fold the log instead
        return None


def store(session_file: Path, wanted: str, game: str, state: Any) -> bytes | None:
    """Keep `state` (the fold of the session whose key is `wanted`), unless it
    cannot be kept as plain data; never an error. The snapshot's bytes (for
    `loads`), even when the cache folder cannot be written; None when the
    state is not plain data."""
    try:
        data = dumps(state, wanted, game)
    except Exception:  # not plain data: the next command folds the log
        return None
    try:
        folder = private_folder(create=True)
        if folder is not None and private_folder(create=True, folder=folder / FOLDER) is not None:
            write_private(_path(session_file), data, durable=False)
    except Exception:  # a read-only home: the next process folds the log
        pass
    return data


def dumps(state: Any, wanted: str, game: str) -> bytes:
    """The snapshot file's bytes for `state`: a header (magic, format, the wanted key, the payload's hash) and the tagged JSON payload."""
    payload = json.dumps(_Encoder(game).encode(state), ensure_ascii=True, separators=(",", ":"), allow_nan=False).encode("ascii")
    return framed(MAGIC, FORMAT, wanted, payload)


def loads(data: bytes, wanted: str, game: str) -> Any:
    """The state in `data`; ValueError unless its header names this format
    and key and its checksum matches."""
    return json.loads(unframed(data, MAGIC, FORMAT, wanted), object_hook=_decoder(game))


def _allowed_module(module: str, game: str) -> bool:
    package = "referee.games." + game.replace("-", "_")
    return module.startswith("referee.core.") or module == package or module.startswith(package + ".")


def _changeable(kind: type) -> bool:
    return kind in (list, dict, set) or (hasattr(kind, "__dict__") and not getattr(getattr(kind, "__dataclass_params__", None), "frozen", False))


class _Encoder:
    """The state as tagged JSON. A changeable object reachable twice (LOOP's
    activity both in the catalog and on a player's board) is written once as
    {"d": n, "x": value} and then as {"r": n}, so the copy keeps the sharing;
    a cycle is refused."""

    def __init__(self, game: str):
        self.game = game
        self.shared: set[int] = set()
        self.numbers: dict[int, int] = {}
        self.open: set[int] = set()

    def encode(self, state: Any) -> Any:
        """`state` as tagged plain JSON data, refusing what a snapshot may not hold."""
        self._count(state)
        return self._encode(state)

    def _count(self, state: Any) -> None:
        seen: set[int] = set()
        stack = [state]
        while stack:
            value = stack.pop()
            kind = type(value)
            if kind in _PLAIN:
                continue
            if _changeable(kind):
                if id(value) in seen:
                    self.shared.add(id(value))
                    continue
                seen.add(id(value))
            if kind is dict:
                stack.extend(value.keys())
                stack.extend(value.values())
            elif kind in (list, tuple, set, frozenset):
                stack.extend(value)
            elif hasattr(value, "__dict__"):
                stack.extend(vars(value).values())

    def _encode(self, value: Any) -> Any:
        kind = type(value)
        if kind in _PLAIN:
            return value
        if id(value) in self.shared:
            if id(value) in self.open:
                raise ValueError("a state that holds itself")
            if id(value) in self.numbers:
                return {"r": self.numbers[id(value)]}
            number = self.numbers[id(value)] = len(self.numbers)
            self.open.add(id(value))
            encoded = {"d": number, "x": self._plain(value, kind)}
            self.open.discard(id(value))
            return encoded
        return self._plain(value, kind)

    def _plain(self, value: Any, kind: type) -> Any:
        if kind is list:
            return [self._encode(item) for item in value]
        if kind is tuple:
            return {"t": [self._encode(item) for item in value]}
        if kind is set:
            return {"s": [self._encode(item) for item in value]}
        if kind is frozenset:
            return {"f": [self._encode(item) for item in value]}
        if kind is dict:
            return {"m": [[self._encode(k), self._encode(v)] for k, v in value.items()]}
        if _keepable(kind, self.game) and hasattr(value, "__dict__") and _fields_fit(kind, vars(value)):
            return {"o": f"{kind.__module__}:{kind.__qualname__}", "v": [[name, self._encode(item)] for name, item in vars(value).items()]}
        raise TypeError(f"cannot keep a {kind.__name__}")


def _keepable(kind: type, game: str) -> bool:
    """A class a snapshot may hold: a dataclass, or a class listing its fields
    in SNAPSHOT_FIELDS, of the core or of the game's package."""
    return (dataclasses.is_dataclass(kind) or isinstance(getattr(kind, "SNAPSHOT_FIELDS", None), tuple)) and _allowed_module(kind.__module__, game)


def _fields_fit(kind: type, fields) -> bool:
    listed = getattr(kind, "SNAPSHOT_FIELDS", None)
    return listed is None or set(fields) == set(listed)


def _decoder(game: str):
    classes: dict[str, type] = {}
    shared: dict[int, Any] = {}

    def named(name: str) -> type:
        if name not in classes:
            module_name, _, qualname = name.partition(":")
            module = sys.modules.get(module_name) if _allowed_module(module_name, game) else None
            found: Any = module
            for part in qualname.split("."):
                found = getattr(found, part, None)
            if not (isinstance(found, type) and found.__module__ == module_name and _keepable(found, game)):
                raise ValueError(f"a class the snapshot may not name: {name}")
            classes[name] = found
        return classes[name]

    def tagged(data: dict) -> Any:
        if len(data) == 1:
            (tag, items), = data.items()
            if tag == "t":
                return tuple(items)
            if tag == "m":
                return {k: v for k, v in items}
            if tag == "s":
                return set(items)
            if tag == "f":
                return frozenset(items)
            if tag == "r":
                return shared[items]  # KeyError for a number never defined: the file is refused
        elif len(data) == 2 and "d" in data and "x" in data:
            if type(data["d"]) is not int or data["d"] in shared:
                raise ValueError("a shared object defined twice")
            shared[data["d"]] = data["x"]
            return data["x"]
        elif len(data) == 2 and "o" in data and "v" in data:
            kind = named(data["o"])
            fields = {name: value for name, value in data["v"]}
            if not _fields_fit(kind, fields):
                raise ValueError(f"not the fields of {kind.__name__}")
            obj = object.__new__(kind)
            obj.__dict__.update(fields)
            return obj
        raise ValueError("unknown tag")

    return tagged
