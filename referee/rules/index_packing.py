"""Packed data for the search-index cache (rules/index_cache.py): how the
index's bulky fields are written as a few long strings and packed numbers,
and the read-only views that unpack them when, and as far as, a search
reads them.

Long lists of text are joined into one string (`join_texts`): reading a few long
strings costs far less than reading many short ones. The lists a search
looks words up in (posting tokens, idf keys, thesaurus phrases, known
words) stay joined in memory too (`SortedTexts`: the string and where each
text starts), so that a question, which reads a few dozen of their words,
makes no Python string for the thousands of others. Numbers are packed as
little-endian arrays in base64. Each packer returns plain JSON data (arrays,
strings, numbers: no JSON object, since every object of the cache is a tag)
or None when the value does not have the shape it packs (then the field
takes the general encoding). Each unpacker returns a read-only view that
unpacks on first use.
"""

from __future__ import annotations

import array
import binascii
import bisect
import operator
import sys
from bisect import bisect_left, bisect_right
from collections.abc import Mapping, MutableMapping, Sequence, Set
from typing import Any

from referee.rules.normalize import table_shape
from referee.rules.postings import Postings


PLAIN = (str, int, float, bool, type(None))
_UNSEEN = object()  # a key not looked up yet
SEEN_LIMIT = 1 << 16  # look-ups a packed map remembers (then it starts afresh)
SEPARATOR = "|"  # between joined texts: no rule text holds it (a text that does is not joined)
INNER = "^"  # between the items of a tuple inside a joined list
INT64 = range(-(2**63), 2**63)
_BIG_ENDIAN = sys.byteorder == "big"  # packed numbers are little-endian
SLICED_LISTS = 64  # posting lists unpacked one by one before a language's whole arrays are (PackedPostings._list_at)


def join_texts(texts: list, separator: str = SEPARATOR) -> list | None:
    """[count, the texts joined by `separator`], or None when one holds it."""
    if not all(type(text) is str and separator not in text for text in texts):
        return None
    return [len(texts), separator.join(texts)]


def split_texts(joined: list, separator: str = SEPARATOR) -> list[str]:
    count, text = joined
    texts = text.split(separator) if count else []
    if len(texts) != count:
        raise ValueError("joined texts do not add up")
    return texts


STRIDE = 16  # a SortedTexts keeps one text in this many as a Python string, to bisect (32: a look-up 15 % slower)


def pack_texts(texts: list) -> list | None:
    """[count, the texts joined by SEPARATOR with one more before the first
    and after the last, where each starts in it (packed; one more: where a
    text after the last would start)] for `PackedTexts`, or None when one
    holds the separator."""
    joined = join_texts(texts)
    if joined is None:
        return None
    starts, at = [], 1
    for text in texts:
        starts.append(at)
        at += len(text) + 1
    starts.append(at)
    return [joined[0], f"{SEPARATOR}{joined[1]}{SEPARATOR}", pack_array("i", starts)]


class PackedTexts(Sequence):
    """Texts kept as one string and a packed array of where each starts: a
    list of thousands of words read back with no Python object per word
    (one is made when a text is read)."""

    __slots__ = ("_text", "_starts", "_count")

    def __init__(self, packed: list):
        count, text, starts = packed
        if type(count) is not int or type(text) is not str:
            raise ValueError("packed texts do not add up")
        self._text = text  # (the string read from the file: no copy)
        self._starts = unpack_array("i", starts)
        self._count = count
        if len(self._starts) != count + 1 or not (text.startswith(SEPARATOR) and text.endswith(SEPARATOR)) or (count and (
                self._starts[0] != 1 or self._starts[-1] != len(text) or text.count(SEPARATOR) != count + 1)):
            raise ValueError("packed texts do not add up")
        if not count and text != SEPARATOR * 2:
            raise ValueError("packed texts do not add up")

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, number):
        if isinstance(number, slice):
            return [self[at] for at in range(*number.indices(self._count))]
        if number < 0:
            number += self._count
        if not 0 <= number < self._count:
            raise IndexError(number)
        starts = self._starts
        return self._text[starts[number] : starts[number + 1] - 1]

    def __iter__(self):
        return iter(self._text[1:-1].split(SEPARATOR) if self._count else ())


