"""An everyday name for a thing of the game, typed by a player who does not know its word: read as the rules' word.

"why does my SLIDER go left?", "después de jugar una carta de mis PAPÁS": a
first-time or young player names a thing of the game by the word of home
for it, not by the rulebook's. A slider is what slides along a track, the
rules' counter ("move the Mood Counter 2 steps left"); "papás", "papis" are
a child's "padres" (Coming of Age's "Cartas de Padres"). No rulebook writes
the home word, so the search did not know it: "slider" stemmed to CV's
"slide" of the track's cards, "papás" to nothing, and the rule of the thing
itself lost.

Each language's lexicon holds one table (`[plain_terms.read_as]`: the rules'
word -> the everyday words typed for it). It holds words of the language,
not of one game or question: each says one thing in any sentence ("papás"
is always the parents, a "slider" a thing slid along a track). A word is
read so only when the rules do not know it as it stands (no word of the
language's rule text or glossaries: a rulebook that wrote "slider" would
mean its own) and the word it is read as is one of theirs; the search then
finds the game and the thing as for the rules' word itself. A reading, not
a guess at a typo, as for diminutives (rules/diminutives.py).
"""

from __future__ import annotations

from collections.abc import Container
from functools import lru_cache

from referee.rules.normalize import lexicon_table, words


@lru_cache(maxsize=8)
def table(lang: str) -> dict[str, str]:
    """The folded everyday words of `lang` -> the folded rules' word each is read as."""
    found: dict[str, str] = {}
    for target, forms in lexicon_table(lang, "plain_terms").get("read_as", {}).items():
        for form in forms:
            folded = words(form)
            if len(folded) == 1:
                found[folded[0]] = " ".join(words(target))
    return found


def rules_word(word: str, lang: str, real_words: Container[str]) -> str | None:
    """The rules' word a folded everyday `word` of `lang` is read as, or None:
    the word is none of the table's, the rules know it as it stands, or the
    rules do not know the word it stands for."""
    target = table(lang).get(word)
    if target is None or word in real_words or any(part not in real_words for part in target.split()):
        return None
    return target
