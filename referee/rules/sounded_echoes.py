"""Game terms a recogniser wrote as a word of no language, heard by their sound.

A speaker says a game term the recogniser does not know, and it writes
letters that sound like it: "si acepto un CHER un share" (a Spanish ear
writes the English "share" as "cher"), "qué es el de PLECIÓN el depletion",
"so the the PLETION card" (the term's first sound lost). A typo reading
(search._correct) does not find them: the letters are far from the term's
("cher" is three edits from "share"), and a speaker who then says the term
again ("un cher un share") makes the mis-heard word a topic of its own that
no rule speaks of, so the question goes unanswered. A careful listener
hears them by their sound. So, over the words a question keeps, a word
no rule text of any language, no everyday word and no stopword holds,
in lowercase (a word in capitals was typed, not heard), of SOUND_LETTERS
or more:

* said within ECHO_REACH words of a word of the rule text that sounds the
  same (`sound_key`: the consonants as said, the sound-alike spellings of
  the language, `[spoken] sound_spellings`, made one) or that sounds as its
  end with its first sound lost ("pleción", "depletion"), and spelled
  otherwise from its start (an inflection of a word, "compré" beside
  "comprar", begins as the word does), is the term said twice, once
  mis-heard: it is left out;
* with no such word near, of CLIPPED_LETTERS letters or more that end one
  glossary word, and only one, after its first 2 to CLIPPED_LOST_LETTERS
  letters ("pletion": depletion), is that term. (Its letters, not only
  its sound: with the vowels left out, "throwing" sounds as the end of
  "strong" and "resetear" of "prestar".)

Each look-up is of a set or a table made once per glossary; the sound keys
are computed only for a question's own few words of no rule text.
"""

from __future__ import annotations

import re
from collections.abc import Container
from functools import lru_cache

from referee.rules.lexicon_words import lexicon_words
from referee.rules.normalize import key, lexicon_table, stopwords

SOUND_LETTERS = 4  # the fewest letters of a word heard for a term ("cher"; "sea", "fue" are words)
SOUND_CONSONANTS = 2  # the fewest consonants of a sound key matched whole ("x-r": share)
SOUND_CLIPPED = 4  # the fewest consonants kept of a term heard with its first sound lost ("p-l-x-n": depletion)
CLIPPED_LOST = 2  # ... and the most consonants lost
CLIPPED_LETTERS = 6  # the fewest letters of a word alone that ends a glossary word ("pletion": depletion) ...
CLIPPED_LOST_LETTERS = 3  # ... and the most letters lost before it
ECHO_REACH = 6  # words between a mis-heard word and the term said with it ("un cher un share")
_VOWELS = re.compile(r"[aeiouyhw]")  # (a recogniser's vowels are guesses; an "h" and a "w" are hardly said)

_CLIPPED: dict[tuple[int, int], tuple[Container, dict[str, str | None]]] = {}
CLIPPED_KEPT = 4  # glossaries whose clipped keys are kept (one per language searched)


@lru_cache(maxsize=8)
def _spellings(lang: str) -> tuple[tuple[str, str], ...]:
    """`lang`'s spellings of one sound (`[spoken] sound_spellings`), in the order they are made one."""
    return tuple((written, said) for written, said in lexicon_table(lang, "spoken").get("sound_spellings", ()))


@lru_cache(maxsize=4096)
def sound_key(word: str, lang: str) -> str:
    """The consonants of a folded `word` as said in `lang`: its sound-alike spellings made one ("cher",
    "share": x-r), double letters said once, its vowels left out but for a first one."""
    said = word
    for written, sound in _spellings(lang):
        said = said.replace(written, sound)
    said = re.sub(r"(.)\1+", r"\1", said)
    return said[:1] + _VOWELS.sub("", said[1:])


