"""Game terms a speech recogniser mis-heard, read as the terms.

A recogniser writes the words it knows: a game term it does not know comes
out split in two common words ("will power", "road block", "land fill"),
split with its first half heard as a near word ("MISS FORTUNE" for
misfortune), or as a near-sounding word the speaker then says again ("the
MEDICATION spot, meditation"). A typo correction word by word
(search._correct) finds none of them: "power" and "road" are words already,
"fortune" is three letters from "misfortune", and "medication", read as
"meditation", is then one term said twice. So, over the words a question
keeps:

* two words in a row, with no pause between, of SPLIT_PART letters or
  more each, whose letters together make a word of a game's glossary, are
  that word, unless the rule text says the two words as a pair ("set up")
  or the whole is the first word inflected ("relación es": relaciones);
* letters spelled out one by one ("v e p", "c v") that make a glossary
  word together are that word, and so is a word the rule text does not
  know that is one with letters said alike swapped (`[spoken] sound_alike`:
  "bep" for VEP, b and v sounding the same);
* a word the rule text does not know (no word nor stem of it in any
  language, no glossary word, no everyday word, no stopword) of
  CLIPPED_LETTERS or more that ends one glossary word, and only one, with
  CLIPPED_LOST letters or fewer (two at least) before it, is that word
  with the word before it when that one begins with the letters lost;
* a word the rule text does not know, in lowercase (a word in capitals was
  typed, not heard), of ECHO_LETTERS or more, said a pause apart and within
  ECHO_REACH words of a glossary word a typo away from it (not the term
  inflected, "burnt" beside "burn"), is that term said again, mis-heard:
  it is left out.

Each look-up is of a set or a table made once per glossary; the typo
distance is computed only between a question's own words.
"""

from __future__ import annotations

from collections.abc import Container, Iterable
from functools import lru_cache

from rapidfuzz.distance import OSA

from referee.rules.normalize import key, lexicon_table, stopwords

SPLIT_PART = 3  # the fewest letters of each half of a term heard split ("will power"; not "jugador a": jugadora)
CLIPPED_LETTERS = 6  # the fewest letters of the second half of a term whose first is heard as a near word ("fortune")
CLIPPED_LOST = 3  # ... and the most letters of its first half ("mis"-fortune)
ECHO_REACH = 6  # words between a mis-heard word and the term it repeats ("the medication spot, meditation")
SPELLED_LETTERS = 2  # the fewest letters spelled out one by one that make a term ("c v", "v e p")
SOUNDING_LETTERS = 3  # the fewest letters of a word read as a term with letters said alike ("bep")
ECHO_LETTERS = 5  # the fewest letters of a word read as a term said again ("we gave him", near "game", is no echo)

_ENDINGS: dict[tuple[int, int], tuple[Container, dict[str, str | None]]] = {}
ENDINGS_KEPT = 4  # glossaries whose endings are kept (one per language searched)


def may_hold(folded: list[str], lang: str, glossary: Container[str], pairs: Container[str], paused: bool,
             vocabulary: Container[str]) -> bool:
    """Whether the question's folded words may hold a term heard split or mis-heard: two words in a row
    that join into a glossary word (`_joined`), a word of no rule text that ends one ("fortune"), or, in
    a text with a pause (`paused`), a word neither `vocabulary` (the rule text's words) nor the stopwords
    hold, a typo away from a glossary word near it (`_near_typo`). Cheap: each test first asks, in C,
    whether any word (or pair of words joined) is in the table it reads (`_none_in`), and reads the
    words one by one only then; a typo distance only between a question's own words."""
    endings = _endings(glossary)
    unknown = [word for word in folded if word not in vocabulary]  # (the words the rule text lacks: a few)
    if not endings.keys().isdisjoint(unknown):
        return True
    lengths = list(map(len, folded))
    if (1, 1) in zip(lengths, lengths[1:]):
        return True  # (letters spelled out: "v e p")
    if any(_sounding(word, lang, glossary) for word in unknown):
        return True
    if not _none_in(glossary, map(str.__add__, folded, folded[1:])) \
            and any(first + second in glossary and _joined(first, second, lang, glossary, pairs)
                    for first, second in zip(folded, folded[1:])):
        return True
    if not paused:
        return False
    stop = stopwords(lang)
    echoes = [number for number, word in enumerate(folded) if len(word) >= ECHO_LETTERS and word not in vocabulary
              and word not in stop] if unknown else []
    if not echoes or _none_in(glossary, folded):
        return False  # (no word that may be an echo, or no term it may echo: most questions)
    terms = [number for number, word in enumerate(folded) if word in glossary]
    return any(_near_typo(folded[number], folded[other])
               for number in echoes for other in terms if abs(other - number) <= ECHO_REACH)


