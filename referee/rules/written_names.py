"""English card names of two or more words inside a question of another language, read as that language's term.

"¿Es lo mismo el Welcoming Gift que el PAYOFF?": a player with English cards
writes a name of several words whole. A one-word name is read as the term of
the question's language (`search._boxed`: "COIN" -> "moneda"), but a name of
several words was kept as written (so its words are not boxed one by one into
another game's terms), and the rule texts of the question's language never
write it: its side of a comparison then held no word of the answer ("missing
welcoming, gift") and the other side's entry came first alone.

Here each such name a glossary gives in English (`Welcoming Gift`) is
replaced, word by word, by the content words of the first name of the
question's language (`Regalo de Bienvenida` -> "regalo", "bienvenida"), when
the two have as many content words (else the positions could not be kept)
and every game whose glossary has the name agrees on it. Gated: it runs only
on the positions `search._in_written_terms` found (no two foreign words in a
row, as in most questions, finds none).

Not a name typed in capitals as LOOP's cards print it ("CREDIT CARD",
"CONTINUOUS EVENT", "WORK AREA"): the glossary concept already reads it,
and rewritten it moved 8 first hits on the tuning sets (top-1 16167 ->
16163, top-3 17072 -> 17071). Without them, TUNE39: false abstention
425 -> 424 (blind88, "¿Es lo mismo el Welcoming Gift que el PAYOFF?"),
top-1 16167, top-3 17072, abstention 2853 unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from referee.core.registry import GAME_IDS
from referee.rules import corpus
from referee.rules.normalize import stopwords, words


@lru_cache(maxsize=4)
def _names(lang: str) -> dict[tuple[str, ...], tuple[str, ...]]:
    """The folded English glossary names of two or more words, each with the content words of the first name of
    `lang` of its term that has as many, for every game; names two games read differently are left out."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    clashing: set[tuple[str, ...]] = set()
    stop = stopwords(lang)
    for game in GAME_IDS:
        for term in corpus.glossary(game):
            for name in term.in_lang("en"):
                written = tuple(words(name))
                if len(written) < 2:
                    continue
                target = next((content for other in term.in_lang(lang)
                               for content in (tuple(word for word in words(other) if word not in stop),)
                               if len(content) == len(written)), None)
                if target is None:
                    continue
                if found.get(written, target) != target:
                    clashing.add(written)
                found[written] = target
    return {name: target for name, target in found.items() if name not in clashing}


def read_in(folded: list[str], written: set[int], lang: str) -> list[str]:
    """`folded` with each run of `written` positions that is an English glossary name of several words replaced by
    the words of `lang`'s term for it; the rest as it is."""
    if lang == "en" or not written:
        return folded
    names = _names(lang)
    found = list(folded)
    for start in sorted(written):
        for name, target in names.items():
            end = start + len(name)
            if tuple(folded[start:end]) == name and all(n in written for n in range(start, end)):
                found[start:end] = target
                break
    return found
