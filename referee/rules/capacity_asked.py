"""How many things fit on one place of a board: a silence of the question's form.

"How many Character Tokens FIT on level 3 of the Friendship Track at
most?", "how many tokens fit on friendship lvl 7", "¿cuántos dados CABEN en
una ubicación?". The rule that ranks first is the rule of the place (the
Friendship levels, the Intimacy Bonus that moves a token "to an empty space
on the next level") and holds every word asked but the one of fitting: how
many spaces a place has is printed on the board, not in the rulebook, unless
a near rule states a capacity ("up to 3", "room for", "only one per
location", "caben", "como máximo": `capacity_told`).

The ask is a word of how many or of a maximum (`capacity_how_many`: "how
many", "max", "cuántos", "máximo") and, after it in the same sentence, a
word of fitting (`capacity_fit`: "fit", "fits", "caben", "cabe"). Cheap:
one set look-up of the words of fitting passes over most questions. On the
TUNE20 sets 2 questions ask so, both unanswerable (blind58, blind69), and
both now abstain; no answerable question holds a word of fitting after a
word of how many.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entries_tell, sentence_words


def _asked(query: str, lang: str) -> tuple[str, ...] | None:
    """The words of how many and the word of fitting after them ("how many",
    "fit"), in one sentence of `query`, or None."""
    fit = question_form_set(lang, "capacity_fit")
    if fit.isdisjoint(words(query)):
        return None  # (no word of fitting: most questions)
    how_many = question_form_phrases(lang, "capacity_how_many")
    for said in sentence_words(query):
        ends = [position for position, word in enumerate(said) if word in fit]
        if not ends:
            continue
        for start in range(ends[-1]):
            phrase = next((phrase for phrase in how_many if tuple(said[start:start + len(phrase)]) == phrase), None)
            if phrase is not None:
                return (*phrase, said[ends[-1]])
    return None


def unstated_capacity(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask how many fit ("how many ... fit") when no near
    rule states a capacity; else None."""
    asked = _asked(query, lang_index.lang)
    if asked is None:
        return None
    if entries_tell(near, lang_index, "capacity_told"):
        return None
    return " ".join(asked)
