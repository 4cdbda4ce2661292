"""A question as the dictation readings leave it (rules/dictation.py `as_meant`), with the real index's
word tables: shared by the tests of dictated and said-aloud questions."""

from __future__ import annotations

from referee.rules import dictation
from referee.rules.search import _everyday_words, _real_words, get_index


def read_as_meant(text: str, lang: str) -> str:
    """`text` read as the player meant it: fillers, self-repairs, marks said aloud and sound-alikes resolved."""
    index = get_index()
    lang_index = index.langs[lang]
    real = _real_words(lang, index)
    return dictation.as_meant(text, lang, index.known_words, real.glossary, lang_index.idf, lang_index.stems,
                              _everyday_words(), real.vocabulary)
