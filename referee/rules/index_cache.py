"""A disk cache for the search index, so `referee ask` answers at once.

Building the index analyses every rule entry (about a second); the result is
kept under the user's cache folder ($REFEREE_CACHE, else
$XDG_CACHE_HOME/referee, else ~/.cache/referee), keyed by a fingerprint of the
rule data and of the code that analyses it (each file's name, size and
modification time): any change to either makes a new key, so a stale index
is never read.

The cache is plain data, never code: one header line, JSON, then sections
(more JSON, each checked by a checksum the first JSON holds, and all of them
by one checksum in the header, checked when the file is opened, so a damaged
file is rebuilt rather than failing a later search).

    referee-index-cache <format> <fingerprint> <checksum of the JSON> <its length> <sections' length> <checksum of the sections>\\n{...}[...][...]

A checksum is a CRC-32 (`checksum`): it tells a file damaged or cut short,
which is what it is for (the file is private: whoever could forge it could
as easily forge a sha256 of it), and at every `ask` the sections (6 MB)
are checked when the file is opened and one language's share (about 3 MB)
again when read: 6.6 ms of CPU with sha256, 2.9 with CRC-32 (best of 7).

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
far as, a search reads them (rules/index_packing.py). A search reads a handful of
posting lists and documents, so it unpacks a handful. What only a search in
one language reads (its documents, posting lists and idf) sits in sections
after the JSON (see `SECTIONED`): a question reads its own language's share
of the file, from the file kept open while the index lives.

The cache is only an optimisation: every failure to read or write it falls
back to building the index in memory.
"""

from __future__ import annotations

import hashlib
import json
import os
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from referee import __version__
from referee.core.cache_files import cache_dir, open_private, private_folder, write_private
from referee.core.resources import lexicon_dir, rulesets_dir
from referee.rules.index_packing import (
    INT64, PACKED, PLAIN, Deferred, PackedDocs, join_texts, pack_array, settle, split_texts, unpack_array,
)

FORMAT = 23  # 23: the glossaries' adjectives and long names (Index.elided_adjectives, glossary_long_names,
# rules/elided_nouns.py); 22: the games whose glossary writes each English one-word name in title case (Index.titled_sources,
# rules/typed_capitals.py); 21: the places of each game's English one-word names in its glossary (Index.english_places,
# rules/clashing_names.py) and the words of each language's lexicon (Index.lexicon_words, rules/lexicon_words.py);
# 20: each game's tables of kinds (Index.kind_words, rules/kinds.py);
# 19: the stems of each game's guessing glossary (Index.glossary_stems, rules/weak_votes.py);
# 18: the words leaning to one game (Index.leaning_words, rules/leaning_words.py);
# 17: the words left to the games whose glossary gives them alone (Index.yielded_words);
# 16: the card names of the kinds told apart in English (sibling_terms.build_told_apart);
# 15: CRC-32 checksums (`checksum`); 14: each game's modes and player range (Index.game_modes, game_players);
# 13: the kinds of sibling terms of each game (sibling_terms.build_forms);
# 12: no pair of stems nor glossary phrase across a clause break (normalize.clause_starts);
# 7: gap documents after the rule entries (gap_start, gap_idf); 8: the game-word tables (game_words.py);
# 9: the named things of each game (combined.py); 10: each gap's related entries (gap_related);
# 11: sorted texts packed with where each starts (index_packing.pack_texts), gap_idf packed in a section
MAGIC = "referee-index-cache"
MAX_BYTES = 64 * 1024 * 1024
_CODE = ("normalize.py", "index.py", "index_types.py", "postings.py", "corpus.py", "gaps.py", "game_words.py", "combined.py",
         "index_cache.py", "index_packing.py", "lexicon_cache.py",
         "leaning_words.py", "lexicon_word_list.py", "elided_nouns.py")