def _none_in(container: Container[str], found: Iterable[str]) -> bool:
    """Whether none of `found` is in `container`: one call in C for a set (`isdisjoint`), else word by word."""
    disjoint = getattr(container, "isdisjoint", None)
    return disjoint(found) if disjoint is not None else not any(word in container for word in found)


def _spelled_runs(spoken: list, glossary: Container[str]) -> list[tuple[int, int]]:
    """The runs of SPELLED_LETTERS or more one-letter spoken words, no pause between, whose letters make a
    glossary word together ("v e p", "c v"), as (first, last) numbers."""
    runs = []
    number = 0
    while number < len(spoken):
        last = number
        while last + 1 < len(spoken) and len(spoken[last + 1].folded) == 1 and not spoken[last + 1].pause \
                and len(spoken[number].folded) == 1:
            last += 1
        if last - number + 1 >= SPELLED_LETTERS and "".join(word.folded for word in spoken[number:last + 1]) in glossary \
                and "".join(word.folded for word in spoken[number:last + 1]).isalpha():
            runs.append((number, last))
        number = last + 1
    return runs


@lru_cache(maxsize=8)
def _alike(lang: str) -> tuple[tuple[str, str], ...]:
    """`lang`'s letters said alike (`[spoken] sound_alike`), each pair both ways."""
    pairs = lexicon_table(lang, "spoken").get("sound_alike", ())
    return tuple((one, other) for first, second in pairs for one, other in ((first, second), (second, first)))


def _sounding(word: str, lang: str, glossary: Container[str]) -> str | None:
    """The glossary word `word` sounds like with letters said alike swapped ("bep": vep), or None."""
    if len(word) < SOUNDING_LETTERS:
        return None
    for one, other in _alike(lang):
        if one in word:
            alike = word.replace(one, other)
            if alike in glossary:
                return alike
    return None


def _joined(first: str, second: str, lang: str, glossary: Container[str], pairs: Container[str]) -> str | None:
    """The glossary word two words in a row make together, heard split (see the module's rules), or None."""
    joined = first + second
    if joined not in glossary or min(len(first), len(second)) < SPLIT_PART or not joined.isalpha():
        return None
    head = key(first, lang)
    if key(joined, lang) == head or f"{head}_{key(second, lang)}" in pairs:
        return None  # ("relación es": relaciones; "set up", as the rule text says it)
    return joined


def _near_typo(word: str, said: str) -> bool:
    """Whether `word` may be glossary word `said` mis-heard: beginning with its letter, a typo away, and
    not the term inflected ("burnt" beside "burn")."""
    if word == said or word[:1] != said[:1] or word.startswith(said) or said.startswith(word) \
            or abs(len(word) - len(said)) > 2:
        return False
    edits = 1 if len(word) <= 7 else 2
    return OSA.distance(word, said, score_cutoff=edits) <= edits


