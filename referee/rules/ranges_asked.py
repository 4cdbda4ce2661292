"""A range the question asks across, and the rule that holds both its ends.

"How do I get a character FROM LEVEL 4 TO LEVEL 5?", "para subir un
personaje DEL NIVEL 4 AL 5, ¿vale una bonificación normal?", "my HAPPINESS
went FROM 4 TO 10 in one go, how many EVENT?". The question asks the step
between two numbers, and the rule that speaks of that step names both ("to
move a Character Token from level 4 to level 5 ... you need an Intimacy
Bonus"; "from HAPPINESS 4 to 10, you draw 2 EVENT"). A neighbour that holds
only one end ("you cannot move it if it is already at level 4", the plain
level-up) shares the question's other words and came first: a number alone
weighs little, most rule text holds one. An entry that holds both ends of
the range is raised by RANGE_FACTOR.

The form: a word of the lexicon's `ranges.from` ("from", "del", "desde"),
at most `reach` words, a number (digits or a number word), a word of `to`
("to", "al", "hasta"), at most `reach` words, a number; the two numbers
differ. Held: both numbers among the keys of the entry's title, text and
aliases, its note left out (the same keys the search matches: "cinco" is 5).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import key, lexicon_table, words
from referee.rules.triggers import triggered_by

# Tuning list TUNE26: 1.1 moved 10 questions to top-1 (level 4 to 5 x6, HAPPINESS 4 to 10 x3, location 1 to 4),
# lost none; no other value measured
RANGE_FACTOR = 1.1


@lru_cache(maxsize=None)
def _lexicon(lang: str) -> tuple[frozenset[str], tuple[tuple[str, ...], ...], int]:
    """`lang`'s words that open a range, the phrases that close it, and how
    many words may stand before each number."""
    table = lexicon_table(lang, "ranges")
    closing = tuple(sorted((tuple(phrase.split()) for phrase in table.get("to", ())), key=len, reverse=True))
    return frozenset(table.get("from", ())), closing, int(table.get("reach", 0))


def _number_within(folded: list[str], start: int, reach: int, lang: str) -> tuple[int, str] | None:
    """The first number among the `reach` + 1 words from `start`, with its position."""
    for position in range(start, min(len(folded), start + reach + 1)):
        value = key(folded[position], lang)
        if value.isdigit():
            return position, value
    return None


@triggered_by(lambda lang: ((word,) for word in _lexicon(lang)[0]))  # (a word that opens a range)
def asked_range(query: str, lang: str) -> tuple[str, str] | None:
    """The two ends of the first range a question asks across, or None."""
    opening, closing, reach = _lexicon(lang)
    folded = words(query)
    if not opening or not any(word.isdigit() for word in folded) and not any(
            key(word, lang).isdigit() for word in folded):
        return None
    for i, word in enumerate(folded):
        if word not in opening:
            continue
        first = _number_within(folded, i + 1, reach, lang)
        if first is None:
            continue
        after = first[0] + 1
        phrase = next((phrase for phrase in closing if tuple(folded[after:after + len(phrase)]) == phrase), None)
        if phrase is None:
            continue
        second = _number_within(folded, after + len(phrase), reach, lang)
        if second is not None and second[1] != first[1]:
            return first[1], second[1]
    return None


def range_factor(held: frozenset[str], ends: tuple[str, str]) -> float:
    """RANGE_FACTOR for an entry whose tokens (`held`: title, aliases, text)
    hold both ends of the range, 1.0 for the others."""
    return RANGE_FACTOR if ends[0] in held and ends[1] in held else 1.0
