"""A disk cache for the search index, so `referee ask` answers at once.

Building the index analyses every rule entry (about a second); the result is
kept under the user's cache folder ($REFEREE_CACHE, else
$XDG_CACHE_HOME/referee, else ~/.cache/referee), keyed by a fingerprint of the
rule data and of the code that analyses it (each file's name, size and
modification time): any change to either makes a new key, so a stale index
is never read.

The cache is plain data, never code: one header line, JSON, then sections
(more JSON, each checked by a checksum the first JSON holds).

    referee-index-cache <format> <fingerprint> <sha256 of the JSON> <its length> <sections' length>\\n{...}[...][...]

JSON carries only numbers, strings, lists and objects; tuples, sets, maps with
non-text keys and the index's own classes are tagged objects (see `encode`),
and only the classes the caller names can be rebuilt (their fields are set, no
method of theirs runs). Before use the file must be a regular file owned by
this user, not readable or writable by others, in a folder that is ours and
not writable by others; its header must match this format, fingerprint and
checksum. Anything else: the index is rebuilt and the file replaced. The
folder is created 0700 and the file 0600, whatever the umask.

Reading it must cost little next to the command's start-up (a question is
one command): the bulky parts of the index are kept packed in the file —
documents as columns, posting lists as packed numbers, the thesaurus tables
and the stem-to-games table per language — and unpacked only when, and as
far as, a search reads them (see `PACKED`). A search reads a handful of
posting lists and documents, so it unpacks a handful. What only a search in
one language reads (its documents, posting lists and idf) sits in sections
after the JSON (see `SECTIONED`): a question reads its own language's share
of the file, from the file kept open while the index lives.

The cache is only an optimisation: every failure to read or write it falls
back to building the index in memory.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import os
from collections.abc import Mapping, MutableMapping, Sequence
from pathlib import Path
from typing import Any

from referee import __version__
from referee.core.cache_files import cache_dir, open_private, private_folder, write_private
from referee.core.resources import rulesets_dir

FORMAT = 4
MAGIC = "referee-index-cache"
MAX_BYTES = 64 * 1024 * 1024
_CODE = ("normalize.py", "index.py", "corpus.py", "index_cache.py")


def fingerprint() -> str:
    """The key of the cache: the version, and the name, size and modification
    time of each file the index is made from (its code and the rule data),
    as Python's own bytecode cache does: a question reads no file of them."""
    here = Path(__file__).resolve().parent
    files = [(name, here / name) for name in _CODE]
    files += [(path.relative_to(rulesets_dir()).as_posix(), path) for path in sorted(rulesets_dir().glob("*/*.toml"))]
    lines = [f"{FORMAT} {__version__}"]
    for name, path in files:
        info = os.stat(path)
        lines.append(f"{name} {info.st_size} {info.st_mtime_ns}")
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:24]


def _path() -> Path:
    return cache_dir() / f"rules-index-{fingerprint()}.json"


def _named(classes) -> dict[str, type]:
    return {cls.__name__: cls for cls in classes}


# --- the encoding -----------------------------------------------------------
# JSON arrays are lists; every JSON object is a tag with one meaning:
#   {"t": [...]} tuple      {"f": [...]} frozenset     {"s": [...]} set
#   {"fj": words} {"sj": words} frozenset / set of text, joined (see _join)
#   {"m": [[key, value], ...]} dict
#   {"lt": [[...], ...]} list of tuples of plain values
#   {"mt": [[[...], value], ...]} dict keyed by tuples of text
#   {"o": "Class", "v": [[field, value], ...]} an object of a named class
#   {"mf": [keys, numbers]} dict from text to float, {"mi": ...} to int: keys
#        joined, numbers packed as little-endian float64 / int64 in base64
#   and the packed fields' tags (see PACKED).
# Long lists of text are joined into one string (`_join`): reading a few
# long strings costs far less than reading many short ones.

_PLAIN = (str, int, float, bool, type(None))
SEPARATOR = "|"  # between joined texts: no rule text holds it (a text that does is not joined)
INNER = "^"  # between the items of a tuple inside a joined list
_INT64 = range(-(2**63), 2**63)


