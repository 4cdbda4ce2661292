"""The place at one side a question asks of, against a rule whose title names only the other side.

"Taking the LEFT-MOST market card costs 1 energy?", "¿la carta de MÁS A LA
IZQUIERDA del mercado cuesta algo?", "when is the left-most card on the
track thrown out?". Rules that differ by the place at one side of a row or
a track are written side by side in the rulebooks ("the left-most card also
gives 1 energy", "the three right-most cards have a cost"; "at the end of
the round, discard the leftmost card", "slide the track left and refill from
the right"), and their words are nearly the same: the rule of the other
place held the question's other words (cost, card, market; the note of the
cost rule even says "the left-most still gives its energy") and came first.
The place is what the question asks of, and a rule whose title names only
the place at the other side speaks of another thing: it is damped by
OPPOSITE_SIDE_FACTOR. A title that names both places ("pay the left side to
get the right side") or neither is left alone, and so is every entry when
the question names both or none.

Only a place, never a direction: "the marker moves RIGHT like the impact
one?", "las cartas se corren HACIA LA DERECHA, ¿verdad?" tell a motion the
player remembers, often the wrong way round, and the rule that moves the
other way is the one that answers. So a side word counts only as a place: a
word of the lexicon's `sides.always` ("leftmost"), or one of `left` and
`right` after a phrase of `place_before` ("FAR left", "DE MÁS A LA
izquierda", "la DE LA derecha", "EXTREMO derecho") or before a word of
`place_after` ("left END", "right-MOST", "left SIDE"). That keeps out "no
tokens left" (what remains), "right away", "was that right" (correct), "a la
derecha del jugador inicial" (a seat) and "tener derecho" (an entitlement).
A rule's title says "left" and "right" of sides only: there a side word
after a phrase of `title_before` ("refill FROM THE right", "rellena POR LA
derecha") names a place as well.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import lexicon_table, words
from referee.rules.triggers import triggered_by

LEFT, RIGHT = "left", "right"
OPPOSITE = {LEFT: RIGHT, RIGHT: LEFT}
# Tuning list TUNE26: 0.9 moved 6 questions to top-1 (the left-most market card x5, the left-most track card),
# lost none, and cost 1 false abstention (a told scene of paying for the left-most card); no other value measured
OPPOSITE_SIDE_FACTOR = 0.9


@lru_cache(maxsize=None)
def _lexicon(lang: str, title: bool = False) -> tuple[dict[str, str], frozenset[str], tuple[tuple[str, ...], ...],
                                                      frozenset[str]]:
    """`lang`'s side words (word -> LEFT or RIGHT), the words that are a
    place by themselves, the phrases before a side word that make it a place
    (in a rule's title, `title_before` too), and the words after it that do."""
    table = lexicon_table(lang, "sides")
    sides = {word: LEFT for word in table.get("left", ())} | {word: RIGHT for word in table.get("right", ())}
    phrases = [*table.get("place_before", ()), *(table.get("title_before", ()) if title else ())]
    before = tuple(tuple(phrase.split()) for phrase in phrases)
    return sides, frozenset(table.get("always", ())), before, frozenset(table.get("place_after", ()))


def places_named(text: str, lang: str, title: bool = False) -> frozenset[str]:
    """The sides (LEFT, RIGHT) of which a text (a rule's title: `title`) names the place."""
    sides, always, before, after = _lexicon(lang, title)
    folded = words(text)
    found = set()
    for i, word in enumerate(folded):
        side = sides.get(word)
        if side is None or side in found:
            continue
        if (word in always or (i + 1 < len(folded) and folded[i + 1] in after)
                or any(tuple(folded[max(0, i - len(phrase)):i]) == phrase for phrase in before)):
            found.add(side)
    return frozenset(found)


def side_words(lang: str) -> dict[str, str]:
    """`lang`'s side words, each with its side (LEFT, RIGHT)."""
    return _lexicon(lang)[0]


@triggered_by(lambda lang: ((word,) for word in _lexicon(lang, False)[0]))  # (a word of a side)
def asked_side(query: str, lang: str) -> str | None:
    """The one side whose place a question names, or None (it names none, or both)."""
    places = places_named(query, lang)
    return next(iter(places)) if len(places) == 1 else None


@lru_cache(maxsize=1024)
def _title_places(title: str, lang: str) -> frozenset[str]:
    """`places_named` of an entry's title (kept: the same few titles come back)."""
    return places_named(title, lang, title=True)


def side_factor(title: str, side: str, lang: str) -> float:
    """OPPOSITE_SIDE_FACTOR for an entry whose title names only the place at
    the side opposite the one asked, 1.0 for the others."""
    return OPPOSITE_SIDE_FACTOR if _title_places(title, lang) == {OPPOSITE[side]} else 1.0