def _unknown(word, lang: str, known: Container[str], everyday: Container[str], stop: Container[str],
             stems: Container[str]) -> bool:
    """Whether a spoken word may be a term mis-heard: lowercase, letters only, SOUND_LETTERS or more, and
    no word of any rule text, of everyday speech or of the language's lexicon (of questions: "nowhere",
    "dibujo"), nor a stopword, nor a form of a word of the rule text (its stem one of `stems`: "compré",
    of "comprar")."""
    folded = word.folded
    return len(folded) >= SOUND_LETTERS and not word.capital and folded.isalpha() and folded not in known \
        and folded not in everyday and folded not in stop and folded not in lexicon_words(lang) \
        and key(folded, lang) not in stems


def may_hold(folded: list[str], known: Container[str], everyday: Container[str], lang: str,
             vocabulary: Container[str] = frozenset()) -> bool:
    """Whether the folded words hold a word of no rule text that may be a term heard (set look-ups). The
    stopwords, the everyday words and `vocabulary` (the words of the question's language's rule text, a part
    of `known`; hash look-ups, which hold about four in five of the words asked) are asked before `known` (a
    packed set: a bisection): the tests are pure and a word of `vocabulary` is in `known`, so this changes
    only how soon a word is let go."""
    stop = stopwords(lang)
    return any(len(word) >= SOUND_LETTERS and word.isalpha() and word not in stop and word not in everyday
               and word not in vocabulary and word not in known for word in folded)


def read_sounds(spoken: list, lang: str, known: Container[str], glossary, everyday: Container[str],
                stems: Container[str] = frozenset(), taken: Container[int] = frozenset()) -> dict[int, str]:
    """For the spoken words (`spoken.SpokenWord`, by number, none of `taken`) heard for a game term by their
    sound: "" for one said beside the term itself (left out), the term for one heard alone with its first
    sound lost (see the module's docstring)."""
    stop = stopwords(lang)
    read: dict[int, str] = {}
    for number, word in enumerate(spoken):
        if number in taken or not _unknown(word, lang, known, everyday, stop, stems):
            continue
        heard = sound_key(word.folded, lang)
        if len(heard) < SOUND_CONSONANTS:
            continue
        if any(_sounds_as(word.folded, heard, spoken[other].folded, lang)
               for other in range(max(0, number - ECHO_REACH), min(len(spoken), number + ECHO_REACH + 1))
               if other != number and spoken[other].folded in known and spoken[other].folded not in stop):
            read[number] = ""
            continue
        term = _clipped(glossary).get(word.folded) if len(word.folded) >= CLIPPED_LETTERS else None
        if term:
            read[number] = term
    return read


def _sounds_as(word: str, heard: str, term: str, lang: str) -> bool:
    """Whether `word` (sound key `heard`) is rule word `term` heard: the same sound, or its end with its
    first sound lost, and spelled otherwise from the start (not `term` inflected: "compre", "comprar")."""
    if word[:3] == term[:3] or len(term) < SOUND_LETTERS:
        return False
    said = sound_key(term, lang)
    return said == heard or (len(heard) >= SOUND_CLIPPED and said.endswith(heard)
                             and 0 < len(said) - len(heard) <= CLIPPED_LOST)


def _clipped(glossary) -> dict[str, str | None]:
    """The ends of the glossary's words (CLIPPED_LETTERS letters or more) after their first 2 to
    CLIPPED_LOST_LETTERS letters -> the word (None when several words end so), made once per glossary."""
    cache_key = (id(glossary), len(glossary))
    kept = _CLIPPED.get(cache_key)
    if kept is None:
        table: dict[str, str | None] = {}
        for term in glossary:
            for lost in range(2, CLIPPED_LOST_LETTERS + 1):
                end = term[lost:]
                if len(end) >= CLIPPED_LETTERS and term.isalpha():
                    table[end] = term if table.get(end, term) == term else None
        if len(_CLIPPED) >= CLIPPED_KEPT:
            _CLIPPED.clear()
        kept = _CLIPPED[cache_key] = (glossary, table)
    return kept[1]
