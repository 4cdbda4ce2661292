"""How many spaces one numbered spot of a track has: a silence of the question's form.

"How many spaces does LEVEL 7 of the Friendship Track have?", "nivel 4 de
Amistad cuántos huecos", "how many spaces are there on friendship LEVELS 5,
6 and 7?". The rule that ranks first is the rule of the track ("The
Friendship Track has 8 levels ... the last 3 levels (5-7)") and holds a
number beside a word of spaces: rules/spaces_asked.py takes "8 levels" as
the count asked and lets it answer. But the question counts what ONE
numbered spot holds (its spaces), and the rule counts the spots themselves
(the levels): the count asked is printed on the board, and the rulebook is
silent unless a near rule puts a number before the very word counted
("level 0 has 4 spaces", "3 huecos").

The ask, in one sentence: a word of how many (`spaces_how_many`) with a word
of spaces right after it, perhaps one word between (`spaces_words`:
"spaces", "huecos", "casillas"), and a spot named by its number
(`spot_words` then a number: "level 7", "nivel 4", "levels 5, 6") whose word
is not the one counted ("how many LEVELS, and how do I get past LEVEL 4?"
counts the levels, which the rule of the track does state). A near rule
states the count when one of its sentences has a number at most
COUNT_REACH words before the word counted (the same stem: "space",
"spaces"); "an empty space", "una casilla vacía" count nothing. Cheap: one
set look-up of the words of spaces passes over most questions.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import is_number, key, question_form_openers, question_form_phrases, question_form_set, words
from referee.rules.spaces_asked import COUNT_REACH, KIND_WORDS  # (the sibling reading's windows)
from referee.rules.unstated_specifics import entry_sentences, phrase_starts, phrases_held, sentence_words


def _asked(query: str, lang: str) -> tuple[str, str] | None:
    """The word of spaces counted and the numbered spot ("spaces", "level 7") of an ask, or None."""
    spaces = question_form_set(lang, "spaces_words")
    said_all = words(query)
    if spaces.isdisjoint(said_all):
        return None  # (no word of spaces: most questions)
    spots = question_form_openers(lang, "spot_words")
    how_many = question_form_phrases(lang, "spaces_how_many")
    for said in sentence_words(query):
        for phrase in phrases_held(said, how_many):
            start = next(phrase_starts(said, phrase)) + len(phrase)
            counted = next((n for n in range(start, min(len(said), start + KIND_WORDS + 1)) if said[n] in spaces), None)
            if counted is None:
                continue
            kind = key(said[counted], lang)
            spot = next((n for n in range(len(said) - 1) if n != counted and said[n] in spots
                         and key(said[n], lang) != kind and is_number(said[n + 1], lang)), None)
            if spot is not None:
                return said[counted], f"{said[spot]} {said[spot + 1]}"
    return None


def _counts(sentence: list[str], kind: str, lang: str) -> bool:
    """Whether a sentence of a rule has a number at most COUNT_REACH words before a word of the stem `kind`."""
    return any(key(word, lang) == kind and any(is_number(before, lang) for before in sentence[max(0, at - COUNT_REACH):at])
               for at, word in enumerate(sentence))


def unstated_spot_spaces(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The spot asked ("level 7") when the question asks how many spaces one
    numbered spot has and no near rule puts a number before the word
    counted; else None."""
    lang = lang_index.lang
    asked = _asked(query, lang)
    if asked is None:
        return None
    kind = key(asked[0], lang)
    if any(_counts(sentence, kind, lang) for number in near for sentence in entry_sentences(number, lang_index)):
        return None
    return asked[1]
