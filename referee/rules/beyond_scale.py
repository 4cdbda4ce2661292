"""A value asked past the top of a scale the rulebook gives: a silence of the question's form.

"I paid 4 COIN for a UTILITY. Can I also spend a REPUTATION to make it
QUALITY 5?", "solo RENEW: can I pay 10 COIN to get a MATERIAL at QUALITY
5?". A rulebook names the values of its scales with the scale's word
before the number ("QUALITY 1" ... "QUALITY 4", "level 7"); a value past
the highest it ever names is one it never speaks of. The rule that ranks
first raises the value (1 REPUTATION adds 1 QUALITY; RENEW pays double to
set it) without saying how high it may go: it does not answer whether
the value may pass the top, so the rulebook is silent. A rule that gives
the top itself ("pay 1 to 4 COIN, and its QUALITY equals what you paid")
answers: it holds the highest number named with the scale.

The question names a value when a term of the game's glossary, no verb of
paying or gaining ("pay 10 COIN" counts coins), is followed by a number
("QUALITY 5", "calidad 6"); the word is a scale when the game's entries (in
any language of its rules) put it before a run of values, and its top is the
highest of them, worked out once per word (`_top`). Silent when the number
asked is higher and the first entry holds no number as high as the top.

Cheap: a question without a digit right after a word of the game's
glossary is passed over with one look at its words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.index import Index, LangIndex
from referee.rules.normalize import key, question_form_set, stopwords, words
from referee.rules.payment import game_concepts

_NUMBER = re.compile(r"\d+")
SCALE_VALUES = 3  # the fewest values the entries name with a word for it to be a scale (LOOP's QUALITY names 5)


# (id of the index, game, word) -> (the index, kept alive; the top of the word's scale, or None: no scale)
_TOPS: dict[tuple[int, str, str], tuple[Index, int | None]] = {}


def _top(word: str, game: str, index: Index) -> int | None:
    """The top of the scale `word` names in the game's entries (every
    language: a Spanish question may write "QUALITY"), or None when it names
    none: the entries must put the word right before SCALE_VALUES or more
    numbers that run from 0 or 1 with at most one gap ("QUALITY 0" ...
    "QUALITY 4", "level 0" ... "level 7"); numbers that do not run so count
    things ("cards 5", "cards 83"). Only the entries that hold the word are
    read (the index's postings), once per word."""
    cache_key = (id(index), game, word)
    cached = _TOPS.get(cache_key)
    if cached is None:
        values: set[int] = set()
        for lang, lang_index in index.langs.items():
            found = lang_index.postings.get((game, key(word, lang)))
            for number in found.numbers if found is not None else ():
                if number >= lang_index.gap_start:
                    continue
                entry = lang_index.docs[number].entry
                said = words(f"{entry.title} {entry.text}")
                values.update(int(after) for before, after in zip(said, said[1:]) if before == word and after.isdigit())
        scale = len(values) >= SCALE_VALUES and min(values) <= 1 and max(values) - min(values) <= len(values)
        cached = _TOPS[cache_key] = (index, max(values) if scale else None)
    return cached[1]


@lru_cache(maxsize=4)
def _verbs(lang: str) -> frozenset[str]:
    """The verbs of paying and of gaining of `lang` (`question_form.paying`, `reward_told`)."""
    return question_form_set(lang, "paying") | question_form_set(lang, "reward_told")


def _counted_by(word: str, lang: str) -> bool:
    """Whether the word before a number is a number, a stopword or a verb of
    paying or gaining (`_verbs`): what it counts is no scale's value."""
    return word.isdigit() or word in stopwords(lang) or word in _verbs(lang)


def unstated_value(query: str, first: int, index: Index, lang_index: LangIndex) -> str | None:
    """The value asked ("quality 5") when it is past the top of its scale and
    the first entry gives no number as high as the top; else None."""
    said = words(query)
    asked = [(position, int(number)) for position, number in enumerate(said) if number.isdigit() and position]
    if not asked:
        return None  # (no number: most questions)
    lang = lang_index.lang
    # (a number after a number, a stopword or a verb of paying or gaining names no scale, whatever the entry says:
    # "have 3 cards", "pay 10 COIN"; told first, before the entry's numbers are read: most numbers asked)
    asked = [(position, number) for position, number in asked if not _counted_by(said[position - 1], lang)]
    if not asked:
        return None
    entry = lang_index.docs[first].entry
    highest = max((int(found) for found in _NUMBER.findall(f"{entry.title} {entry.text}")), default=-1)
    for position, number in asked:
        scale = said[position - 1]
        if number <= highest or _counted_by(scale, lang):
            continue  # (the first entry gives as high a number, so as high a top; a verb of paying or gaining counts
            # what is paid or gained: "pay 10 COIN")
        if not game_concepts([key(scale, lang)], entry.game, index, lang)[0]:
            continue  # (a word of the game's glossary names a scale: "page 5" does not)
        top = _top(scale, entry.game, index)
        if top is not None and highest < top < number:
            return f"{scale} {number}"
    return None
