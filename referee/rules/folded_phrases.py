"""A disk cache of the folded `[question_form]` phrases, so that the first
question of a process (every `referee ask`) does not fold them again.

The readings of a question's form compare its words with the phrases of
`[question_form]` fields, each folded into its words by
`normalize.question_form_phrases` (made once per field and process). A first
question folds about 170 fields (2,351 phrases, about 6 ms of a cold `ask`;
benchmarks/SPEED.md, round `gateseven`). What folding gives depends only on
the word lists and on the code that folds, so it is kept in the user's cache
folder beside the parsed word lists (rules/lexicon_cache.py), under a key
that hashes the word lists' key (their names and contents) and the bytes of
the code that folds (`normalize.py` and this module): a change to a word
list or to the fold makes a new key, and the old file is replaced.

The file is plain data, never code: one header line, then JSON.

    referee-folded-phrases <format> <key> <sha256 of the JSON>\\n{"en": {"<field>": "\\nhow many\\nhow much", ...}, ...}

Each field is one text: every phrase folded, its words joined by a space,
each phrase after a newline ("" for a field without phrases, "\\n" for one
phrase that folds to no word). Every field whose value is a list of texts is
kept, every language's, so that any question finds its fields (folding them
all costs about 40 ms, once per change of a word list or of the code).

Before use the file must be private (`read_private`), its header must name
this format and key and its checksum must match, it must hold the lexicon's
languages in order, and each field read must hold only folded words (letters
a-z and digits) and the separators above. Anything off: the file is ignored
(folded in the process, as before) and rewritten; a field that is off is
folded in the process. Never a reason to fail: a read-only home or a source
that cannot be read only costs the folding.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from collections.abc import Callable, Sequence

from referee.core.cache_files import cache_dir, framed, private_folder, read_private, replace_kept, unframed

FORMAT = 1
MAGIC = "referee-folded-phrases"
MAX_BYTES = 8 * 1024 * 1024
_PREFIX = "folded-"
_CODE = ("normalize.py", "folded_phrases.py")
_FOLDED = re.compile(r"(?:\n(?:[0-9a-z]+(?: [0-9a-z]+)*)?)*")

_kept: dict[str, dict[str, str]] | None = None


def kept(lang: str, field: str, languages: Sequence[str],
         fold_every_field: Callable[[], dict[str, dict[str, str]]]) -> tuple[tuple[str, ...], ...] | None:
    """The phrases of `lang`'s `question_form.<field>` folded into their words,
    as `normalize.question_form_phrases` makes them, from the cache (read or
    made at the first call of a process: `fold_every_field` gives the table
    of every one of the lexicon's `languages`, as `fold_all` makes it, when
    the cache has none); None when the cache has no such field or is not to
    be used: the caller folds them. (The caller, `normalize`, hands over its
    languages and its folding: this module reads no word list itself.)"""
    global _kept
    if _kept is None:
        _kept = _table(list(languages), fold_every_field)
    blob = _kept.get(lang, {}).get(field)
    if type(blob) is not str or not _FOLDED.fullmatch(blob):
        return None
    return tuple(tuple(phrase.split()) for phrase in blob.split("\n")[1:])


def _table(languages: list[str], fold_every_field: Callable[[], dict[str, dict[str, str]]]) -> dict[str, dict[str, str]]:
    """Every language's folded fields: read from the cache file of this key,
    else folded and kept for the next process ({} when nothing can be)."""
    from referee.rules import lexicon_cache

    try:
        key = fingerprint(lexicon_cache.loaded_key())
    except Exception:  # the code's bytes cannot be read: fold in the process
        return {}
    found = load(key, languages)
    if found is None:
        found = fold_every_field()
        store(key, found)
    return found


def fingerprint(lexicon_key: str) -> str:
    """The cache key: a hash of this cache's format, of the word lists' key
    and of the bytes of the code that folds."""
    here = Path(__file__).resolve().parent
    digest = hashlib.sha256(f"{MAGIC} {FORMAT} {lexicon_key}\n".encode("ascii"))
    for name in _CODE:
        data = (here / name).read_bytes()
        digest.update(f"{name} {len(data)}\n".encode())
        digest.update(data)
    return digest.hexdigest()[:32]


def fold_all(question_form, fold, languages: list[str]) -> dict[str, dict[str, str]]:
    """Each field of each language's `question_form(lang)` that is a list of
    texts, its phrases folded (`fold`, split into words as `normalize.words`
    does) and written as one text (see the module's docstring)."""
    table: dict[str, dict[str, str]] = {}
    for lang in languages:
        fields = table[lang] = {}
        for field, phrases in question_form(lang).items():
            if type(phrases) is list and all(type(phrase) is str for phrase in phrases):
                fields[field] = "".join("\n" + " ".join(fold(phrase).split()) for phrase in phrases)
    return table


def _path(key: str) -> Path:
    return cache_dir() / f"{_PREFIX}{key}.json"


def dumps(key: str, table: dict[str, dict[str, str]]) -> bytes:
    """The cache file's bytes for the folded fields under `key`."""
    payload = json.dumps(table, ensure_ascii=True, separators=(",", ":"))
    return framed(MAGIC, FORMAT, key, payload.encode("ascii"))


def loads(data: bytes, key: str, languages: list[str]) -> dict[str, dict[str, str]]:
    """The folded fields a cache file holds; ValueError unless it is this
    format's file for `key`, whole, a table of these `languages` (in order),
    each a table of texts (each text checked when read, by `kept`)."""
    value = json.loads(unframed(data, MAGIC, FORMAT, key))
    if type(value) is not dict or list(value) != languages:
        raise ValueError("not these languages' folded phrases")
    for fields in value.values():
        if type(fields) is not dict:
            raise ValueError("a language's folded phrases that are not a table")
    return value


def load(key: str, languages: list[str]) -> dict[str, dict[str, str]] | None:
    """The folded fields kept under `key`, or None (none kept, unsafe,
    damaged, edited, of another format)."""
    try:
        data = read_private(_path(key), MAX_BYTES)
        return None if data is None else loads(data, key, languages)
    except Exception:  # anything off: fold instead
        return None


def store(key: str, table: dict[str, dict[str, str]]) -> None:
    """Keep the folded fields under `key` (removing the files of other keys);
    never an error: a read-only home only costs the next process the folding."""
    try:
        data = dumps(key, table)
        folder = private_folder(create=True)
        if folder is None:
            return
        replace_kept(folder, _path(key).name, _PREFIX, data)  # a torn file fails its checksum: the folding
    except Exception:
        return
