"""The words of a question as a phone's dictation writes it: each word folded, where it stands, and
whether a pause (a comma, another mark) or a sentence's end comes before it, for the readings of
dictated questions (rules/dictation.py) that drop or rewrite words of the text as typed."""

from __future__ import annotations

import re
from typing import NamedTuple

from referee.rules.normalize import fold

_SPOKEN_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
PAUSE = re.compile(r"[,;:.!?¿¡()\u2013\u2014]|(?<!\S)-+(?!\S)")
SENTENCE_END = re.compile(r"[.!?¿¡]")


class SpokenWord(NamedTuple):
    folded: str  # the word folded (lowercase, no accents; a contraction's parts joined by a space)
    start: int  # where it begins in the text
    end: int  # where it ends
    pause: bool  # a comma or another mark comes before it (or it opens the text)
    sentence: bool  # a mark that ends a sentence comes before it (or it opens the text)
    capital: bool  # it holds a capital letter: typed, or a name the recogniser knew, never a word mis-heard


def spoken_words(text: str) -> list[SpokenWord]:
    """The words of `text` as dictation writes them, in order."""
    pauses = [mark.start() for mark in PAUSE.finditer(text)]  # (where the marks are, found once)
    ends = {mark.start() for mark in SENTENCE_END.finditer(text)}
    found: list[SpokenWord] = []
    mark = 0  # the first mark not yet passed
    for match in _SPOKEN_WORD.finditer(text):
        start = match.start()
        pause = sentence = not found
        while mark < len(pauses) and pauses[mark] < start:
            pause = True
            sentence = sentence or pauses[mark] in ends
            mark += 1
        typed = match.group()
        found.append(SpokenWord(fold(typed), start, match.end(), pause, sentence, not typed.islower()))
    return found
