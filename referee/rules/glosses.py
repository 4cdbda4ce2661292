"""A game term glossed in the player's own words: the gloss is no topic.

"¿El Scientist puede comprar de su propio LANDFILL, EL MONTÓN DE BASURA?",
"can I take from the LANDFILL, THE DISCARD PILE?". A player writes the
game's term as printed (in capitals, as LOOP prints its terms) and then,
after a comma, an article and a few words of their own saying what it is:
an apposition. The gloss names the same thing the term does, so the entry
that speaks of the term answers; its words are how the player explains,
never a topic of their own that the answer must also hold.

Only after a word in capitals (the printed term), only a gloss that opens
with an article and ends the clause (at punctuation or the end), and only
a short one: a longer run after a comma is another clause ("LANDFILL, the
rules never say what happens when ...").
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import lexicon_table, words

GLOSS_WORDS = 4  # at most this many words after the article: "el montón de basura", "the discard pile"


@lru_cache(maxsize=4)
def _gloss_pattern(lang: str) -> re.Pattern | None:
    """A term in capitals, a comma, an article of `lang` (`[named_things] gloss_articles`) and a few words
    up to the end of the clause."""
    articles = lexicon_table(lang, "named_things").get("gloss_articles", ())
    if not articles:
        return None
    alternatives = "|".join(map(re.escape, sorted(articles, key=len, reverse=True)))
    return re.compile(
        rf"\b[A-ZÁÉÍÓÚÑ]{{3,}}\s*,\s*((?:{alternatives})\s+[^\W\d_]+(?:\s+[^\W\d_]+){{0,{GLOSS_WORDS - 1}}})"
        rf"\s*(?=[,;:?!.)]|$)")


def glossed_words(text: str, lang: str) -> set[int]:
    """The positions in the question's words (`words(text)`) of a gloss after a term in capitals."""
    if "," not in text:  # (before the pattern: most questions hold no comma, and need it never compiled)
        return set()
    pattern = _gloss_pattern(lang)
    if pattern is None:
        return set()
    found: set[int] = set()
    for match in pattern.finditer(text):
        start = len(words(text[: match.start(1)]))
        found.update(range(start, start + len(words(match.group(1)))))
    return found
