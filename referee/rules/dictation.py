"""A question as a phone's voice dictation writes it, read as the player meant it.

Players speak questions into a phone at a noisy table and send the
transcript as it comes: "mirá el evento vulgarian qué me impide hacer",
"how do i overcome it with will power", "to mimic straight, i mean mimic
trait", "the medication spot, meditation". These readings turn such a text
into the question meant, before any other reading of the question's form
sees it (as rules/shorthand.py writes out what a phone's typing shortens):

* fillers that open the question or are only sounds of hesitation
  (rules/spoken_fillers.py: "look", "mira", "fíjate", "hmm") are no words
  of it;
* a self-repair ("X, I mean Y", "X no wait Y", "X, digo Y", "X, Y sorry")
  keeps the repair, not the version it discards (rules/self_repairs.py),
  and a guess at the answer left hanging ("who goes first, the youngest
  or") is no part of what is asked (rules/trailing_guesses.py);
* a game term the recogniser heard as other words is read as the term
  (rules/heard_terms.py): split in two ("will power", "road block", "miss
  fortune"), or said twice, once mis-heard ("the medication spot,
  meditation");
* an everyday word written as a sound-alike where only the word said can
  stand ("i ROLE a four": roll) is read as that word (rules/sound_alikes.py);
* a game term written as letters of no language that sound like it ("un
  cher un share", "the pletion card") is read as the term
  (rules/sounded_echoes.py).

Each reading works on the spoken words of the text (rules/spoken.py: the
word as folded, where it stands, whether a pause, a comma or a mark, comes
before it) and says which words it drops or reads otherwise; `as_meant`
applies them and writes the text again, punctuation kept. Each first asks
the text's folded words whether it may apply (set look-ups): most questions
go through none, and are returned as they are.
"""

from __future__ import annotations

from collections.abc import Container

from referee.rules import heard_terms, self_repairs, sound_alikes, sounded_echoes, spoken_fillers, trailing_guesses
from referee.rules.normalize import words
from referee.rules.spoken import PAUSE, SENTENCE_END, SpokenWord, spoken_words


def as_meant(text: str, lang: str, known: Container[str], glossary: Container[str],
             pairs: Container[str] = frozenset(), stems: Container[str] = frozenset(),
             everyday: Container[str] = frozenset(), vocabulary: Container[str] = frozenset()) -> str:
    """`text` read as the player meant it (see the module's docstring): the
    fillers and the discarded versions of self-repairs left out, and the
    game terms mis-heard written as the terms. `known` holds the folded
    words of the rule text (of every language), `glossary` those of the games'
    glossaries; `pairs` the two-word keys the rule text says ("set_up"), two
    words a term never joins, and `stems` its stems; `everyday` the words
    known beside them, never a term mis-heard; `vocabulary` the words of the
    question's language's rule text, looked in first. `text` itself when no
    reading changes it."""
    folded = words(text)
    paused = bool(PAUSE.search(text))
    repairing = self_repairs.may_hold(folded, lang)
    guessing = trailing_guesses.may_hold(folded, lang)
    alike = sound_alikes.may_hold(folded, lang)
    sounded = sounded_echoes.may_hold(folded, known, everyday, lang, vocabulary)
    if not (spoken_fillers.may_hold(folded, lang, paused and bool(SENTENCE_END.search(text, 1))) or repairing
            or guessing or alike or sounded or heard_terms.may_hold(folded, lang, glossary, pairs, paused, vocabulary)):
        return text  # (most questions: a few set look-ups)
    spoken = spoken_words(text)
    if not spoken:
        return text
    repaired, moved = self_repairs.repaired(spoken, lang) if repairing else (set(), {})
    dropped = spoken_fillers.fillers(spoken, lang) | repaired | (
        trailing_guesses.guess(spoken, lang, vocabulary) if guessing else set())
    if dropped:
        # (a repair said again in the place of the version it discards: "for four turns")
        said = _written(text, spoken, dropped - moved.keys(), {
            spoken[first].start: text[spoken[repair[0]].start:spoken[repair[-1]].end] for first, repair in moved.items()})
        spoken = spoken_words(said)
        if not spoken:  # (nothing but fillers and what they left: the text as it is)
            return text
        text = said
    read = heard_terms.read_terms(spoken, lang, known, glossary, pairs, stems, everyday, vocabulary)
    if alike:
        read = sound_alikes.read_words(spoken, lang) | (read or {})
    if sounded:
        read = sounded_echoes.read_sounds(spoken, lang, known, glossary, everyday, stems, read or {}) | (read or {})
    return _written(text, spoken, set(), {spoken[number].start: reading for number, reading in read.items()}) \
        if read else text


def _written(text: str, spoken: list[SpokenWord], dropped: set[int], read: dict[int, str]) -> str:
    """`text` without the spoken words `dropped` (by number) and the spaces and commas after each, the words
    that begin where `read` says written as it says ("": left out with the space before it, the second half
    of a split term)."""
    pieces: list[str] = []
    at = 0
    for number, word in enumerate(spoken):
        if number in dropped:
            pieces.append(text[at:word.start])
            at = word.end
            while at < len(text) and text[at] in _AFTER_DROPPED:
                at += 1
        elif word.start in read:
            reading = read[word.start]
            pieces.append(text[at:word.start].rstrip(" ") if reading == "" else text[at:word.start] + reading)
            at = word.end
    pieces.append(text[at:])
    return "".join(pieces).strip()


_AFTER_DROPPED = frozenset(" ,")  # (what goes with a dropped word: "to mimic straight, i mean mimic trait")
