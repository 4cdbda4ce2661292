"""Shorthand typed on a phone at the table, read as the words it stands for.

Players type `referee ask` questions on phones: "can u draw 2 cards b4 ur
turn", "w/o paying", "how many pts", "xq no puedo", "cdo se acaba", "cuantos
ptos da". Each language's lexicon holds one table (`[shorthand.read_as]`:
the words -> the forms typed for them); the fillers typed so ("idk", "xfa")
are formulas of asking, in the lexicon's `discourse` list. Only questions are
read so, never rule text: the rulebook writes its words out.

A form of several letters is read only when it is no word of the language's
rule text or glossary (`real_words`: "max", "2p" and "VP" are words of the
rules already). A form of one letter keeps its own sense only when it is a
term of a glossary (`terms`: "Q" is LOOP's Quality, "D" a kind of Goal in
Coming of Age) or a sign between two numbers ("4 x 8" in Adulthood): the rule
text's other lone letters are no words a player types ("n" of "n x (n + 1)
/ 2", "R" an initial in the credits), so "this n that", "r they" are read.
A form of several folded words comes from punctuation ("w/o" folds to "w o"),
which no word of the rules has: only its words together are read.
"""

from __future__ import annotations

import re
from collections.abc import Container, Sequence
from functools import lru_cache

from referee.rules.normalize import lexicon_table, words


@lru_cache(maxsize=8)
def table(lang: str) -> dict[tuple[str, ...], tuple[str, ...]]:
    """The folded forms of `lang` -> the folded words they stand for."""
    shorthand = lexicon_table(lang, "shorthand")
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    for target, forms in shorthand.get("read_as", {}).items():
        for form in forms:
            found[tuple(words(form))] = tuple(words(target))
    return found


@lru_cache(maxsize=8)
def single_forms(lang: str) -> frozenset[str]:
    """The forms of `lang` that fold to one word (what tells a question's
    language: "cdo", "toy" are Spanish, "ur", "b4" English)."""
    return frozenset(form[0] for form in table(lang) if len(form) == 1)


@lru_cache(maxsize=8)
def _longest(lang: str) -> int:
    return max((len(form) for form in table(lang)), default=0)


@lru_cache(maxsize=8)
def _first_words(lang: str) -> frozenset[str]:
    """The first folded word of each form of `lang`: a question word that is
    none of them begins no form, and is read as written without a look."""
    return frozenset(form[0] for form in table(lang))


def _kept(folded: Sequence[str], i: int, real_words: Container[str], terms: Container[str]) -> bool:
    """Whether the one-word form `folded[i]` keeps its own sense (see the
    module's docstring): a word of the rules of several letters, a glossary's
    letter, or a letter between two numbers, a sign ("4 x 8")."""
    word = folded[i]
    if len(word) > 1:
        return word in real_words
    return word in terms or (0 < i < len(folded) - 1 and folded[i - 1].isdigit() and folded[i + 1].isdigit())


def read_shorthand(folded: Sequence[str], lang: str, real_words: Container[str],
                   terms: Container[str]) -> list[tuple[str, ...]] | None:
    """For each folded word of a question, the words it is read as: itself,
    the words its shorthand stands for, or nothing (the second word of a
    form of two: "w/o" -> "without", ""); None when the question
    holds no shorthand of `lang`. A one-word form is read as written when
    it is a word of `real_words` (the language's rule text and glossary) of
    several letters, a letter of `terms` (the glossary's words) or a letter
    between two numbers."""
    forms = table(lang)
    if not forms:
        return None
    longest = _longest(lang)
    starts = _first_words(lang)
    if starts.isdisjoint(folded):  # (in C: most questions hold no shorthand)
        return None
    read: list[tuple[str, ...]] = []
    changed = False
    i = 0
    while i < len(folded):
        if folded[i] not in starts:
            read.append((folded[i],))
            i += 1
            continue
        for size in range(min(longest, len(folded) - i), 0, -1):
            form = tuple(folded[i : i + size])
            if form in forms and not (size == 1 and _kept(folded, i, real_words, terms)):
                read.append(forms[form])
                read.extend(() for _ in range(size - 1))
                changed = True
                i += size
                break
        else:
            read.append((folded[i],))
            i += 1
    return read if changed else None


_CHUNK = re.compile(r"\S+")
_EDGE = re.compile(r"^(\W*)(.*?)(\W*)$", re.DOTALL)


def read_in_text(text: str, lang: str, real_words: Container[str], terms: Container[str]) -> str:
    """`text` with its shorthand written out ("q pasa si..." -> "que pasa
    si...", "w/o paying?" -> "without paying?"), punctuation and every other
    word as typed: what each reading of the question's form reads ("hay
    cartas Q dejen...": a listing of cards, as "hay cartas QUE dejen"), not
    only the words the ranking weighs. `text` itself when it holds none, or
    when its pieces between spaces do not fold to its words one by one."""
    folded = words(text)
    read = read_shorthand(folded, lang, real_words, terms)
    if read is None:
        return text
    pieces: list[str] = []
    at = 0
    end = 0
    for chunk in _CHUNK.finditer(text):
        count = len(words(chunk.group()))
        parts = read[at : at + count]
        if parts != [(word,) for word in folded[at : at + count]]:
            lead, _, tail = _EDGE.match(chunk.group()).groups()
            written = " ".join(word for part in parts for word in part)
            pieces.append(text[end : chunk.start()] + lead + written + tail)
            end = chunk.end()
        at += count
    if at != len(folded):  # (a piece folds across its spaces: left as typed)
        return text
    return "".join(pieces) + text[end:]