def fingerprint() -> str:
    """The key of the cache: the version, and the name, size and modification
    time of each file the index is made from (its code, its word lists and
    the rule data), as Python's own bytecode cache does: a question reads no
    file of them."""
    here = Path(__file__).resolve().parent
    files = [(name, here / name) for name in _CODE]
    files += [(f"lexicon/{path.name}", path) for path in sorted(lexicon_dir().glob("*.toml"))]
    files += [(path.relative_to(rulesets_dir()).as_posix(), path) for path in sorted(rulesets_dir().glob("*/*.toml"))]
    lines = [f"{FORMAT} {__version__}"]
    for name, path in files:
        info = os.stat(path)
        lines.append(f"{name} {info.st_size} {info.st_mtime_ns}")
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:24]


def checksum(data: bytes) -> str:
    """The checksum of a part of the file (see the module's notes): its CRC-32, in hex."""
    return _hex(zlib.crc32(data))


def _hex(crc: int) -> str:
    return format(crc, "08x")


def _path() -> Path:
    return cache_dir() / f"rules-index-{fingerprint()}.json"


def _named(classes) -> dict[str, type]:
    return {cls.__name__: cls for cls in classes}


# --- the encoding -----------------------------------------------------------
# JSON arrays are lists; every JSON object is a tag with one meaning:
#   {"t": [...]} tuple      {"f": [...]} frozenset     {"s": [...]} set
#   {"fj": words} {"sj": words} frozenset / set of text, joined (see join_texts)
#   {"m": [[key, value], ...]} dict
#   {"lt": [[...], ...]} list of tuples of plain values
#   {"mt": [[[...], value], ...]} dict keyed by tuples of text
#   {"o": "Class", "v": [[field, value], ...]} an object of a named class
#   {"mf": [keys, numbers]} dict from text to float, {"mi": ...} to int: keys
#        joined, numbers packed as little-endian float64 / int64 in base64
#   and the packed fields' tags (see PACKED in rules/index_packing.py).


def encode(value: Any, classes: dict[str, type], sections: "Sections | None" = None) -> Any:
    """`value` as tagged JSON; with `sections`, the fields SECTIONED names go
    to sections of their own (read only when first used)."""
    kind = type(value)
    if kind in PLAIN:
        return value
    if kind is list:
        if value and all(type(item) is tuple and all(type(x) in PLAIN for x in item) for item in value):
            return {"lt": [list(item) for item in value]}
        return [encode(item, classes, sections) for item in value]
    if kind is tuple:
        return {"t": [encode(item, classes, sections) for item in value]}
    if kind in (frozenset, set):
        joined = join_texts(sorted(value)) if all(type(item) is str for item in value) else None
        if joined is not None:
            return {"fj" if kind is frozenset else "sj": joined}
        return {"f" if kind is frozenset else "s": [encode(item, classes, sections) for item in value]}
    if kind is dict:
        keys = join_texts(list(value)) if value and all(type(k) is str for k in value) else None
        if keys is not None and all(type(v) is float for v in value.values()):
            return {"mf": [keys, pack_array("d", value.values())]}
        if keys is not None and all(type(v) is int and v in INT64 for v in value.values()):
            return {"mi": [keys, pack_array("q", value.values())]}
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
                return dict(zip(split_texts(keys), unpack_array("d", scores), strict=True))
            if tag == "mi":
                keys, numbers = items
                return dict(zip(split_texts(keys), unpack_array("q", numbers), strict=True))
            if tag == "fj":
                return frozenset(split_texts(items))
            if tag == "sj":
                return set(split_texts(items))
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
            for name, value in obj.__dict__.items():
                if isinstance(value, (Deferred, LazySequence)):  # a section, read when first used
                    value.settle_in(obj.__dict__, name)
            return obj
        raise ValueError("unknown tag")

    return tagged


# Fields read only by a search in their language: each in a section of its
# own after the JSON, read (and its checksum checked) when first used, so a
# question reads one language's share of the file.
SECTIONED = {("LangIndex", "docs"), ("LangIndex", "idf"), ("LangIndex", "gap_idf"), ("LangIndex", "by_key"), ("LangIndex", "postings")}


