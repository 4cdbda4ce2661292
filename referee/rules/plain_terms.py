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

The same player tells a piece by its shape: "the little ROUND tokens". In
English the shape word "round" is also the game's round of turns, and read
so it pulled the rules of a round's end over the piece's own; right before
a piece (`shape_positions`) it is read as the shape, no topic, as "little"
and "wooden" are. Spanish tells the shape after the piece with a word of no
game ("fichas REDONDAS"): it needs no reading.
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


@lru_cache(maxsize=8)
def _shapes(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The shape words of `lang` that are also words of a game (`[plain_terms] shapes`), the pieces a shape tells
    (`pieces`) and the words of a look that may stand between them (`[named_things] looks`)."""
    table = lexicon_table(lang, "plain_terms")
    looks = frozenset(lexicon_table(lang, "named_things").get("looks", ()))
    return frozenset(table.get("shapes", ())), frozenset(table.get("pieces", ())), looks


def shape_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of `folded` (a question's words) that tell a piece's shape, not a thing of the game.

    "the little ROUND tokens", "the ROUND wooden discs", "leftover ROUND chips": a player who does not know a
    token's name tells its shape, and "round" is also the game's round of turns: read so, it pulled the rules
    of the end of a round over the token's own (Adulthood's crossing of the markers at the end of a round for
    CV's tokens). Right before a piece (`[plain_terms] pieces`: token, chip, disc, ...), with only words of a
    look between ("round WOODEN discs"), the word tells the piece by its shape, as "little" and "wooden" do;
    a round's own things ("the round marker", "a round counter", "the round track") are no pieces it could be
    the shape of."""
    shapes, pieces, looks = _shapes(lang)
    if not shapes or shapes.isdisjoint(folded):
        return set()
    found: set[int] = set()
    for position, word in enumerate(folded):
        if word not in shapes:
            continue
        after = position + 1
        while after < len(folded) and folded[after] in looks and folded[after] not in shapes:
            after += 1
        if after < len(folded) and folded[after] in pieces:
            found.add(position)
    return found
