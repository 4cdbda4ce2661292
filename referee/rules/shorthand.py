"""Shorthand typed on a phone at the table, read as the words it stands for.

Players type `referee ask` questions on phones: "can u draw 2 cards b4 ur
turn", "w/o paying", "how many pts", "xq no puedo", "cdo se acaba", "cuantos
ptos da". Each language's lexicon holds one table (`[shorthand.read_as]`:
the words -> the forms typed for them); the fillers typed so ("idk", "xfa")
are formulas of asking, in the lexicon's `discourse` list. Only questions are
read so, never rule text: the rulebook writes its words out.

A form is read only when it is no word of the language's rule text or
glossary (`real_words`): "Q" is LOOP's Quality, "D" a kind of Goal in Coming
of Age, "x" the sign of "4 x 8" in Adulthood, so they keep their own sense.
A form of several folded words comes from punctuation ("w/o" folds to "w o"),
which no word of the rules has: only its words together are read.
"""

from __future__ import annotations

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


def read_shorthand(folded: Sequence[str], lang: str, real_words: Container[str]) -> list[tuple[str, ...]] | None:
    """For each folded word of a question, the words it is read as: itself,
    the words its shorthand stands for, or nothing (the second word of a
    form of two: "w/o" -> "without", ""); None when the question
    holds no shorthand of `lang`. A one-word form in `real_words` (the
    language's rule text and glossary) is read as written."""
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
            if form in forms and not (size == 1 and form[0] in real_words):
                read.append(forms[form])
                read.extend(() for _ in range(size - 1))
                changed = True
                i += size
                break
        else:
            read.append((folded[i],))
            i += 1
    return read if changed else None