class SortedTexts(PackedTexts):
    """`PackedTexts` in ascending order, distinct: a look-up bisects one text
    in STRIDE (kept as strings), then finds the text, separators around it,
    in that stretch of the joined string (in C, no text made)."""

    __slots__ = ("_samples",)

    def __init__(self, packed: list):
        super().__init__(packed)
        self._samples = [self[at] for at in range(0, self._count, STRIDE)]
        if not all(map(operator.lt, self._samples, self._samples[1:])):
            raise ValueError("texts not in order")

    def index_of(self, text: Any) -> int | None:
        """The place of `text` among the texts, or None when it is not one."""
        if type(text) is not str or SEPARATOR in text:
            return None
        block = bisect_right(self._samples, text)  # (the block after the text's)
        if not block:
            return None
        last = block * STRIDE
        first = last - STRIDE
        if last > self._count:
            last = self._count
        starts = self._starts
        at = self._text.find(f"{SEPARATOR}{text}{SEPARATOR}", starts[first] - 1, starts[last])
        return None if at < 0 else bisect_left(starts, at + 1, first, last)

    def __contains__(self, text) -> bool:
        return self.index_of(text) is not None

    def index(self, text, start=0, stop=None):
        at = self.index_of(text)
        if at is None or at < start or (stop is not None and at >= stop):
            raise ValueError(text)
        return at


def _is_postings(value: Any) -> bool:
    return type(value) is Postings and all(type(number) is int and type(score) is float for number, score in value)


def pack_array(code: str, numbers) -> str:
    import array
    import base64
    import sys

    packed = array.array(code, numbers)
    if sys.byteorder == "big":
        packed.byteswap()
    return base64.b64encode(packed.tobytes()).decode("ascii")


def unpack_array(code: str, text: str):
    import array
    import base64
    import sys

    packed = array.array(code)
    packed.frombytes(base64.b64decode(text, validate=True))
    if sys.byteorder == "big":
        packed.byteswap()
    return packed


