"""A diminutive typed in a question, read as the word it makes small.

Spanish players say the little things of a game with diminutives: "el
CORAZONCITO de las Partner", "la CAJITA blanca", "los PUNTITOS", "las
FICHITAS", "un DIBUJITO". No rulebook writes them, so the search did not know
them: the question abstained for want of "corazoncito" beside a rule about
the Partner's heart. Each language's lexicon holds one table
(`[diminutives]`: an ending -> the endings of the plain word to try, "itas"
-> "as", "cito" -> ""); a word is read as the first plain form that is a word
of the language's rule text or glossary.

Only a word the rules do not know is read so ("casilla", "crédito", "cita",
"requisito" are words of the rules, not diminutives), and only when at least
three letters stay before the ending ("quito" is no diminutive), and not a
word the table lists as none (`not_diminutive`: "favorita" is no Favor). It
is a reading, not a guess at a typo.
"""

from __future__ import annotations

from collections.abc import Container
from functools import lru_cache

from referee.rules.normalize import lexicon_table

MIN_ROOT = 3  # the letters that must stay before a diminutive ending


@lru_cache(maxsize=8)
def endings(lang: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The diminutive endings of `lang`, longest first, each with the
    endings of the plain word to try in order."""
    table = lexicon_table(lang, "diminutives")
    return tuple(sorted(((ending, tuple(plain)) for ending, plain in table.items() if ending != "not_diminutive"),
                        key=lambda item: -len(item[0])))


@lru_cache(maxsize=8)
def exceptions(lang: str) -> frozenset[str]:
    """The words of `lang` that end as a diminutive and make nothing small
    ("favorita" is no Favor)."""
    return frozenset(lexicon_table(lang, "diminutives").get("not_diminutive", ()))


def plain_word(word: str, lang: str, real_words: Container[str]) -> str | None:
    """The plain word of a folded diminutive `word` that `real_words` (the
    words of `lang`'s rule text and glossaries) holds, or None: the word is
    no diminutive, or the rules know it as it stands, or no plain form of it
    is a word of the rules."""
    if word in real_words or word in exceptions(lang):
        return None
    for ending, plain_endings in endings(lang):
        root = word[: -len(ending)]
        if not word.endswith(ending) or len(root) < MIN_ROOT:
            continue
        for plain in plain_endings:
            if root + plain in real_words:
                return root + plain
    return None
