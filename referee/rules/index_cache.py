"""A disk cache for the search index, so `referee ask` answers at once.

Building the index analyses every rule entry (about a second); the result is
kept under the user's cache folder ($REFEREE_CACHE, else
$XDG_CACHE_HOME/referee, else ~/.cache/referee), keyed by a fingerprint of the
rule data and of the code that analyses it: any change to either makes a new
key, so a stale index is never read.

The cache is plain data, never code: one header line, then JSON.

    referee-index-cache <format> <fingerprint> <sha256 of the JSON>\\n{...}

JSON carries only numbers, strings, lists and objects; tuples, sets, maps with
non-text keys and the index's own classes are tagged objects (see `encode`),
and only the classes the caller names can be rebuilt (their fields are set, no
method of theirs runs). Before use the file must be a regular file owned by
this user, not readable or writable by others, in a folder that is ours and
not writable by others; its header must match this format, fingerprint and
checksum. Anything else: the index is rebuilt and the file replaced. The
folder is created 0700 and the file 0600, whatever the umask.

The cache is only an optimisation: every failure to read or write it falls
back to building the index in memory.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path
from typing import Any

from referee import __version__
from referee.core.resources import rulesets_dir

FORMAT = 1
MAGIC = "referee-index-cache"
MAX_BYTES = 64 * 1024 * 1024
_CODE = ("normalize.py", "index.py", "corpus.py", "index_cache.py")


def cache_dir() -> Path:
    explicit = os.environ.get("REFEREE_CACHE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "referee"


def fingerprint() -> str:
    digest = hashlib.sha256(__version__.encode())
    here = Path(__file__).resolve().parent
    for name in _CODE:
        digest.update((here / name).read_bytes())
    for path in sorted(rulesets_dir().glob("*/*.toml")):
        digest.update(path.relative_to(rulesets_dir()).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:24]


def _path() -> Path:
    return cache_dir() / f"rules-index-{fingerprint()}.json"


def _named(classes) -> dict[str, type]:
    return {cls.__name__: cls for cls in classes}


# --- the encoding -----------------------------------------------------------
# JSON arrays are lists; every JSON object is a tag with one meaning:
#   {"t": [...]} tuple      {"f": [...]} frozenset     {"s": [...]} set
#   {"m": [[key, value], ...]} dict
#   {"lt": [[...], ...]} list of tuples of plain values (posting lists)
#   {"mt": [[[...], value], ...]} dict keyed by tuples of text
#   {"o": "Class", "v": [[field, value], ...]} an object of a named class
#   {"mp": [keys, counts, numbers, scores]} dict from tuples of text to lists
#        of (int, float) pairs (posting lists): counts and numbers packed as
#        little-endian int32, scores as float64, in base64 (fast to read)
#   {"mf": [keys, scores]} dict from text to float, scores packed as above

_PLAIN = (str, int, float, bool, type(None))


def encode(value: Any, classes: dict[str, type]) -> Any:
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is list:
        if value and all(type(item) is tuple and all(type(x) in _PLAIN for x in item) for item in value):
            return {"lt": [list(item) for item in value]}
        return [encode(item, classes) for item in value]
    if kind is tuple:
        return {"t": [encode(item, classes) for item in value]}
    if kind is frozenset:
        return {"f": [encode(item, classes) for item in value]}
    if kind is set:
        return {"s": [encode(item, classes) for item in value]}
    if kind is dict:
        if value and all(type(k) is str and type(v) is float for k, v in value.items()):
            return {"mf": [list(value), _pack("d", value.values())]}
        if value and all(type(k) is tuple and all(type(x) is str for x in k) and _is_postings(v) for k, v in value.items()):
            lists = list(value.values())
            return {"mp": [[list(k) for k in value], _pack("i", map(len, lists)),
                           _pack("i", (n for pairs in lists for n, _ in pairs)), _pack("d", (f for pairs in lists for _, f in pairs))]}
        if value and all(type(k) is tuple and all(type(x) is str for x in k) for k in value):
            return {"mt": [[list(k), encode(v, classes)] for k, v in value.items()]}
        return {"m": [[encode(k, classes), encode(v, classes)] for k, v in value.items()]}
    if classes.get(kind.__name__) is kind:
        return {"o": kind.__name__, "v": [[name, encode(item, classes)] for name, item in vars(value).items()]}
    raise TypeError(f"cannot cache a {kind.__name__}")


def _is_postings(value: Any) -> bool:
    return type(value) is list and all(type(item) is tuple and len(item) == 2 and type(item[0]) is int and type(item[1]) is float for item in value)


def _pack(code: str, numbers) -> str:
    import array
    import base64
    import sys

    packed = array.array(code, numbers)
    if sys.byteorder == "big":
        packed.byteswap()
    return base64.b64encode(packed.tobytes()).decode("ascii")


def _unpack(code: str, text: str):
    import array
    import base64
    import sys

    packed = array.array(code)
    packed.frombytes(base64.b64decode(text, validate=True))
    if sys.byteorder == "big":
        packed.byteswap()
    return packed


def _decoder(classes: dict[str, type]):
    def tagged(data: dict) -> Any:
        if len(data) == 1:
            (tag, items), = data.items()
            if tag == "mp":
                keys, counts, numbers, scores = items
                pairs = list(zip(_unpack("i", numbers), _unpack("d", scores), strict=True))
                result, start = {}, 0
                for key, count in zip(keys, _unpack("i", counts), strict=True):
                    result[tuple(key)] = pairs[start : start + count]
                    start += count
                if start != len(pairs):
                    raise ValueError("posting lists do not add up")
                return result
            if tag == "mf":
                keys, scores = items
                return dict(zip(keys, _unpack("d", scores), strict=True))
            if tag == "lt":
                return [tuple(item) for item in items]
            if tag == "mt":
                return {tuple(key): value for key, value in items}
            if tag == "m":
                return dict(items)
            if tag == "t":
                return tuple(items)
            if tag == "f":
                return frozenset(items)
            if tag == "s":
                return set(items)
        elif len(data) == 2 and "o" in data and "v" in data:
            cls = classes[data["o"]]  # KeyError for any other name: the file is refused
            obj = object.__new__(cls)
            obj.__dict__.update(dict(data["v"]))
            return obj
        raise ValueError("unknown tag")

    return tagged


def dumps(index: Any, classes) -> bytes:
    payload = json.dumps(encode(index, _named(classes)), ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
    header = f"{MAGIC} {FORMAT} {fingerprint()} {hashlib.sha256(payload).hexdigest()}\n".encode("ascii")
    return header + payload


def loads(data: bytes, classes) -> Any:
    """The index held by `data`, built only from plain data and `classes`;
    ValueError unless header, fingerprint and checksum match."""
    header, newline, payload = data.partition(b"\n")
    fields = header.decode("ascii", "replace").split(" ")
    if not newline or fields != [MAGIC, str(FORMAT), fingerprint(), hashlib.sha256(payload).hexdigest()]:
        raise ValueError("not this version's index cache")
    return json.loads(payload, object_hook=_decoder(_named(classes)))


# --- the file ---------------------------------------------------------------


def _private_folder(create: bool) -> Path | None:
    """The cache folder if it is safe to use: ours, a real folder, writable by
    us alone (created 0700 when missing and `create`)."""
    folder = cache_dir()
    if create and not os.path.lexists(folder):
        folder.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.mkdir(folder, 0o700)
        except FileExistsError:
            pass
        else:
            os.chmod(folder, 0o700)  # mkdir's mode is filtered by the umask
    info = os.lstat(folder)
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.geteuid() or info.st_mode & 0o022:
        return None
    return folder


def load(classes) -> Any:
    """The cached index, or None (missing, unsafe, damaged or stale).
    `classes`: the only classes the file may name."""
    try:
        if _private_folder(create=False) is None:
            return None
        fd = os.open(_path(), os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
        with os.fdopen(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid() or info.st_mode & 0o077 or info.st_size > MAX_BYTES:
                return None
            data = handle.read(MAX_BYTES + 1)
        return loads(data, classes)
    except Exception:  # missing, unreadable, unsafe or from another version: rebuild
        return None


def store(index: Any, classes) -> None:
    try:
        from referee.core.files import atomic_write

        folder = _private_folder(create=True)
        if folder is None:
            return
        target = _path()
        for old in folder.glob("rules-index-*"):
            if old != target and old.suffix in (".json", ".pickle") and not old.is_symlink():
                old.unlink(missing_ok=True)
        if os.path.lexists(target):  # unusable (load refused it): replace it
            target.unlink()
        atomic_write(target, dumps(index, classes), mode=0o600)
    except Exception:  # a read-only home is fine: the index lives in memory
        return
