"""Questions that set two things side by side, answered by the entries that define each.

"Whats the difference between BUY and CONSUME", "¿Es lo mismo una Ficha de
Rasgo que un Rasgo Mimético?", "¿Qué diferencia hay entre las cartas de
Trabajo y las de Relación?", "is a continuous EVENT the same as an
immediate one?". A new player who compares two things is answered by what
each of them is: the entries whose title names one of them before its
colon ("CONSUME: up to 3 ACTIVITY...", "Cartas de relaciones: ...") and
nothing the question does not name. Before this, an entry that merely
names both in passing ("Do exactly 1 of WORK, BUY or CONSUME", "Work and
Possession always go on top") came first, because it holds more of the
question's words than either definition.

A comparison is told by a word of `question_form.comparison` ("difference",
"diferencia") or, here, by a phrase of `comparison_phrases` ("the same as",
"es lo mismo", "igual que"), whose words are then left out of ranking and
topics like a frame (rules/framing.py). The entries whose title head names only what
the question names (`purpose.names_only_asked`) are raised by
COMPARISON_FACTOR; two such close entries answer together
(`search._answered_side_by_side`), so a word of one side the first leaves
out is no reason to abstain.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import first_word_reach, phrase_positions, question_form, words
from referee.rules.purpose import names_only_asked

COMPARISON_FACTOR = 1.2  # a comparison and an entry whose title head names one of the things compared


@lru_cache(maxsize=4)
def _phrases(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded comparison phrases of `lang` and their `first_word_reach`."""
    phrases = frozenset(tuple(words(phrase)) for phrase in question_form(lang).get("comparison_phrases", ()))
    return phrases, first_word_reach(phrases)


def phrase_positions_of(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of a phrase by which the question compares two things ("the same as",
    "es lo mismo"): how it asks, never a topic ("mismo" is no word of the answer). Empty for most
    questions (a set look-up of their words)."""
    phrases, reach = _phrases(lang)
    if reach.keys().isdisjoint(folded):
        return set()
    return phrase_positions(folded, phrases, reach, shortest=2)


def defining_first(scored: list[tuple[float, int]], title_of, stems: frozenset[str], lang: str) -> list[tuple[float, int]]:
    """`scored` (value, entry number) with the entries whose title head
    names only what the question names raised by COMPARISON_FACTOR."""
    return [(value * COMPARISON_FACTOR if names_only_asked(title_of(number), stems, lang) else value, number)
            for value, number in scored]