def encode(value: Any, classes: dict[str, type], sections: "Sections | None" = None) -> Any:
    """`value` as tagged JSON; with `sections`, the fields SECTIONED names go
    to sections of their own (read only when first used)."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is list:
        if value and all(type(item) is tuple and all(type(x) in _PLAIN for x in item) for item in value):
            return {"lt": [list(item) for item in value]}
        return [encode(item, classes, sections) for item in value]
    if kind is tuple:
        return {"t": [encode(item, classes, sections) for item in value]}
    if kind in (frozenset, set):
        joined = _join(sorted(value)) if all(type(item) is str for item in value) else None
        if joined is not None:
            return {"fj" if kind is frozenset else "sj": joined}
        return {"f" if kind is frozenset else "s": [encode(item, classes, sections) for item in value]}
    if kind is dict:
        keys = _join(list(value)) if value and all(type(k) is str for k in value) else None
        if keys is not None and all(type(v) is float for v in value.values()):
            return {"mf": [keys, _pack("d", value.values())]}
        if keys is not None and all(type(v) is int and v in _INT64 for v in value.values()):
            return {"mi": [keys, _pack("q", value.values())]}
        if value and all(type(k) is tuple and all(type(x) is str for x in k) for k in value):
            return {"mt": [[list(k), encode(v, classes, sections)] for k, v in value.items()]}
        return {"m": [[encode(k, classes, sections), encode(v, classes, sections)] for k, v in value.items()]}
    if classes.get(kind.__name__) is kind:
        return {"o": kind.__name__, "v": [[name, _field(kind.__name__, name, item, classes, sections)] for name, item in vars(value).items()]}
    raise TypeError(f"cannot cache a {kind.__name__}")


def _field(owner: str, name: str, value: Any, classes: dict[str, type], sections: "Sections | None") -> Any:
    """A field of an object: packed when `PACKED` has a packer for it and the
    value has the shape it packs (in a section of its own when SECTIONED
    names it), else in the general encoding."""
    packer = PACKED.get((owner, name))
    if packer is not None:
        tag, pack, _ = packer
        packed = pack(value, classes)
        if packed is not None and sections is not None and (owner, name) in SECTIONED:
            return {"sec": [tag, *sections.add(packed)]}
        if packed is not None:
            return {tag: packed}
    return encode(value, classes, sections)


def _join(texts: list, separator: str = SEPARATOR) -> list | None:
    """[count, the texts joined by `separator`], or None when one holds it."""
    if not all(type(text) is str and separator not in text for text in texts):
        return None
    return [len(texts), separator.join(texts)]


def _split(joined: list, separator: str = SEPARATOR) -> list[str]:
    count, text = joined
    texts = text.split(separator) if count else []
    if len(texts) != count:
        raise ValueError("joined texts do not add up")
    return texts


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


def _decoder(classes: dict[str, type], source: "Source | None" = None):
    unpackers = {tag: unpack for tag, _, unpack in PACKED.values()}

    def tagged(data: dict) -> Any:
        if len(data) == 1:
            (tag, items), = data.items()
            if tag in unpackers:
                return unpackers[tag](items, classes)
            if tag == "sec" and source is not None:
                return _in_section(source, items, unpackers, classes)
            if tag == "mf":
                keys, scores = items
                return dict(zip(_split(keys), _unpack("d", scores), strict=True))
            if tag == "mi":
                keys, numbers = items
                return dict(zip(_split(keys), _unpack("q", numbers), strict=True))
            if tag == "fj":
                return frozenset(_split(items))
            if tag == "sj":
                return set(_split(items))
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


# --- packed fields ----------------------------------------------------------
# Each packer returns plain JSON data (arrays, strings, numbers: no JSON
# object, since every object is a tag) or None when the value does not have
# the shape it packs (then the field takes the general encoding). Each
# unpacker returns a read-only view that unpacks on first use.


def _pack_docs(docs: Any, classes: dict[str, type]) -> list | None:
    """Documents (objects with an `entry` object and plain fields) as columns:
    [doc class, entry class, doc field names, entry field names, columns]."""
    if type(docs) is not list or not docs:
        return None
    doc_class, entry_class = type(docs[0]), type(vars(docs[0]).get("entry"))
    if classes.get(doc_class.__name__) is not doc_class or classes.get(entry_class.__name__) is not entry_class:
        return None
    doc_fields = [name for name in vars(docs[0]) if name != "entry"]
    entry_fields = list(vars(docs[0].entry))
    if not all(type(doc) is doc_class and list(vars(doc)) == ["entry", *doc_fields] for doc in docs):
        return None
    if not all(type(doc.entry) is entry_class and list(vars(doc.entry)) == entry_fields for doc in docs):
        return None
    columns = [_column([vars(doc)[name] for doc in docs]) for name in doc_fields]
    columns += [_column([vars(doc.entry)[name] for doc in docs]) for name in entry_fields]
    if any(column is None for column in columns):
        return None
    return [doc_class.__name__, entry_class.__name__, doc_fields, entry_fields, columns]


def _column(values: list) -> list | None:
    """One field of every document: ["j", joined] for text, ["tj", joined]
    for tuples of text (items joined by INNER, then documents by SEPARATOR),
    ["p", values] for other plain values, ["t", lists] for tuples of them."""
    if all(type(value) is str for value in values):
        joined = _join(values)
        if joined is not None:
            return ["j", joined]
    if all(type(value) is tuple and all(type(item) is str and item and INNER not in item for item in value) for value in values):
        joined = _join([INNER.join(value) for value in values])
        if joined is not None:
            return ["tj", joined]
    if all(type(value) in _PLAIN for value in values):
        return ["p", values]
    if all(type(value) is tuple and all(type(item) in _PLAIN for item in value) for value in values):
        return ["t", [list(value) for value in values]]
    return None


def _unpack_column(kind: str, values: Any) -> list:
    if kind == "j":
        return _split(values)
    if kind == "tj":
        return [tuple(value.split(INNER)) if value else () for value in _split(values)]
    if kind == "p":
        return values
    if kind == "t":
        return [tuple(value) for value in values]
    raise ValueError("unknown column")


class PackedDocs(Sequence):
    """The documents of a language, built (all at once) when one is first read."""

    def __init__(self, packed: list, classes: dict[str, type]):
        doc_name, entry_name, self._doc_fields, self._entry_fields, columns = packed
        self._doc_class, self._entry_class = classes[doc_name], classes[entry_name]  # KeyError: refused
        if len(columns) != len(self._doc_fields) + len(self._entry_fields):
            raise ValueError("document columns do not add up")
        self._packed_columns = columns
        self._length = columns[0][1][0] if columns[0][0] in ("j", "tj") else len(columns[0][1])
        self._docs: list | None = None  # built when a document is first read

    def _built(self) -> list:
        if self._docs is None:
            columns = [_unpack_column(kind, values) for kind, values in self._packed_columns]
            if any(len(values) != self._length for values in columns):
                raise ValueError("document columns do not add up")
            split = len(self._doc_fields)
            new, docs = object.__new__, []
            for values in zip(*columns):
                entry = new(self._entry_class)
                entry.__dict__.update(zip(self._entry_fields, values[split:]))
                doc = new(self._doc_class)
                doc.__dict__["entry"] = entry
                doc.__dict__.update(zip(self._doc_fields, values[:split]))
                docs.append(doc)
            self._docs = docs
        return self._docs

    def __len__(self) -> int:
        return self._length

    def __getitem__(self, number):
        return self._built()[number]


def _pack_postings(postings: Any, classes: dict[str, type]) -> list | None:
    """(game, token) -> [(doc number, score)], grouped by game:
    [games, tokens per game, offsets, doc numbers, scores] (numbers packed)."""
    if type(postings) is not dict or not all(
        type(key) is tuple and len(key) == 2 and all(type(part) is str for part in key) and _is_postings(value)
        for key, value in postings.items()
    ):
        return None
    by_game: dict[str, list[str]] = {}
    for game, token in postings:
        by_game.setdefault(game, []).append(token)
    for tokens in by_game.values():
        tokens.sort()  # a look-up bisects them
    offsets, numbers, scores = [0], [], []
    for game, tokens in by_game.items():
        for token in tokens:
            for number, score in postings[(game, token)]:
                numbers.append(number)
                scores.append(score)
            offsets.append(len(numbers))
    tokens = [_join(names) for names in by_game.values()]
    if any(joined is None for joined in tokens):
        return None
    return [list(by_game), tokens, _pack("i", offsets), _pack("i", numbers), _pack("d", scores)]


class PackedPostings(Mapping):
    """(game, token) -> [(doc number, score)]: a look-up bisects the game's
    sorted tokens and unpacks one list."""

    def __init__(self, packed: list, classes: dict[str, type] | None = None):
        games, tokens, self._packed = packed[0], packed[1], packed[2:]
        if len(games) != len(tokens):
            raise ValueError("posting lists do not add up")
        self._joined = dict(zip(games, tokens))
        self._firsts: dict[str, int] = {}
        first = 0
        for game, (count, _) in self._joined.items():
            self._firsts[game] = first
            first += count
        self._length = first
        self._tokens: dict[str, list[str]] = {}
        self._arrays: tuple | None = None

    def _game_tokens(self, game: str) -> list[str]:
        tokens = self._tokens.get(game)
        if tokens is None:
            tokens = self._tokens[game] = _split(self._joined[game])
        return tokens

    def _ordinal(self, game: str, token: str) -> int | None:
        if game not in self._joined:
            return None
        tokens = self._game_tokens(game)
        found = bisect.bisect_left(tokens, token)
        return self._firsts[game] + found if found < len(tokens) and tokens[found] == token else None

    def __getitem__(self, key):
        if type(key) is not tuple or len(key) != 2:
            raise KeyError(key)
        ordinal = self._ordinal(*key)
        if ordinal is None:
            raise KeyError(key)
        if self._arrays is None:
            offsets, numbers, scores = _unpack("i", self._packed[0]), _unpack("i", self._packed[1]), _unpack("d", self._packed[2])
            if len(offsets) != self._length + 1 or len(numbers) != len(scores) or offsets[-1] != len(numbers):
                raise ValueError("posting lists do not add up")
            self._arrays, self._packed = (offsets, numbers, scores), None
        offsets, numbers, scores = self._arrays
        start, end = offsets[ordinal], offsets[ordinal + 1]
        return list(zip(numbers[start:end], scores[start:end]))

    def __iter__(self):
        for game in self._joined:
            for token in self._game_tokens(game):
                yield (game, token)

    def __len__(self) -> int:
        return self._length


def _pack_stem_games(table: Any, classes: dict[str, type]) -> list | None:
    """language -> stem -> frozenset of games: per language [games, stems,
    bit masks of the games]."""
    if type(table) is not dict or not all(type(lang) is str and type(stems) is dict for lang, stems in table.items()):
        return None
    packed = []
    for lang, stems in table.items():
        if not all(type(stem) is str and type(games) is frozenset and all(type(g) is str for g in games) for stem, games in stems.items()):
            return None
        games = sorted({game for found in stems.values() for game in found})
        bits = {game: 1 << n for n, game in enumerate(games)}
        joined = _join(list(stems))
        if joined is None or len(games) > 62:
            return None
        packed.append([lang, games, joined, _pack("q", (sum(bits[game] for game in found) for found in stems.values()))])
    return packed


def _unpack_stem_games(packed: list, classes: dict[str, type]) -> dict[str, Mapping]:
    return {lang: Deferred(lambda games=games, stems=stems, masks=masks: _stem_table(games, stems, masks))
            for lang, games, stems, masks in packed}


def _stem_table(games: list[str], joined: list, packed: str) -> dict[str, frozenset[str]]:
    stems, masks = _split(joined), _unpack("q", packed)
    if len(stems) != len(masks):
        raise ValueError("stem table does not add up")
    sets: dict[int, frozenset[str]] = {}
    for mask in set(masks):
        sets[mask] = frozenset(game for n, game in enumerate(games) if mask >> n & 1)
    return {stem: sets[mask] for stem, mask in zip(stems, masks)}


def _pack_tables(tables: Any, classes: dict[str, type]) -> list | None:
    """A thesaurus's tables, language -> (phrase -> concepts, longest phrase,
    first words): per language [phrases as space-joined words, concepts
    space-joined, longest, first words]."""
    if type(tables) is not dict:
        return None
    packed = []
    for lang, value in tables.items():
        if type(value) is not tuple or len(value) != 3 or type(value[0]) is not dict:
            return None
        table, longest, starts = value
        phrases = list(table)
        if not all(type(phrase) is tuple and phrase and all(type(w) is str and w and " " not in w for w in phrase) for phrase in phrases):
            return None
        if not all(type(found) is frozenset and all(type(c) is str for c in found) for found in table.values()):
            return None
        if (longest, starts) != _table_shape(table):
            return None
        joined_phrases = _join([" ".join(phrase) for phrase in phrases])
        concepts = [" ".join(sorted(found)) for found in table.values()]
        joined_concepts = _join(concepts) if all(found and all(c and " " not in c for c in found) for found in table.values()) else None
        if joined_phrases is None or joined_concepts is None:
            return None
        joined_starts = _join(sorted(starts))
        if joined_starts is None:
            return None
        packed.append([lang, joined_phrases, joined_concepts, longest, joined_starts])
    return packed


def _table_shape(table: dict) -> tuple[int, frozenset]:
    return max((len(key) for key in table), default=0), frozenset(key[0] for key in table)


def _unpack_tables(packed: list, classes: dict[str, type]) -> "LazyTables":
    return LazyTables({lang: rest for lang, *rest in packed})


class PhraseTable(Mapping):
    """Phrase (a tuple of stems) -> concepts, looked up by the phrase's
    space-joined words (no tuple is built until one is asked for)."""

    def __init__(self, phrases: list[str], concepts: list[str]):
        if len(phrases) != len(concepts):
            raise ValueError("thesaurus table does not add up")
        self._concepts = dict(zip(phrases, concepts))
        self._sets: dict[str, frozenset[str]] = {}

    def __getitem__(self, phrase):
        if type(phrase) is not tuple or not all(type(word) is str for word in phrase):
            raise KeyError(phrase)
        found = self._concepts[" ".join(phrase)]
        concepts = self._sets.get(found)
        if concepts is None:
            concepts = self._sets[found] = frozenset(found.split(" "))
        return concepts

    def __contains__(self, phrase) -> bool:
        return type(phrase) is tuple and all(type(word) is str for word in phrase) and " ".join(phrase) in self._concepts

    def __iter__(self):
        return (tuple(phrase.split(" ")) for phrase in self._concepts)

    def __len__(self) -> int:
        return len(self._concepts)


class LazyTables(MutableMapping):
    """A thesaurus's per-language tables, each unpacked when first asked for
    (the thesaurus may add tables of other languages)."""

    def __init__(self, packed: dict[str, tuple[list, list]]):
        self._packed = packed
        self._tables: dict[str, tuple] = {}

    def __getitem__(self, lang):
        if lang not in self._tables and lang in self._packed:
            phrases, concepts, longest, starts = self._packed.pop(lang)
            self._tables[lang] = (PhraseTable(_split(phrases), _split(concepts)), longest, frozenset(_split(starts)))
        return self._tables[lang]

    def __setitem__(self, lang, value) -> None:
        self._packed.pop(lang, None)
        self._tables[lang] = value

    def __delitem__(self, lang) -> None:
        if lang in self._packed:
            del self._packed[lang]
        else:
            del self._tables[lang]

    def __iter__(self):
        return iter([*self._tables, *self._packed])

    def __len__(self) -> int:
        return len(self._tables) + len(self._packed)


class Deferred(Mapping):
    """A read-only map built by `make` when first read."""

    def __init__(self, make):
        self._make = make
        self._data: dict | None = None

    def _built(self) -> dict:
        if self._data is None:
            self._data = self._make()
        return self._data

    def __getitem__(self, key):
        return self._built()[key]

    def __iter__(self):
        return iter(self._built())

    def __len__(self) -> int:
        return len(self._built())


def _pack_numbers(value: Any, classes: dict[str, type]) -> list | None:
    """text -> float (idf: keys sorted, looked up by bisection), or (text,
    text) -> int (document numbers): keys joined, numbers packed."""
    if type(value) is not dict or not value:
        return None
    if all(type(k) is str for k in value) and all(type(v) is float for v in value.values()):
        ordered = sorted(value)
        keys = _join(ordered)
        return None if keys is None else ["ds", keys, _pack("d", (value[k] for k in ordered))]
    if all(type(k) is tuple and len(k) == 2 and all(type(x) is str for x in k) for k in value) and all(
        type(v) is int and v in _INT64 for v in value.values()
    ):
        firsts, seconds = _join([k[0] for k in value]), _join([k[1] for k in value])
        return None if firsts is None or seconds is None else ["q2", firsts, seconds, _pack("q", value.values())]
    return None


def _unpack_numbers(packed: list, classes: dict[str, type]) -> Mapping:
    if packed[0] == "ds":
        _, keys, numbers = packed
        return SortedNumbers(_split(keys), _unpack("d", numbers))
    if packed[0] == "q2":
        _, firsts, seconds, numbers = packed
        return Deferred(lambda: dict(zip(zip(_split(firsts), _split(seconds), strict=True), _unpack("q", numbers), strict=True)))
    raise ValueError("unknown numbers")


class SortedNumbers(Mapping):
    """text -> number over sorted keys and a packed array: a look-up bisects
    (no map of every key is built)."""

    def __init__(self, keys: list[str], numbers):
        if len(keys) != len(numbers) or any(a >= b for a, b in zip(keys, keys[1:])):
            raise ValueError("numbers do not add up")
        self._keys, self._numbers = keys, numbers

    def __getitem__(self, key):
        if type(key) is not str:
            raise KeyError(key)
        found = bisect.bisect_left(self._keys, key)
        if found < len(self._keys) and self._keys[found] == key:
            return self._numbers[found]
        raise KeyError(key)

    def __contains__(self, key) -> bool:
        if type(key) is not str:
            return False
        found = bisect.bisect_left(self._keys, key)
        return found < len(self._keys) and self._keys[found] == key

    def __iter__(self):
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)


# (class name, field name) -> (tag, packer, unpacker)
PACKED = {
    ("LangIndex", "docs"): ("docs", _pack_docs, PackedDocs),
    ("LangIndex", "idf"): ("nums", _pack_numbers, _unpack_numbers),
    ("LangIndex", "by_key"): ("nums", _pack_numbers, _unpack_numbers),
    ("LangIndex", "postings"): ("pp", _pack_postings, PackedPostings),
    ("Index", "stem_games"): ("sg", _pack_stem_games, _unpack_stem_games),
    ("Thesaurus", "_tables"): ("tt", _pack_tables, _unpack_tables),
}


# Fields read only by a search in their language: each in a section of its
# own after the JSON, read (and its checksum checked) when first used, so a
# question reads one language's share of the file.
SECTIONED = {("LangIndex", "docs"), ("LangIndex", "idf"), ("LangIndex", "by_key"), ("LangIndex", "postings")}


class Sections:
    """The sections of a file being written: JSON texts, one after another."""

    def __init__(self):
        self.parts: list[bytes] = []
        self.size = 0

    def add(self, value: Any) -> list:
        """[offset, length, sha256] of a new section holding `value`."""
        text = json.dumps(value, ensure_ascii=True, separators=(",", ":"), allow_nan=False).encode("ascii")
        self.parts.append(text)
        self.size += len(text)
        return [self.size - len(text), len(text), hashlib.sha256(text).hexdigest()]


class Source:
    """Where the sections of a loaded file are read from: its bytes, or the
    file itself, kept open (the same file even if a newer cache replaces it)."""

    def __init__(self, start: int, data: bytes | None = None, handle=None):
        self.start, self.data, self.handle = start, data, handle

    def read(self, offset: int, length: int, digest: str) -> Any:
        if self.data is not None:
            part = bytes(memoryview(self.data)[self.start + offset : self.start + offset + length])
        else:
            part = os.pread(self.handle.fileno(), length, self.start + offset)
        if len(part) != length or hashlib.sha256(part).hexdigest() != digest:
            raise ValueError("a section of the index cache is damaged")
        return json.loads(part)


class LazySequence(Sequence):
    """A read-only sequence made by `make` when first read."""

    def __init__(self, make):
        self._make = make
        self._data: Sequence | None = None

    def _built(self) -> Sequence:
        if self._data is None:
            self._data = self._make()
        return self._data

    def __getitem__(self, number):
        return self._built()[number]

    def __len__(self) -> int:
        return len(self._built())


def _in_section(source: Source, ref: list, unpackers: dict, classes: dict[str, type]) -> Any:
    tag, offset, length, digest = ref
    unpack = unpackers[tag]

    def make():
        return unpack(source.read(offset, length, digest), classes)

    return LazySequence(make) if unpack is PackedDocs else Deferred(make)


def dumps(index: Any, classes) -> bytes:
    sections = Sections()
    # ASCII (accents escaped): the file decodes to text at memory speed
    core = json.dumps(encode(index, _named(classes), sections), ensure_ascii=True, separators=(",", ":"), allow_nan=False).encode("ascii")
    header = f"{MAGIC} {FORMAT} {fingerprint()} {hashlib.sha256(core).hexdigest()} {len(core)} {sections.size}\n".encode("ascii")
    return header + core + b"".join(sections.parts)


def _header(line: bytes, size: int) -> int:
    """The length of the JSON after a header line that names this format and
    fingerprint and the file's `size` (ValueError otherwise); the checksum is
    checked by `_core`."""
    fields = line.decode("ascii", "replace").split(" ")
    if len(fields) != 6 or fields[:3] != [MAGIC, str(FORMAT), fingerprint()] or not (fields[4].isdigit() and fields[5].isdigit()):
        raise ValueError("not this version's index cache")
    if len(line) + 1 + int(fields[4]) + int(fields[5]) != size:
        raise ValueError("the index cache is cut short or too long")
    return int(fields[4])


def _core(core: bytes, line: bytes, source: Source, classes) -> Any:
    if hashlib.sha256(core).hexdigest() != line.decode("ascii", "replace").split(" ")[3]:
        raise ValueError("the index cache is damaged")
    return json.loads(core.decode("ascii"), object_hook=_decoder(_named(classes), source))


def loads(data: bytes, classes) -> Any:
    """The index held by `data`, built only from plain data and `classes`;
    ValueError unless header, fingerprint and checksum match (a section's
    checksum is checked when it is first read)."""
    end = data.find(b"\n")
    if end < 0:
        raise ValueError("not an index cache")
    length = _header(data[:end], len(data))
    core = data[end + 1 : end + 1 + length]
    if len(core) != length:
        raise ValueError("the index cache is cut short")
    return _core(core, data[:end], Source(end + 1 + length, data=data), classes)


# --- the file ---------------------------------------------------------------


def load(classes) -> Any:
    """The cached index, or None (missing, unsafe, damaged or stale).
    `classes`: the only classes the file may name. The file stays open while
    the index lives: its sections are read when a search first needs them."""
    try:
        handle = open_private(_path(), MAX_BYTES)
        if handle is None:
            return None
        try:
            line = handle.readline(1000).rstrip(b"\n")
            length = _header(line, os.fstat(handle.fileno()).st_size)
            core = handle.read(length)
            if len(core) != length:
                raise ValueError("the index cache is cut short")
            return _core(core, line, Source(len(line) + 1 + length, handle=handle), classes)
        except BaseException:
            handle.close()
            raise
    except Exception:  # missing, unreadable, unsafe or from another version: rebuild
        return None


def store(index: Any, classes) -> None:
    try:
        folder = private_folder(create=True)
        if folder is None:
            return
        target = _path()
        for old in folder.glob("rules-index-*"):
            if old != target and old.suffix in (".json", ".pickle") and not old.is_symlink():
                old.unlink(missing_ok=True)
        write_private(target, dumps(index, classes))
    except Exception:  # a read-only home is fine: the index lives in memory
        return
