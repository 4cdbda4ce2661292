"""A game term of several words that a list entry holds as its head and one item.

"Does the BAD LUCK PHASE come before or after I select cards?", "¿la FASE
DE MALA SUERTE va antes o después...?": the question names one phase by a
term of two parts, the kind ("phase") and the item ("Bad Luck"). CV's entry
of the phases says it as a list under its head: "The five PHASES of a turn.
The phases are: 1. Roll the Dice, 2. Select Cards, 3. BAD LUCK, 4. Add to
CV, 5. Cleanup." The entry holds every word of the term, but farther apart
than a term's words stand (search.TOGETHER_WINDOW), so the search judged the
term a topic it lacks, and the rulebook silent, though the list places the
phase asked.

The reading: the entry speaks of the term when one part of its words (the
head) stands in the head of a list, the words before a ":" (with the
entry's title, which heads its text), and every other word of the term
stands in one item of that list (the clause after the ":" split at ",", ";"
and "."; the item's number, "3.", no word). A list is at least LIST_ITEMS
items. Words held apart otherwise (the two parts in two sentences, or in
two items) still leave the term a topic.

Called by `search._phrase_in_words` only once every word of the term is
held by the entry and no field holds them together (rare); each text is
split once per call, a handful of short clauses. Round fabterms, TUNE175:
false abstention -2 (blind59 and blind159, CV's Bad Luck phase in English
and Spanish); top-1, top-3 and abstention unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from referee.rules.normalize import key, words

# the fewest items of a list ("1. Roll the Dice, 2. Select Cards, 3. Bad Luck ..."): two items are a pair said in
# passing, not an enumeration of a kind's members
LIST_ITEMS = 3
# the end of a sentence (not the point of an item's number, "1. Roll the Dice")
_SENTENCE_BREAKS = re.compile(r"(?<=[^\d\s][.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡])")
_ITEM_BREAKS = re.compile(r"[,;]|\.(?!\d)|\s(?:and|or|y|o|e|u)\s", re.IGNORECASE)


def _keys(text: str, lang: str) -> frozenset[str]:
    """The matching keys of the words of `text`, as the question's are made."""
    return frozenset(key(word, lang) for word in words(text))


def _lists(title: str, text: str, lang: str) -> Iterable[tuple[frozenset[str], list[frozenset[str]]]]:
    """(the head's keys, each item's keys) of every list of the entry: the
    words before a ":" in its sentence, with the title, and the clause after
    it split into items."""
    titled = _keys(title, lang)
    for sentence in _SENTENCE_BREAKS.split(text):
        if ":" not in sentence:
            continue
        head, listed = sentence.split(":", 1)
        items = [_keys(item, lang) for item in _ITEM_BREAKS.split(listed)]
        items = [item for item in items if item and not all(word.isdigit() for word in item)]  # (not "3." alone)
        if len(items) >= LIST_ITEMS:
            yield titled | _keys(head, lang), items


def held_as_item(title: str, text: str, wanted: Iterable[str], lang: str) -> bool:
    """Whether the entry (`title`, `text`) holds the term whose keys are
    `wanted` as a list's head and one of its items: some of the keys in the
    head, all the others in one item."""
    wanted = frozenset(wanted)
    for head, items in _lists(title, text, lang):
        headed = wanted & head
        if not headed or headed == wanted:
            continue
        if any(wanted - headed <= item for item in items):
            return True
    return False
