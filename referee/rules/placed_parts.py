"""A printed part named by where it sits on its component: the rule that places something there first.

"the track on the RIGHT SIDE of my board, how do I move my counter up it?",
"what do the spaces at the FAR RIGHT of each mood track do?", "the number
in the BOTTOM RIGHT corner of a goal card?", "el hueco DE ARRIBA de Career
en mi tablero, ¿qué da?", "¿para qué son las casillas DE LA DERECHA del
registro?". A player looking at a board or a card who does not know the
rulebook's name for a part points at it by its place: a side, an end, a
corner, the upper or lower row. The rulebook names that place in the one
rule that explains the part ("The Personal Fulfillment Track, ON THE RIGHT
SIDE of your board", "the rightmost space of each Track: it gives a passive
bonus", "the HAPPINESS shown in the BOTTOM RIGHT corner of that GOAL", "La
acción SUPERIOR básica de Carrera"), while the question's other words (a
board, a track, a card, a space) are in every rule of the component, and a
known gap of the rulebook about the component's print ("what do the
numbers in the corners mean?") or a rule of another part ranked first.

The question names a place (`places_asked`) with a side word read as a
place by rules/sides_asked.py ("FAR right", "right SIDE", "rightmost", "DE
LA derecha"), or a word of height of the lexicon's `[placed_parts]`: one
that is a place by itself (`always`: "upper", "lower", "superior",
"inferior"), one after a phrase of `height_before` ("DE arriba", "DE
abajo"), or one before a word of `height_after` ("bottom RIGHT", "top
CORNER", "top ROW": "on top of the deck", "the top card" are a pile's, not
a part's place). A side word right after a word of height is a place too
("bottom RIGHT"). An entry whose title or text names every place asked (a
side read as a rule's title reads it, "to the right of"; a height word of
the same group anywhere: `top`, `bottom`) gets PLACED_FACTOR; the others
keep their score; so does a known gap that names the place (the rulebook's
silence on "the passive bonus at the right end" keeps its lead). A
question that names no place pays one set look-up.

Not a place of a part: both sides or both heights at once ("the left-most
card and the right-most": rules/sides_asked.py reads those), the top of a
pile ("la carta DE ARRIBA del mazo": `piles` two words before; "el
MATERIAL de arriba DEL MAZO": `decks_after` at most DECK_REACH words
after, never "card", whose top is a part), a side
parted from a height by a comma ("on top, right?"), and the place where a
piece sits (`pieces` at most PIECE_REACH words before: "a Frustration
Token on the LEFT END", "una Ficha de Frustración en el extremo
izquierdo": the piece's rule answers, not the rule of the end's print).

Round printed (blind126, players asking about what they see printed):
blind126 top-1 182 -> 184, false abstention 6 -> 4 (the number at the
bottom right of a GOAL, Adulthood's "hueco de arriba de Career"). Tuning
list TUNE129: top-1 22,730 -> 22,740, top-3 24,138 -> 24,142, false
abstention 602 -> 599, abstention 3,973 -> 3,970 (the trade: three
unanswerable questions of a place now answered by the rule of that place:
blind50's bonus for covering the four "huecos de arriba", blind76's
right-most cost of an extra card, blind87's left-most card thrown out);
gains on blind82, 95, 99, 104, 107, 28, 29, 54, 62, 67, 72, 79, 84 ("the
track on the right side of my board", "la acción de arriba de Career",
"the card at the far left of the market"), losses on blind39, 70 and
holdout where the place is the market's and the question asks the cost of
both ends. PLACED_FACTOR 1.1 (with rules/print_asked.py's teller, against
1.15's 22,741 / 24,142 / 3,970 / 598): top-1 22,741, top-3 24,140,
abstention 3,972, false abstention 600, blind126 top-3 one lower (the
upper Wellness spot asked as "la casilla de arriba" stays second); 1.2: two more top-1
lost (the Memory Cards "in the top slot", asked of the cards). Without
`pieces`, 7 answers of a Frustration Token on a track's end left the top 3.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules import sides_asked
from referee.rules.normalize import fold, lexicon_table, words

TOP, BOTTOM = "top", "bottom"
# Tuning list TUNE129: 1.15 (1.1 and 1.2 measured, see above; 1.3 lost 2 top-3 of the places)
PLACED_FACTOR = 1.15
DECK_REACH = 3  # words after a height word where a pile makes it the pile's top ("arriba del mazo", "bottom of the deck")
PIECE_REACH = 6  # words before a place where a piece makes it the piece's place ("una Ficha de Frustración en el extremo")


@lru_cache(maxsize=4)
def _heights(lang: str) -> tuple[dict[str, str], frozenset[str], tuple[tuple[str, ...], ...], frozenset[str],
                                  frozenset[str]]:
    """`lang`'s height words (word -> TOP or BOTTOM), those that are a place
    by themselves, the phrases before a height word that make it a place,
    the words after it that do, and every word of a place (the gate)."""
    table = lexicon_table(lang, "placed_parts")
    heights = {word: TOP for word in table.get("top", ())} | {word: BOTTOM for word in table.get("bottom", ())}
    sides = lexicon_table(lang, "sides")
    gate = frozenset(heights) | frozenset(sides.get("left", ())) | frozenset(sides.get("right", ()))
    before = tuple(tuple(phrase.split()) for phrase in table.get("height_before", ()))
    return heights, frozenset(table.get("always", ())), before, frozenset(table.get("height_after", ())), gate


def _heights_named(said: list[str], lang: str, text: str) -> set[str]:
    """The heights (TOP, BOTTOM) named as places in the words `said` of
    `text`, and the side right after one ("bottom RIGHT"; not "on top,
    right?", where a comma parts them)."""
    heights, always, before, after, _ = _heights(lang)
    piles = frozenset(lexicon_table(lang, "placed_parts").get("piles", ()))
    decks = frozenset(lexicon_table(lang, "placed_parts").get("decks_after", ()))
    side_words = sides_asked.side_words(lang)
    found = set()
    for at, word in enumerate(said):
        height = heights.get(word)
        if height is None:
            continue
        follows = said[at + 1] if at + 1 < len(said) else ""
        if follows in side_words and (word, follows) not in _unparted(text):
            follows = ""  # ("on top, right?": a question tag, no side)
        if at > 1 and said[at - 2] in piles:
            continue  # ("la carta DE ARRIBA del mazo": the top of a pile, not a part's place)
        if not decks.isdisjoint(said[at + 1:at + 1 + DECK_REACH]):
            continue  # ("el MATERIAL de arriba DEL MAZO": the top of a pile named after it)
        if word in always or follows in after or follows in side_words \
                or any(tuple(said[max(0, at - len(phrase)):at]) == phrase for phrase in before):
            found.add(height)
            if follows in side_words:  # ("bottom RIGHT": the side is a place too)
                found.add(side_words[follows])
    return found


@lru_cache(maxsize=256)
def _unparted(text: str) -> frozenset[tuple[str, str]]:
    """The pairs of words of `text` with only a space or a hyphen between them."""
    typed = re.split(r"[\s-]+", text.lower())
    return frozenset((fold(first), fold(then)) for first, then in zip(typed, typed[1:]) if first[-1:].isalnum())


def places_asked(query: str, lang: str) -> frozenset[str]:
    """The places (sides and heights) at which the question names a part;
    empty for most questions (one set look-up when no word of a place)."""
    said = words(query)
    if _heights(lang)[4].isdisjoint(said):
        return frozenset()
    found = sides_asked.places_named(query, lang) | _heights_named(said, lang, query)
    if found and _piece_placed(said, lang):
        return frozenset()  # ("a Frustration Token ON THE RIGHT END": where a piece sits, asked of the piece's rule)
    if {sides_asked.LEFT, sides_asked.RIGHT} <= found or {TOP, BOTTOM} <= found:
        return frozenset()  # ("the left-most card and the right-most": both places, no one part pointed at)
    return frozenset(found)


def _piece_placed(said: list[str], lang: str) -> bool:
    """Whether a word of a piece (`[placed_parts] pieces`: "token", "ficha")
    stands at most PIECE_REACH words before a word of a place: the place is
    where the piece sits, not a printed part the question points at."""
    table = lexicon_table(lang, "placed_parts")
    pieces = frozenset(table.get("pieces", ()))
    gate = _heights(lang)[4]
    return any(word in gate and not pieces.isdisjoint(said[max(0, at - PIECE_REACH):at]) for at, word in enumerate(said))


@lru_cache(maxsize=2048)
def places_told(title: str, text: str, lang: str) -> frozenset[str]:
    """The places an entry's title or text names: its sides read as a rule's
    title reads them ("to the right of", "right side", "rightmost"), its
    heights as a question's are read."""
    told = f"{title}. {text}"
    return frozenset(sides_asked.places_named(told, lang, title=True) | _heights_named(words(told), lang, told))


def placed_factor(title: str, text: str, asked: frozenset[str], lang: str) -> float:
    """PLACED_FACTOR for an entry that names every place asked, 1.0 for the others."""
    return PLACED_FACTOR if asked <= places_told(title, text, lang) else 1.0
