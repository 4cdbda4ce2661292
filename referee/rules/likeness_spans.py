"""Where a question likens something to another thing: from its word of comparison to the end of its clause.

"is energy LIKE A JOKER?", "is the bot LIKE A DUMMY PLAYER IN BRIDGE, does it
take turns?", "¿es COMO LOS HOYOS EN EL GOLF?", "IGUAL QUE EN EL CATAN".
Two readings of a question read these spans, each for its own end:
rules/compared_things.py (the compared thing's words no game uses are no
topic) and rules/likened_things.py (a thing from outside these games weighs
as a scene in the ranking). The span is found one way for both, here:

- a phrase of comparison opens it: the lexicon's `likeness_spans.markers`
  ("like", "similar to", "como", "igual que", "parecido a"), and the use's
  own (`Settings.markers`), the longest phrase at a place;
- not right after a word that makes the marker no comparison: a wish, a
  verb, a kind (`likeness_spans.not_after`, and the use's own: "i WOULD
  like", "wherever I like", "¿qué TIPO"), nor where the use's own test of
  the marker says it asks how or says how much (`compares`: "¿CÓMO se
  juega?", "LIKE 4 turns");
- it runs from the word after the phrase to the end of its clause (the next
  of `opens`: a comma, a question mark), at most the use's `reach` words, or
  to a word where the use ends it sooner (`ends`: "like dating show
  contestants AND DOES it matter");
- a phrase's own words open no other span, nor do the words of a span.

Both read, too, where a sentence or a question opens after the first
(`sentence_openings`: after "¿", "?", ".", ":"; not after a comma):
likened_things for a "como" that asks how, compared_things for a question of
its own after a comparison.

What the two uses set apart, and why, is said in their modules: each was
tuned on its own questions with its own settings, and each list of the
lexicon holds here what the two agree on, in each use's table what only it
reads.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable, Iterable

from referee.rules.normalize import first_word_reach, lexicon_table, phrase_at, words


class Settings:
    """One use's reading of the spans: its phrases of comparison (folded, with their `first_word_reach`), the
    words after which a phrase opens none, and how many words a span runs at most. A plain class, not a
    dataclass: building a dataclass costs a cold `ask` about 1 ms at import, and these are only read."""

    __slots__ = ("phrases", "reach_of_first", "not_after", "reach")

    def __init__(self, phrases: frozenset[tuple[str, ...]], reach_of_first: dict, not_after: frozenset[str],
                 reach: int):
        self.phrases = phrases
        self.reach_of_first = reach_of_first
        self.not_after = not_after
        self.reach = reach

    @property
    def firsts(self):
        """The first words of the phrases (a view of a set, for one look-up in C)."""
        return self.reach_of_first.keys()


def settings(lang: str, markers: Iterable[str], not_after: Iterable[str], reach: int) -> Settings:
    """A use's settings: the lexicon's shared `likeness_spans` lists of `lang` and the use's own `markers`
    and `not_after` (each phrase or word folded), and its `reach`. Made once per language by each use."""
    shared = _shared(lang)
    phrases = frozenset(tuple(words(phrase)) for phrase in (*shared["markers"], *markers)) - {()}
    return Settings(phrases, first_word_reach(phrases),
                    frozenset(word for text in (*shared["not_after"], *not_after) for word in words(text)), int(reach))


@lru_cache(maxsize=4)
def _shared(lang: str) -> dict:
    """The lexicon's `likeness_spans` table of `lang`: the phrases of comparison and the words after which one
    opens none, that both uses read."""
    table = lexicon_table(lang, "likeness_spans")
    return {"markers": tuple(table.get("markers", ())), "not_after": tuple(table.get("not_after", ()))}


def spans(folded: list[str], opens: frozenset[int], read: Settings,
          compares: Callable[[int, int], bool] | None = None,
          ends: Callable[[int], bool] | None = None) -> list[tuple[int, int]]:
    """The spans of folded words that a phrase of comparison of `read` opens, each as (its first word, after
    its last), in order, none empty. `compares(start, size)`: whether the phrase of `size` words at `start`
    compares (its word after it stands in the same clause); `ends(at)`: whether a span ends before the word at
    `at` (a word after its first). Empty for most questions (a set look-up of the phrases' first words)."""
    firsts = read.firsts
    if firsts.isdisjoint(folded):
        return []
    found: list[tuple[int, int]] = []
    start = 0
    while start < len(folded):
        size = phrase_at(folded, start, read.phrases, read.reach_of_first) if folded[start] in firsts else 0
        if not size or (start and folded[start - 1] in read.not_after):
            start += 1
            continue
        after = start + size
        if after >= len(folded) or after in opens:
            start = after  # (nothing likened in its clause: "..., like?")
            continue
        if compares is not None and not compares(start, size):
            start += 1
            continue
        end = min(len(folded), after + read.reach)
        end = next((at for at in range(after + 1, end) if at in opens or (ends is not None and ends(at))), end)
        found.append((after, end))
        start = end
    return found


_SENTENCE_BREAK = re.compile(r"[\u00bf\u00a1.!?:;]")


def sentence_openings(query: str, count: int) -> frozenset[int] | None:
    """The positions of the folded words that open a sentence or a question after the question's first word ("Tío,
    ¿COMO se hace?", "... like a bounty in red dead? DOES a new one come out?"), not those after a comma; None when
    the pieces do not fold to the question's `count` words (a word read in as another)."""
    found: set[int] = set()
    total = 0
    for piece in _SENTENCE_BREAK.split(query):
        size = len(words(piece))
        if size and total:
            found.add(total)
        total += size
    return frozenset(found) if total == count else None
