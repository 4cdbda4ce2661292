"""'Is that how it works?': "work" in a clause of how, with no "do", is
the form of the question, not LOOP's Work action or CV's work cards.

A player who tells what they did and asks whether it was right often ends
with "is that how it works?" ("I paid 2 time for it, is that how it
works?"), and one who asks about a thing may put it the same way ("the
upper action, how it works when I have no card there?"). Read as a word,
"works" is LOOP's WORK action and CV's Work cards, and drew a rule of
another game first. As "how does it work" (search._how_it_works), it only
says how the question asks: its position is left out of the words searched.

Only "how" followed right away by a word that starts a subject (`starts`
in the lexicon's `question_form.how_it_works`: "it", "this", "that",
"everything", an article), at most `EMBEDDED_WORDS` words before "work" /
"works", and the clause ending after it (the end, or a stopword: "how it
works WHEN ..."). "How do I work", "how much do I get when I work" and
"how many work cards" read as before (no subject right after "how", or a
word of substance after "work"). Spanish needs no such reading:
"¿así funciona?" holds no word of a game.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import question_form

EMBEDDED_WORDS = 3  # "how IT works", "how THE MARKET works", "how THIS ONE CARD works"


@lru_cache(maxsize=4)
def _form(lang: str) -> tuple[str, frozenset[str], frozenset[str], frozenset[str]]:
    """"how", the forms of "work", the words that open a subject after it and the doers, of `lang`
    (empty when it has none)."""
    form = question_form(lang).get("how_it_works", {})
    return (form.get("how", ""), frozenset(form.get("works", ())), frozenset(form.get("starts", ())),
            frozenset(form.get("doers", ())))


def embedded_works(folded: list[str], lang: str, stop: frozenset[str]) -> set[int]:
    """The positions of "work(s)" in "how it works" among the question's folded
    words (empty for most: a set look-up)."""
    how, works, starts, doers = _form(lang)
    if not starts or works.isdisjoint(folded) or how not in folded:
        return set()
    found = set()
    for start, word in enumerate(folded):
        if word != how or start + 2 >= len(folded) or folded[start + 1] not in starts:
            continue
        for position in range(start + 2, min(len(folded), start + 2 + EMBEDDED_WORDS)):
            if folded[position] in doers:
                break
            if folded[position] in works:
                if position + 1 == len(folded) or folded[position + 1] in stop:
                    found.add(position)
                break
    return found
