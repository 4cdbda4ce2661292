"""A disk cache of the parsed word lists of rules search, so that a process
that searches (every `referee ask`) does not parse 80 kB of TOML.

The word lists in `referee/rules/lexicon/*.toml` stay the one source of
truth: `lexicons()` reads their bytes at every start, and their parse is kept
in the user's cache folder (see core/cache_files.py) under a key that is the
sha256 of their names and contents (and of this cache's format). Any change
to a word list, even one that keeps its size and modification time, makes a
new key; the parse kept under a key is the parse of exactly the bytes that
key was made from (the same bytes are hashed and parsed). Hashing the files
costs about 0.1 ms, next to 13 ms of parsing them (benchmarks/SPEED.md,
round thirteen).

The file is plain data, never code: one header line, then JSON.

    referee-lexicon-cache <format> <key> <sha256 of the JSON>\\n{"common": {...}, "languages": {"en": {...}, ...}}

Before use the file must be private (`read_private`), its header must name
this format and key and its checksum must match (a file cut short, damaged
or edited by hand is not this file), and every value must be one TOML could
have given: tables (objects), arrays, text, whole numbers, finite decimals
and booleans, nested no deeper than a TOML file may be, the languages those
of the word-list files. Anything else: the TOML is parsed and the file
replaced. A word list that cannot be parsed is refused as it always was
(BadInput naming the file).
"""

from __future__ import annotations

import hashlib
import json
import math

from referee.core.cache_files import cache_dir, framed, private_folder, read_private, replace_kept, unframed
from referee.core.files import MAX_TOML_DEPTH, parse_toml, read_bytes
from referee.core.resources import lexicon_dir

FORMAT = 1
MAGIC = "referee-lexicon-cache"
MAX_BYTES = 4 * 1024 * 1024
COMMON = "common"
_PREFIX = "lexicon-"

Lexicons = tuple[dict, dict[str, dict]]

_loaded_key: str | None = None


def lexicons() -> Lexicons:
    """The common lexicon and each language's (by language code, in the
    order of their file names): from the cache when it holds the parse of
    these very files, else parsed (and kept for the next process)."""
    global _loaded_key
    sources = _sources()
    key = _loaded_key = fingerprint(sources)
    kept = load(key, [name for name in sources if name != COMMON])
    if kept is not None:
        return kept
    parsed = _parse(sources)
    store(key, parsed)
    return parsed


def loaded_key() -> str:
    """The key of the word lists `lexicons()` gave last (the hash of the
    very bytes it parsed or found parsed): what the caches made from them
    (rules/folded_phrases.py) are keyed by. ValueError before any."""
    if _loaded_key is None:
        raise ValueError("no word lists read yet")
    return _loaded_key


def _sources() -> dict[str, bytes]:
    """The bytes of each word-list file, by its name without `.toml`:
    `common` first (BadInput when it is missing), then the languages."""
    folder = lexicon_dir()
    sources = {COMMON: read_bytes(folder / f"{COMMON}.toml")}
    for path in sorted(folder.glob("*.toml")):
        if path.stem != COMMON:
            sources[path.stem] = read_bytes(path)
    return sources


def fingerprint(sources: dict[str, bytes]) -> str:
    """The cache key of these word-list files: a hash of this cache's format
    and of each file's name, length and content."""
    digest = hashlib.sha256(f"{MAGIC} {FORMAT}\n".encode("ascii"))
    for name, data in sources.items():
        digest.update(f"{name} {len(data)}\n".encode())
        digest.update(data)
    return digest.hexdigest()[:32]


def _parse(sources: dict[str, bytes]) -> Lexicons:
    folder = lexicon_dir()
    parsed = {name: parse_toml(data, str(folder / f"{name}.toml")) for name, data in sources.items()}
    common = parsed.pop(COMMON)
    return common, parsed


def _path(key: str):
    return cache_dir() / f"{_PREFIX}{key}.json"


def dumps(key: str, parsed: Lexicons) -> bytes:
    """The cache file's bytes for the parsed word lists under `key`."""
    common, by_lang = parsed
    payload = json.dumps({"common": common, "languages": by_lang}, ensure_ascii=True, separators=(",", ":"), allow_nan=False)
    return framed(MAGIC, FORMAT, key, payload.encode("ascii"))


def loads(data: bytes, key: str, languages: list[str]) -> Lexicons:
    """The word lists a cache file holds; ValueError unless it is this
    format's file for `key`, whole, holding the `languages` (in order) and
    only values a TOML file could have given."""
    value = json.loads(unframed(data, MAGIC, FORMAT, key))
    if type(value) is not dict or list(value) != ["common", "languages"]:
        raise ValueError("not the word lists")
    common, by_lang = value["common"], value["languages"]
    if type(common) is not dict or type(by_lang) is not dict or list(by_lang) != languages:
        raise ValueError("not these languages' word lists")
    for table in (common, *by_lang.values()):
        if type(table) is not dict:
            raise ValueError("a word list that is not a table")
        _check_plain(table)
    return common, by_lang


_SCALARS = (str, int, bool)


def _check_plain(table: dict) -> None:
    """ValueError unless `table` holds only what TOML gives (without dates,
    which the word lists never hold and JSON cannot keep), nested at most
    MAX_TOML_DEPTH deep."""
    stack = [(table, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_TOML_DEPTH:
            raise ValueError("the word lists nest too deeply")
        items = value.values() if type(value) is dict else value
        for item in items:
            kind = type(item)
            if kind in _SCALARS:
                continue
            if kind is float:
                if not math.isfinite(item):  # JSON's NaN and Infinity, and 1e999 (TOML's never reach the file: allow_nan=False)
                    raise ValueError("a number that is not finite")
            elif kind is dict or kind is list:
                stack.append((item, depth + 1))
            else:  # null
                raise ValueError(f"a {kind.__name__} in the word lists")


def load(key: str, languages: list[str]) -> Lexicons | None:
    """The word lists kept under `key`, or None (none kept, unsafe, damaged,
    edited, of another format)."""
    try:
        data = read_private(_path(key), MAX_BYTES)
        return None if data is None else loads(data, key, languages)
    except Exception:  # anything off: parse the TOML instead
        return None


def store(key: str, parsed: Lexicons) -> None:
    """Keep the parsed word lists under `key` (removing the files of other
    keys); never an error: a read-only home only costs the next process a parse."""
    try:
        data = dumps(key, parsed)
        folder = private_folder(create=True)
        if folder is None:
            return
        replace_kept(folder, _path(key).name, _PREFIX, data)  # a torn file fails its checksum: a parse
    except Exception:
        return
