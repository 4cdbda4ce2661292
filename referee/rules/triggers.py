"""Readings of a question dispatched by its words: a reading none of whose trigger words the question holds is
not called.

Every reading of the question's form (a re-ordering step's "does it ask the order?", "does it tell a shortage?")
looks for phrases of its own lexicon, and most questions hold none of them: each reading still ran on every
question, splitting, scanning and comparing before it found nothing (4-20 µs each, some sixty of them a
search). A phrase is held only where all its words are, so one word of each phrase (its least common:
`normalize.question_form_keys`' choice) is enough to tell a question that holds none: a reading that names its
phrases here (`triggered_by`) is called only when the question holds one of those words, and otherwise gives what
it gives for a question without its phrases (`absent`), with one set look-up.

The trigger words are built from each reading's own lexicon (the phrases it compares with, the pairs of words
it looks for), once per language, so a phrase added to the lexicon is a trigger at once. A reading gated here
must need one of its phrases whole in the words it reads (the question's words, or a sentence's: a part of a
text holds no word the whole does not) to give anything but `absent`; `tests/rules/test_triggers.py` checks
every gated reading against its own code, ungated, on every benchmark question and on random mixes of its
lexicon's words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache, wraps

from referee.rules.normalize import question_form, question_form_phrases, stopwords, words

Phrases = Callable[[str], Iterable[Iterable[str]]]

GATED: list[Callable] = []  # every reading gated here, for the tests (each keeps `.reading`, its own code)


@lru_cache(maxsize=64)
def word_set(text: str) -> frozenset[str]:
    """The folded words of `text`, as a set (kept for the last texts read: the readings of one question read
    the same text)."""
    return frozenset(words(text))


def _keys(phrases: Iterable[Iterable[str]], lang: str) -> frozenset[str] | None:
    """One word of each phrase, its longest that is no stopword (else its longest), or None when a phrase has
    no word (held by any text: nothing to gate on)."""
    stop = stopwords(lang)
    keys = set()
    for phrase in phrases:
        said = tuple(phrase)
        if not said:
            return None
        keys.add(max(said, key=lambda word: (word not in stop, len(word))))
    return frozenset(keys)


def triggered_by(*sources: Phrases, absent=None):
    """A decorator of a reading `reading(text_or_words, lang, ...)` (a text, or its folded words) that gives
    `absent` unless the question holds a word of one of the phrases `sources` give in `lang` (each source a
    callable lang -> phrases, each phrase its folded words; a pair of words that must both be there is a
    phrase of two)."""

    def decorate(reading: Callable) -> Callable:
        @lru_cache(maxsize=8)
        def trigger_words(lang: str) -> frozenset[str] | None:
            found: set[str] = set()
            for source in sources:
                keys = _keys(source(lang), lang)
                if keys is None:
                    return None
                found |= keys
            return frozenset(found)

        @wraps(reading)
        def dispatched(said, lang: str, *args, **kwargs):
            triggers = trigger_words(lang)
            if triggers is not None and triggers.isdisjoint(word_set(said) if isinstance(said, str) else said):
                return absent
            return reading(said, lang, *args, **kwargs)

        dispatched.reading = reading
        dispatched.trigger_words = trigger_words
        dispatched.absent = absent
        GATED.append(dispatched)
        return dispatched

    return decorate


def form_phrases(*fields: str) -> Phrases:
    """A source of `triggered_by`: the phrases of some `[question_form]` fields, folded."""
    return lambda lang: (phrase for field in fields for phrase in question_form_phrases(lang, field))


def form_pairs(*fields: str) -> Phrases:
    """A source of `triggered_by`: the pairs of words of some `[question_form]` fields (first, last), each a
    phrase of its words (both must be there)."""
    return lambda lang: (tuple(word for part in pair for word in words(part))
                         for field in fields for pair in question_form(lang).get(field, ()))


# ---------------------------------------------------------------- readings that split a text their own way

# A reading that cuts a text into tokens of its own (`[^\W_]+`, or words with their inner apostrophes) and folds
# each alone holds only words `words(text)` holds too, but where the whole text folds otherwise than its pieces:
# a character past Latin-1 (a combining accent cuts a token in two, "™" folds to letters glued to the word
# before), "_" (a word character to the fold's patterns, a cut to the tokens), "re-" ("re-roll": "re" and "roll"
# alone, "reroll" whole), a word before "n't" ("needn" alone, "need not" whole), and what stands alone after an
# apostrophe or as "non" ("'s", "'d": left out whole; "non-adjacent": "not" whole).
_RE_HYPHEN = re.compile(r"\bre-", re.IGNORECASE)
_NEGATED = re.compile(r"n't", re.IGNORECASE)
_APART_WORDS = frozenset({"s", "re", "ll", "ve", "m", "d", "t", "non"})


def token_keys(phrases: Iterable[Iterable[str]], lang: str) -> frozenset[str] | None:
    """One word of each phrase (each its folded words; `_keys`' choice) for `may_hold_tokens`, or None (no
    gate) when a phrase has no word."""
    keys = _keys(phrases, lang)
    return None if keys is None else checked_keys(keys)


def checked_keys(keys: Iterable[str]) -> frozenset[str] | None:
    """`keys` (folded words, one of every phrase a reading looks for) for `may_hold_tokens`, or None (no gate)
    when one is a word the whole text's fold may lose (`_APART_WORDS`) or no one word."""
    keys = frozenset(keys)
    if not keys.isdisjoint(_APART_WORDS) or not all(map(str.isalnum, keys)):
        return None
    return keys


@lru_cache(maxsize=64)
def _ends_in_n(keys: frozenset[str]) -> bool:
    return any(key.endswith("n") for key in keys)


def may_hold_tokens(text: str, keys: frozenset[str] | None) -> bool:
    """Whether the tokens a reading cuts `text` into and folds one by one may hold a word of `keys`
    (`token_keys`): False only when `words(text)` holds none of them and `text` folds as its pieces do (see
    above), so that a reading whose phrases each hold a key finds none of them (one set look-up and one scan
    of the text in C)."""
    if keys is None or not keys.isdisjoint(word_set(text)) or _folded_apart(text):
        return True
    return "'" in text and _ends_in_n(keys) and bool(_NEGATED.search(text))


def _folded_apart(text: str) -> bool:
    """Whether `text` has a character past Latin-1, a "_" or a "re-" (each told in C: most questions have
    none)."""
    return "_" in text or (not text.isascii() and max(text) > "\xff") or ("-" in text and bool(_RE_HYPHEN.search(text)))
