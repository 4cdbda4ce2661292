"""Fillers of a spoken question: the words that only get the table's ear or fill a pause.

Dictation writes what was said: "mirá el evento vulgarian qué me impide
hacer", "look can i pass my turn", "fíjate si puedo ...", "hmm where does
it go". Typed, the opener would stand apart ("Mira, ..."); spoken, nothing
sets it off, and "mira", a word of looking at cards, would be read as what
the question asks about. So the words of a language's `[spoken] openers`
(one word or several: "a ver", "so basically") that open the text or one
of its sentences, one after another ("oye pana mira ..."), are no words of
the question, unless a word of `openers_not_before` follows ("look AT my
cards": the act asked); the sounds of hesitation (`fillers`: "hmm", "ehm")
are none wherever they are said, nor is the punctuation said aloud to the
phone and written out as words (`marks`: "ok who goes first question mark",
"cuándo termina la partida signo de interrogación", "cuánto dan coma más o
menos"): left in, its words
("interrogación", "mark") are topics no rule speaks of, and the question
goes unanswered.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import first_word_reach, lexicon_table, phrase_at, words


@lru_cache(maxsize=8)
def _lexicon(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int], frozenset[str], frozenset[str]]:
    """`lang`'s openers (folded phrases) with their reach, the words after which none opens, and the fillers."""
    table = lexicon_table(lang, "spoken")
    openers = frozenset(tuple(words(phrase)) for phrase in table.get("openers", ()))
    return (openers, first_word_reach(openers), frozenset(table.get("openers_not_before", ())),
            frozenset(table.get("fillers", ())))


@lru_cache(maxsize=8)
def _marks(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int], frozenset[str], frozenset[str]]:
    """`lang`'s punctuation said aloud (folded phrases) with their reach, the marks that are one only
    inside the text and after no word of the last table (`lone_marks`, `lone_marks_not_after`)."""
    table = lexicon_table(lang, "spoken")
    lone = frozenset(table.get("lone_marks", ()))
    marks = frozenset(tuple(words(phrase)) for phrase in table.get("marks", ())) | {(word,) for word in lone}
    return marks, first_word_reach(marks), lone, frozenset(table.get("lone_marks_not_after", ()))


def _said_marks(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of punctuation said aloud ("question mark") in the folded words: a
    lone mark ("coma", also a form of "comer") only between words, not after one that makes it a verb
    ("que coma", "se lo coma")."""
    marks, reach, lone, not_after = _marks(lang)
    if reach.keys().isdisjoint(folded):  # (most questions: one set look-up)
        return set()
    found: set[int] = set()
    at = 0
    while at < len(folded):
        length = phrase_at(folded, at, marks, reach) if folded[at] in reach else 0
        if length == 1 and folded[at] in lone and not (0 < at < len(folded) - 1 and folded[at - 1] not in not_after):
            length = 0
        found.update(range(at, at + length))
        at += length or 1
    return found


def may_hold(folded: list[str], lang: str, sentences: bool) -> bool:
    """Whether a question's folded words may hold a filler: a sound of hesitation, or a word an opener
    begins with opening the text (or anywhere, when the text holds several sentences: `sentences`)."""
    openers, reach, _, sounds = _lexicon(lang)
    if not folded:
        return False
    return not sounds.isdisjoint(folded) or bool(_said_marks(folded, lang)) or bool(phrase_at(folded, 0, openers, reach)) or (
        sentences and not reach.keys().isdisjoint(folded)  # (no word opens a filler: most texts, told in C)
        and any(phrase_at(folded, at, openers, reach) for at, word in enumerate(folded) if word in reach))


def fillers(spoken: list, lang: str) -> set[int]:
    """The numbers of the spoken words (`spoken.SpokenWord`) that are fillers: openers of the text or
    of a sentence, and sounds of hesitation and punctuation said aloud anywhere."""
    openers, reach, not_before, sounds = _lexicon(lang)
    folded = [word.folded for word in spoken]
    found = {number for number, word in enumerate(folded) if word in sounds} | _said_marks(folded, lang)
    number = 0
    while number < len(spoken):
        if not spoken[number].sentence:
            number += 1
            continue
        at = number
        while at < len(spoken):  # the openers one after another ("oye pana mira", "ok so basically")
            if at in found:
                at += 1
                continue
            length = phrase_at(folded, at, openers, reach)
            if not length or (at + length < len(spoken) and folded[at + length] in not_before):
                break
            found.update(range(at, at + length))
            at += length
        number = at + 1
    return found if len(found) < len(spoken) else set()  # (nothing but fillers: left as it is)