class Sections:
    """The sections of a file being written: JSON texts, one after another."""

    def __init__(self):
        self.parts: list[bytes] = []
        self.size = 0

    def add(self, value: Any) -> list:
        """[offset, length, checksum] of a new section holding `value`."""
        text = json.dumps(value, ensure_ascii=True, separators=(",", ":"), allow_nan=False).encode("ascii")
        self.parts.append(text)
        self.size += len(text)
        return [self.size - len(text), len(text), checksum(text)]


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
        if len(part) != length or checksum(part) != digest:
            raise ValueError("a section of the index cache is damaged")
        return json.loads(part)


class LazySequence(Sequence):
    """A read-only sequence made by `make` when first read. Once made, it
    takes its place in its owner's fields (`settle_in`), as the list of
    documents it unpacks, so a later read goes straight to that list."""

    def __init__(self, make):
        self._make = make
        self._data: Sequence | None = None
        self._home: tuple[dict, str] | None = None

    def settle_in(self, home: dict, key: str) -> None:
        """Where the sequence stands (`home[key] is self`): made, it replaces itself there."""
        self._home = (home, key)

    def _built(self) -> Sequence:
        if self._data is None:
            self._data = self._make()
            settle(self, self._data.documents() if isinstance(self._data, PackedDocs) else self._data)
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
    body = b"".join(sections.parts)
    header = f"{MAGIC} {FORMAT} {fingerprint()} {checksum(core)} {len(core)} {sections.size} {checksum(body)}\n".encode("ascii")
    return header + core + body


def _header(line: bytes, size: int) -> int:
    """The length of the JSON after a header line that names this format and
    fingerprint and the file's `size` (ValueError otherwise); the checksum is
    checked by `_core`."""
    fields = line.decode("ascii", "replace").split(" ")
    if len(fields) != 7 or fields[:3] != [MAGIC, str(FORMAT), fingerprint()] or not (fields[4].isdigit() and fields[5].isdigit()):
        raise ValueError("not this version's index cache")
    if len(line) + 1 + int(fields[4]) + int(fields[5]) != size:
        raise ValueError("the index cache is cut short or too long")
    return int(fields[4])


def _core(core: bytes, line: bytes, source: Source, classes) -> Any:
    if checksum(core) != line.decode("ascii", "replace").split(" ")[3]:
        raise ValueError("the index cache is damaged")
    return json.loads(core.decode("ascii"), object_hook=_decoder(_named(classes), source))


def _check_sections(line: bytes, chunks) -> None:
    """ValueError unless the sections (read as `chunks` of bytes) match the
    header's checksum: checked once on opening, without keeping them."""
    digest = 0
    for chunk in chunks:
        digest = zlib.crc32(chunk, digest)
    if _hex(digest) != line.decode("ascii", "replace").split(" ")[6]:
        raise ValueError("the index cache is damaged")


def _file_chunks(handle, start: int, size: int = 1 << 20):
    """The bytes of the open file `handle` from `start` to its end, a chunk at a time."""
    offset = start
    while chunk := os.pread(handle.fileno(), size, offset):
        yield chunk
        offset += len(chunk)


def loads(data: bytes, classes) -> Any:
    """The index held by `data`, built only from plain data and `classes`;
    ValueError unless header, fingerprint and checksums match (each section's
    own checksum is checked again when it is first read)."""
    end = data.find(b"\n")
    if end < 0:
        raise ValueError("not an index cache")
    length = _header(data[:end], len(data))
    core = data[end + 1 : end + 1 + length]
    if len(core) != length:
        raise ValueError("the index cache is cut short")
    _check_sections(data[:end], [memoryview(data)[end + 1 + length :]])
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
            _check_sections(line, _file_chunks(handle, len(line) + 1 + length))
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
