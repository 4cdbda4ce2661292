"""The folded words of a language's lexicon, built for the index (rules/lexicon_words.py reads them).

Kept apart from rules/lexicon_words.py, which reads the list from the index:
the index's build (rules/game_words.py `of_index`) packs the list, and a
module that both packs it and reads the index would import the index from
its own build. Its code is part of the index cache's key
(rules/index_cache.py `_CODE`): the stored list is what it builds.
"""

from __future__ import annotations

from referee.rules.normalize import lexicon, words

NOT_WORDS = ("stemmer", "shorthand")  # tables whose words are parts of words or short forms


def _strings(value) -> list[str]:
    """Every text of a parsed lexicon value (tables' values, lists' items)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return []


def worked_out(lang: str) -> frozenset[str]:
    """The folded words of `lang`'s lexicon, but for the tables of NOT_WORDS
    (rules/lexicon_words.py `lexicon_words`), worked out from the lexicon."""
    texts = [text for table, value in lexicon(lang).items() if table not in NOT_WORDS for text in _strings(value)]
    return frozenset(words(" ".join(texts)))


def packed_words(lang: str) -> str:
    """`worked_out(lang)` as one text, a word a line, kept with the index (built in rules/game_words.py
    `of_index`): the index's load reads a string, and only a guess that reads another word splits it."""
    return "\n".join(sorted(worked_out(lang)))