def read_terms(spoken: list, lang: str, known: Container[str], glossary, pairs: Container[str],
               stems: Container[str] = frozenset(), everyday: Container[str] = frozenset(),
               vocabulary: Container[str] = frozenset()) -> dict[int, str]:
    """For the spoken words (`spoken.SpokenWord`) the recogniser mis-heard, by number: the term meant,
    or "" for a word left out (the second half of a split term, a mis-heard repetition). `known` holds the
    words of the rule text (in any language; `vocabulary`, those of the question's language, is looked in
    first), `everyday` words known though the rule text does not use them."""
    read: dict[int, str] = {}
    stop = stopwords(lang)

    def unknown(word) -> bool:
        folded = word.folded
        return not word.capital and folded not in vocabulary and folded.isalpha() and folded not in glossary \
            and folded not in stop and folded not in everyday and folded not in known and key(folded, lang) not in stems

    for number in range(1, len(spoken)):
        first, second = spoken[number - 1], spoken[number]
        joined = None if second.pause or number - 1 in read else _joined(first.folded, second.folded, lang, glossary, pairs)
        if joined:
            read[number - 1], read[number] = joined, ""
    for first, last in _spelled_runs(spoken, glossary):  # ("v e p": VEP)
        read[first] = "".join(word.folded for word in spoken[first:last + 1])
        read.update(dict.fromkeys(range(first + 1, last + 1), ""))
    for number, word in enumerate(spoken):  # ("bep": VEP, b and v said alike)
        if number not in read and word.folded not in vocabulary and unknown(word):
            term = _sounding(word.folded, lang, glossary)
            if term:
                read[number] = term
    endings = _endings(glossary)
    for number in range(1, len(spoken)):
        word, before = spoken[number], spoken[number - 1]
        term = endings.get(word.folded)
        if term and number not in read and number - 1 not in read and not word.pause and unknown(word) \
                and before.folded.startswith(term[: len(term) - len(word.folded)]):
            read[number - 1], read[number] = term, ""  # ("miss fortune": the first half heard as a word of its own)
    # (an echo is left out only when the rule text does not know it: those words, a few or none, are the only
    # ones the typo distances to the terms near them are computed for)
    unknown_words = {number for number, word in enumerate(spoken)
                     if number not in read and len(word.folded) >= ECHO_LETTERS and unknown(word)}
    if unknown_words:
        terms = [number for number, word in enumerate(spoken) if word.folded in glossary]
        for number in _echoes(spoken, terms, read, unknown_words):
            read[number] = ""
    return read


def _endings(glossary) -> dict[str, str | None]:
    """The endings of the glossary's words (CLIPPED_LETTERS or more, after 2 to CLIPPED_LOST letters)
    -> the word (None when several words end so), made once per glossary."""
    cache_key = (id(glossary), len(glossary))
    kept = _ENDINGS.get(cache_key)
    if kept is None:
        table: dict[str, str | None] = {}
        for term in glossary:
            for lost in range(2, CLIPPED_LOST + 1):
                ending = term[lost:]
                if len(ending) >= CLIPPED_LETTERS and term.isalpha():
                    table[ending] = term if table.get(ending, term) == term else None
        if len(_ENDINGS) >= ENDINGS_KEPT:
            _ENDINGS.clear()
        kept = _ENDINGS[cache_key] = (glossary, table)
    return kept[1]


def _echoes(spoken: list, terms: list[int], read: dict[int, str], among: Container[int]) -> list[int]:
    """The spoken words of `among` (numbers) that may say again, mis-heard, a glossary word at one of `terms`
    (numbers): of ECHO_LETTERS or more, a pause apart and within ECHO_REACH words of it, and a typo away
    (`_near_typo`)."""
    found = []
    for term_at in terms:
        said = spoken[term_at].folded
        for number in range(max(0, term_at - ECHO_REACH), min(len(spoken), term_at + ECHO_REACH + 1)):
            if number in among and number != term_at and number not in read and len(spoken[number].folded) >= ECHO_LETTERS \
                    and any(spoken[between].pause for between in range(min(number, term_at) + 1, max(number, term_at) + 1)) \
                    and _near_typo(spoken[number].folded, said):
                found.append(number)
    return found