def packed_length(code: str, text: str) -> int:
    """How many numbers `pack_array(code, ...)` packed into `text`, from its
    length alone (ValueError when no whole number of them fits)."""
    size = array.array(code).itemsize
    if len(text) % 4:
        raise ValueError("packed numbers cut short")
    padding = 2 if text.endswith("==") else 1 if text.endswith("=") else 0
    count, left = divmod(len(text) // 4 * 3 - padding, size)
    if left:
        raise ValueError("packed numbers cut short")
    return count


def unpack_slice(code: str, text: str, start: int, stop: int):
    """`unpack_array(code, text)[start:stop]`, decoding only the base64 that
    holds those numbers (the groups of 4 characters, 3 bytes each, they fall
    in; checked as strictly): a search reads a few dozen posting lists of the
    tens of thousands a language's arrays hold (benchmarks/SPEED.md, round
    speed42)."""
    packed = array.array(code)
    size = packed.itemsize
    first, last = start * size, stop * size if stop > start else start * size
    skip = first % 3
    packed.frombytes(binascii.a2b_base64(text[first // 3 * 4 : -(-last // 3) * 4], strict_mode=True)[skip : skip + last - first])
    if _BIG_ENDIAN:
        packed.byteswap()
    return packed


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
        joined = join_texts(values)
        if joined is not None:
            return ["j", joined]
    if all(type(value) is tuple and all(type(item) is str and item and INNER not in item for item in value) for value in values):
        joined = join_texts([INNER.join(value) for value in values])
        if joined is not None:
            return ["tj", joined]
    if all(type(value) in PLAIN for value in values):
        return ["p", values]
    if all(type(value) is tuple and all(type(item) in PLAIN for item in value) for value in values):
        return ["t", [list(value) for value in values]]
    return None


def _unpack_column(kind: str, values: Any) -> list:
    if kind == "j":
        return split_texts(values)
    if kind == "tj":
        return [tuple(value.split(INNER)) if value else () for value in split_texts(values)]
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
        docs = self._docs
        return (docs if docs is not None else self._built())[number]

    def documents(self) -> list:
        """Every document, as a list (built now if not yet)."""
        return self._built()


def _pack_postings(postings: Any, classes: dict[str, type]) -> list | None:
    """(game, token) -> Postings, grouped by game:
    [games, tokens per game (sorted, see pack_texts), offsets, doc numbers, scores] (numbers packed)."""
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
    tokens = [pack_texts(names) for names in by_game.values()]
    if any(joined is None for joined in tokens):
        return None
    return [list(by_game), tokens, pack_array("i", offsets), pack_array("i", numbers), pack_array("d", scores)]


class PackedPostings(Mapping):
    """(game, token) -> Postings: a look-up finds the token among the game's
    sorted tokens (`SortedTexts`: no string per token) and views one list
    of the packed arrays (kept for the next look-up)."""

    def __init__(self, packed: list, classes: dict[str, type] | None = None):
        games, tokens, self._packed = packed[0], packed[1], packed[2:]
        if len(games) != len(tokens):
            raise ValueError("posting lists do not add up")
        self._joined = dict(zip(games, tokens))
        self._firsts: dict[str, int] = {}
        first = 0
        for game, (count, *_) in self._joined.items():
            self._firsts[game] = first
            first += count
        self._length = first
        self._tokens: dict[str, SortedTexts] = {}
        self._arrays: tuple | None = None
        self._lists: dict[int, Postings] = {}
        self._seen: dict[tuple, Postings | None] = {}  # (game, token) -> its list, or None: those looked up

    def _game_tokens(self, game: str) -> SortedTexts:
        tokens = self._tokens.get(game)
        if tokens is None:
            tokens = self._tokens[game] = SortedTexts(self._joined[game])
        return tokens

    def _ordinal(self, game: str, token: str) -> int | None:
        tokens = self._tokens.get(game)
        if tokens is None:
            if game not in self._joined:
                return None
            tokens = self._game_tokens(game)
        found = tokens.index_of(token)
        return None if found is None else self._firsts[game] + found

    def __getitem__(self, key):
        if type(key) is not tuple or len(key) != 2:
            raise KeyError(key)
        ordinal = self._ordinal(*key)
        if ordinal is None:
            raise KeyError(key)
        found = self._lists.get(ordinal)
        return self._list_at(ordinal) if found is None else found

    def _list_at(self, ordinal: int) -> Postings:
        """The list of the token at `ordinal`, unpacked from the packed
        arrays: the offsets whole at the first look-up; then, for the first
        SLICED_LISTS lists, only each list's numbers and scores
        (`unpack_slice`), the whole arrays after that. A one-question `ask`
        reads a few dozen of the tens of thousands of lists (1.3 M characters
        of base64, about 2.5 ms to decode whole); a process that goes on
        asking decodes them once, as a slice costs about ten times a list
        cut from the decoded arrays."""
        if self._arrays is None:
            offsets, numbers, scores = unpack_array("i", self._packed[0]), self._packed[1], self._packed[2]
            count = packed_length("i", numbers)
            if len(offsets) != self._length + 1 or count != packed_length("d", scores) or offsets[-1] != count:
                raise ValueError("posting lists do not add up")
            self._arrays, self._packed = (offsets, numbers, scores), None
        offsets, numbers, scores = self._arrays
        start, end = offsets[ordinal], offsets[ordinal + 1]
        if type(numbers) is str:  # still packed
            if len(self._lists) < SLICED_LISTS:
                found = self._lists[ordinal] = Postings(unpack_slice("i", numbers, start, end), unpack_slice("d", scores, start, end))
                return found
            numbers, scores = unpack_array("i", numbers), unpack_array("d", scores)
            self._arrays = (offsets, numbers, scores)
        found = self._lists[ordinal] = Postings(numbers[start:end], scores[start:end])
        return found

    def get(self, key, default=None):
        """As `Mapping.get`, without raising and catching KeyError for a
        token the game's rules do not hold (most of a question's look-ups).
        Each key is bisected once (a search asks the same ones again)."""
        try:
            found = self._seen.get(key, _UNSEEN)  # (only pairs are kept: another key is never found)
        except TypeError:  # a key, or a part of one, that cannot be a key
            return default
        if found is _UNSEEN:
            if type(key) is not tuple or len(key) != 2:
                return default
            ordinal = self._ordinal(*key)
            if ordinal is None:
                found = None
            else:
                found = self._lists.get(ordinal)
                if found is None:
                    found = self._list_at(ordinal)  # (not self[key]: that would bisect the key again)
            if len(self._seen) >= SEEN_LIMIT:
                self._seen.clear()
            self._seen[key] = found
        return default if found is None else found

    def __contains__(self, key) -> bool:
        """Whether a (game, token) has a list, answered by `get` (the keys
        looked up are remembered): `Mapping.__contains__` would bisect the
        token at every call and raise and catch KeyError for a miss, and a
        search asks it of each one-word glossary match per game (search.
        _query_weights) and of its words' pairs (`phrase_games`)."""
        return self.get(key) is not None

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
        joined = join_texts(list(stems))
        if joined is None or len(games) > 62:
            return None
        packed.append([lang, games, joined, pack_array("q", (sum(bits[game] for game in found) for found in stems.values()))])
    return packed


def _unpack_stem_games(packed: list, classes: dict[str, type]) -> dict[str, Mapping]:
    tables: dict[str, Mapping] = {lang: Deferred(lambda games=games, stems=stems, masks=masks: _stem_table(games, stems, masks))
                                  for lang, games, stems, masks in packed}
    for lang, table in tables.items():
        table.settle_in(tables, lang)
    return tables


def _stem_table(games: list[str], joined: list, packed: str) -> dict[str, frozenset[str]]:
    stems, masks = split_texts(joined), unpack_array("q", packed)
    if len(stems) != len(masks):
        raise ValueError("stem table does not add up")
    sets: dict[int, frozenset[str]] = {}
    for mask in set(masks):
        sets[mask] = frozenset(game for n, game in enumerate(games) if mask >> n & 1)
    return {stem: sets[mask] for stem, mask in zip(stems, masks)}


def _pack_tables(tables: Any, classes: dict[str, type]) -> list | None:
    """A thesaurus's tables, language -> (phrase -> concepts, longest phrase,
    first words with the longest phrase each starts): per language [phrases
    as space-joined words (sorted), their concepts space-joined, longest,
    first words (sorted), their longest phrases (packed)], the texts packed
    by pack_texts."""
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
        if type(starts) is not dict or (longest, starts) != table_shape(table):
            return None
        if not all(found and all(c and " " not in c for c in found) for found in table.values()):
            return None
        pairs = sorted((" ".join(phrase), " ".join(sorted(found))) for phrase, found in table.items())  # (phrases are looked up)
        joined_phrases, joined_concepts = pack_texts([phrase for phrase, _ in pairs]), pack_texts([concepts for _, concepts in pairs])
        if joined_phrases is None or joined_concepts is None:
            return None
        firsts = sorted(starts)
        joined_starts = pack_texts(firsts)
        if joined_starts is None:
            return None
        packed.append([lang, joined_phrases, joined_concepts, longest, joined_starts, pack_array("i", [starts[word] for word in firsts])])
    return packed


def _unpack_tables(packed: list, classes: dict[str, type]) -> "LazyTables":
    return LazyTables({lang: rest for lang, *rest in packed})


class PhraseTable(Mapping):
    """Phrase (a tuple of stems) -> concepts, looked up by the phrase's
    space-joined words among the sorted phrases (no tuple, nor string per
    phrase, is built until one is asked for)."""

    def __init__(self, phrases: SortedTexts, concepts: PackedTexts):
        if len(phrases) != len(concepts):
            raise ValueError("thesaurus table does not add up")
        self._phrases, self._concepts = phrases, concepts
        self._sets: dict[str, frozenset[str]] = {}
        self._seen: dict[tuple, frozenset[str] | None] = {}  # phrase -> its concepts, or None: those looked up

    def __getitem__(self, phrase):
        concepts = self.get(phrase)
        if concepts is None:
            raise KeyError(phrase)
        return concepts

    def get(self, phrase, default=None):
        """As `Mapping.get`, without raising and catching KeyError for a
        phrase the table does not hold (most of a question's look-ups).
        Each phrase is worked out once (a search asks the same ones again)."""
        try:
            concepts = self._seen.get(phrase, _UNSEEN)  # (only tuples are kept: another key is never found)
        except TypeError:  # a phrase, or a word of one, that cannot be a key
            return default
        if concepts is _UNSEEN:
            if type(phrase) is not tuple:
                return default
            concepts = self._find(phrase)
            if len(self._seen) >= SEEN_LIMIT:
                self._seen.clear()
            self._seen[phrase] = concepts
        return default if concepts is None else concepts

    def _find(self, phrase: tuple) -> frozenset[str] | None:
        try:
            at = self._phrases.index_of(" ".join(phrase))  # (a word that is not text: TypeError)
        except TypeError:
            return None
        if at is None or not all(type(word) is str for word in phrase):
            return None
        texts, starts = self._concepts._text, self._concepts._starts  # (self._concepts[at], one call less)
        found = texts[starts[at] : starts[at + 1] - 1]
        concepts = self._sets.get(found)
        if concepts is None:
            concepts = self._sets[found] = frozenset(found.split(" "))
        return concepts

    def __contains__(self, phrase) -> bool:
        return type(phrase) is tuple and all(type(word) is str for word in phrase) and " ".join(phrase) in self._phrases

    def __iter__(self):
        return (tuple(phrase.split(" ")) for phrase in self._phrases)

    def __len__(self) -> int:
        return len(self._phrases)


class LazyTables(MutableMapping):
    """A thesaurus's per-language tables, each unpacked when first asked for
    (the thesaurus may add tables of other languages)."""

    def __init__(self, packed: dict[str, tuple[list, list]]):
        self._packed = packed
        self._tables: dict[str, tuple] = {}

    def __getitem__(self, lang):
        if lang not in self._tables and lang in self._packed:
            phrases, concepts, longest, starts, reach = self._packed.pop(lang)
            table = PhraseTable(SortedTexts(phrases), PackedTexts(concepts))
            firsts, most = PackedTexts(starts), unpack_array("i", reach)
            if len(firsts) != len(most):
                raise ValueError("thesaurus table does not add up")
            # (a dict: a reading of a question asks it of each word, a few hundred first words)
            self._tables[lang] = (table, longest, dict(zip(firsts, most)))
        return self._tables[lang]

    def get(self, lang, default=None):
        """As `Mapping.get`, one call deep (a thesaurus asks for its table at each reading)."""
        found = self._tables.get(lang)
        if found is None:
            return self[lang] if lang in self._packed else default
        return found

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


def settle(lazy: Any, built: Any) -> None:
    """Put what `lazy` built in its place in its home, if it has one and still stands there."""
    home = getattr(lazy, "_home", None)
    if home is not None:
        owner, key = home
        if owner.get(key) is lazy:
            owner[key] = built
        lazy._home = None


class Deferred(Mapping):
    """A read-only map built by `make` when first read. Once built, it takes
    its place in the map it was put in (`settle_in`: an object's fields, a
    dict), so a later read goes straight to what it built."""

    def __init__(self, make):
        self._make = make
        self._data: dict | None = None
        self._home: tuple[MutableMapping, Any] | None = None

    def settle_in(self, home: MutableMapping, key: Any) -> None:
        """Where the map stands (`home[key] is self`): built, it replaces itself there."""
        self._home = (home, key)

    def _built(self) -> dict:
        if self._data is None:
            data = self._make()
            while type(data) is Deferred:  # a section holding a deferred map: the map itself
                data = data._built()
            self._data = data
            settle(self, data)
        return self._data

    def __getitem__(self, key):
        return self._built()[key]

    def get(self, key, default=None):
        return self._built().get(key, default)

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
        keys = pack_texts(ordered)
        return None if keys is None else ["ds", keys, pack_array("d", (value[k] for k in ordered))]
    if all(type(k) is tuple and len(k) == 2 and all(type(x) is str for x in k) for k in value) and all(
        type(v) is int and v in INT64 for v in value.values()
    ):
        firsts, seconds = join_texts([k[0] for k in value]), join_texts([k[1] for k in value])
        return None if firsts is None or seconds is None else ["q2", firsts, seconds, pack_array("q", value.values())]
    return None


def _unpack_numbers(packed: list, classes: dict[str, type]) -> Mapping:
    if packed[0] == "ds":
        _, keys, numbers = packed
        return SortedNumbers(SortedTexts(keys), unpack_array("d", numbers))
    if packed[0] == "q2":
        _, firsts, seconds, numbers = packed
        return Deferred(lambda: dict(zip(zip(split_texts(firsts), split_texts(seconds), strict=True), unpack_array("q", numbers), strict=True)))
    raise ValueError("unknown numbers")


class SortedNumbers(Mapping):
    """text -> number over sorted keys and a packed array: a look-up finds
    the key among them (no map of every key, nor string per key, is built)."""

    def __init__(self, keys: SortedTexts, numbers):
        if len(keys) != len(numbers):
            raise ValueError("numbers do not add up")
        self._keys, self._numbers = keys, numbers
        self._seen: dict[str, Any] = {}  # key -> its number, or None: the keys looked up so far

    def _look_up(self, key: str):
        """The key's number or None, bisected once per key (a search asks the same words again)."""
        found = self._seen.get(key, _UNSEEN)
        if found is _UNSEEN:
            at = self._keys.index_of(key)
            found = None if at is None else self._numbers[at]
            if len(self._seen) >= SEEN_LIMIT:
                self._seen.clear()
            self._seen[key] = found
        return found

    def __getitem__(self, key):
        found = self._look_up(key) if type(key) is str else None
        if found is None:
            raise KeyError(key)
        return found

    def __contains__(self, key) -> bool:
        if type(key) is not str:
            return False
        found = self._seen.get(key, _UNSEEN)
        return (self._look_up(key) if found is _UNSEEN else found) is not None

    def get(self, key, default=None):
        """As `Mapping.get`, without raising and catching KeyError for an unknown key."""
        if type(key) is not str:
            return default
        found = self._seen.get(key, _UNSEEN)
        if found is _UNSEEN:
            found = self._look_up(key)
        return default if found is None else found

    def __iter__(self):
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)


class TextSet(Set):
    """A read-only set of texts over `SortedTexts` (no string per text)."""

    __slots__ = ("_texts",)

    def __init__(self, texts: SortedTexts):
        self._texts = texts

    def __contains__(self, text) -> bool:
        return self._texts.index_of(text) is not None

    def __iter__(self):
        return iter(self._texts)

    def __len__(self) -> int:
        return len(self._texts)

    def __hash__(self) -> int:
        return self._hash()  # (as a frozenset of the same texts)


class PhraseSet(TextSet):
    """A read-only set of phrases (tuples of words without spaces), kept as
    their space-joined words (`SortedTexts`)."""

    __slots__ = ()

    def __contains__(self, phrase) -> bool:
        return type(phrase) is tuple and all(type(word) is str and " " not in word for word in phrase) and \
            self._texts.index_of(" ".join(phrase)) is not None

    def __iter__(self):
        return (tuple(phrase.split(" ")) for phrase in self._texts)


def _phrases_packable(phrases: Any) -> bool:
    return type(phrases) is frozenset and all(
        type(phrase) is tuple and phrase and all(type(word) is str and word and " " not in word for word in phrase) for phrase in phrases)


def _pack_text_set(value: Any, classes: dict[str, type]) -> list | None:
    """A frozenset of texts, sorted (see pack_texts)."""
    if type(value) is not frozenset or not all(type(text) is str for text in value):
        return None
    return pack_texts(sorted(value))


def _unpack_text_set(packed: list, classes: dict[str, type]) -> TextSet:
    return TextSet(SortedTexts(packed))


def _pack_phrase_sets(value: Any, classes: dict[str, type]) -> list | None:
    """language -> frozenset of phrases (tuples of words): per language
    [language, the phrases' space-joined words, sorted (see pack_texts)]."""
    if type(value) is not dict or not all(type(lang) is str and _phrases_packable(phrases) for lang, phrases in value.items()):
        return None
    packed = [[lang, pack_texts(sorted(" ".join(phrase) for phrase in phrases))] for lang, phrases in value.items()]
    return None if any(texts is None for _, texts in packed) else packed


def _unpack_phrase_sets(packed: list, classes: dict[str, type]) -> dict[str, PhraseSet]:
    return {lang: PhraseSet(SortedTexts(texts)) for lang, texts in packed}


# (class name, field name) -> (tag, packer, unpacker)
PACKED = {
    ("LangIndex", "docs"): ("docs", _pack_docs, PackedDocs),
    ("LangIndex", "idf"): ("nums", _pack_numbers, _unpack_numbers),
    ("LangIndex", "gap_idf"): ("nums", _pack_numbers, _unpack_numbers),
    ("LangIndex", "by_key"): ("nums", _pack_numbers, _unpack_numbers),
    ("LangIndex", "postings"): ("pp", _pack_postings, PackedPostings),
    ("Index", "stem_games"): ("sg", _pack_stem_games, _unpack_stem_games),
    ("Thesaurus", "_tables"): ("tt", _pack_tables, _unpack_tables),
    ("Thesaurus", "_swapped"): ("ps", _pack_phrase_sets, _unpack_phrase_sets),
    ("Index", "known_words"): ("ts", _pack_text_set, _unpack_text_set),
}
