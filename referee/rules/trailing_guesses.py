"""A spoken question that trails off after a guess at its answer.

Spoken, a question often ends with the speaker's own guess, left hanging:
"who goes first in loop the youngest or", "where does it go at the start,
under the material deck or", "¿quién empieza, el más joven o". Typed, the
alternative would be finished ("the youngest, or the oldest?"); dictated, it
stops at "or". The guess is a possible answer, not what is asked: a rule
that answers the question need not say it ("the player who most recently
spent over $100 goes first"). So when the text's last word is a word of
`[spoken] trailing_or` and a word of asking the guess may answer
(`guess_asked`: "who", "where", "quién") comes before it in its sentence,
the guess, from a word that opens it (`guess_openers`: "the", "el",
"like") at most GUESS_WORDS words back and not past a pause, is left out
with the "or" when it says a word no rule text uses ("the YOUNGEST"): a
guess in the rule's own words ("under the material deck or") ranks the
rule that answers, and stays. A question whose asking needs no such word
("can I take the red one or") keeps its words: there the guess is the
thing asked about.
"""

from __future__ import annotations

from collections.abc import Container
from functools import lru_cache

from referee.rules.normalize import lexicon_table, stopwords

GUESS_WORDS = 4  # the most words of a guess ("the material deck", "el más joven", "like zero")


@lru_cache(maxsize=8)
def _lexicon(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """`lang`'s words that leave an alternative unfinished, that open a guess, and of asking."""
    table = lexicon_table(lang, "spoken")
    return (frozenset(table.get("trailing_or", ())), frozenset(table.get("guess_openers", ())),
            frozenset(table.get("guess_asked", ())))


def may_hold(folded: list[str], lang: str) -> bool:
    """Whether the question's folded words end with a word of an unfinished alternative (one look-up)."""
    return bool(folded) and folded[-1] in _lexicon(lang)[0]


def guess(spoken: list, lang: str, vocabulary: Container[str]) -> set[int]:
    """The numbers of the spoken words (`spoken.SpokenWord`) of a guess left hanging at the end of the text,
    with its "or" (see the module's rules); empty when there is none, or when the rule text (`vocabulary`)
    holds every word of it."""
    trailing, openers, asked = _lexicon(lang)
    if len(spoken) < 3 or spoken[-1].folded not in trailing or spoken[-1].pause:
        return set()
    last = len(spoken) - 1
    start = next((number for number in range(last - 1, max(0, last - 1 - GUESS_WORDS), -1)
                  if spoken[number].folded in openers), None)
    if start is None or start == 0 or any(spoken[number].pause for number in range(start + 1, last + 1)):
        return set()
    sentence = next((number for number in range(start, -1, -1) if spoken[number].sentence), 0)
    if not any(spoken[number].folded in asked for number in range(sentence, start)):
        return set()
    stop = stopwords(lang)
    if all(word.folded in vocabulary or word.folded in stop for word in spoken[start + 1:last]):
        return set()  # ("under the material deck or": the rule's own words, which rank the rule that answers)
    return set(range(start, last + 1))
