"""A definition asked: the entry whose title says what makes a thing so.

"What does 'active' mean for a card in my CV?", "¿qué quiere decir que una
carta está ACTIVA?", "what does BROKEN mean?". A question that asks what a
word means (`?def`) is answered by the entry that defines it. The rulebooks
define an adjective of the game by the condition that makes a thing so, and
the entries' titles say it with a copula before the word: "Only the top card
of each stack IS ACTIVE", "Solo ESTÁ ACTIVA la carta de arriba de cada pila",
"QUALITY 0 = BROKEN". Before, only a title "X: ..." was read as defining X
(`search._definition_factor`), and the entry of a consequence that names the
word in passing ("Misfortune: discard one ACTIVE card from your CV", "Your
LANDFILL holds your BROKEN MATERIAL") scored first: it holds the question's
other words ("card", "CV").

The words are the lexicon's (`question_form.definition_copulas`, each
language; "=" in any). A title defines a word of the question when the
word right after a copula is one of the question's stems, and that stem is
no weak word; the factor is the one a title "X: ..." gets. Only a question
read as asking a definition pays for it (a look-up per candidate title,
kept per title).

Tuning list (TUNE115, 111 sets): top-1 20,232 -> 20,236 of 21,760 (CV's
active card x3, LOOP's BROKEN, a GOAL revealed "es opcional"; lost: "tie at
the end ... we just SHARED it, what's the tie-break?", whose "shared" a
title says after "are"); top-3, abstention and false abstention unchanged.

The text may define the thing as well, in its opening words: "LAS FICHAS
DE OBJETIVO SON objetivos de final de partida", "Los Recursos y Rasgos son
cosas que tienes ...". A text that opens with a short subject (the thing's
words, joined only by articles, "of", "and", a possessive:
`question_form.definition_subject_joiners`) and then a copula defines that
thing: asked "¿qué son los Resources?", it is the answer, before the rule
that places them or counts them and names them as well. The subject must
name a thing each of whose words the question says (one no weak word):
"The CENTER Board is made of ..." defines no Market Board, "ALL Memory
Tokens are single-use" says what Memory Tokens are like; things joined by
"and"/"y" are each defined ("Recursos Y Rasgos":
`question_form.definition_subject_pairs`). The copula must lead on to
words, not to a list or a count ("Los seis símbolos son: ...", "is 32 ...").

With phase_asked's reading of the phase list (same round, glossrank), TUNE141:
top-1 25,039 -> 25,042, top-3 26,577 -> 26,578, abstention 4,253 and false
abstention 670 unchanged; blind138 top-1 185 -> 186 ("¿Qué son los
Resources?" gained; lost: "¿Qué es un GOAL?", where LOOP's "El objetivo es
alcanzar la Felicidad máxima" opens defining the game's aim, the same
Spanish word); CHECK4 unchanged.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import fold, key, question_form_words, stem, stopwords

OPENING_SUBJECT_WORDS = 6  # at most this many words before the copula opening a defining text
_FIRST_SENTENCE = re.compile(r"[^.:;(]*")

_EQUALS = re.compile(r"\s*=\s*")
_EQUALS_WORD = " equalssign "  # (folding drops "="; it is kept as a word of its own)


@lru_cache(maxsize=4096)
def defined_words(title: str, lang: str) -> frozenset[str]:
    """The stems of the words a title says right after a copula ("is ACTIVE", "está ACTIVA", "= BROKEN")."""
    copulas = question_form_words("definition_copulas").get(lang, frozenset()) | {_EQUALS_WORD.strip()}
    said = fold(_EQUALS.sub(_EQUALS_WORD, title)).split()
    return frozenset(stem(word, lang) for before, word in zip(said, said[1:]) if before in copulas and word not in copulas)


def defines_asked(title: str, stems: list[str], weak: frozenset[str], lang: str) -> bool:
    """Whether an entry's title defines a word of the question (`stems`, none of `weak`) by a copula before it."""
    found = defined_words(title, lang)
    return bool(found) and any(stemmed in found and stemmed not in weak and not stemmed.isdigit() for stemmed in stems)


@lru_cache(maxsize=4096)
def opening_subject(text: str, lang: str) -> tuple[frozenset[str], ...]:
    """The stems of each thing of the subject a rule text opens with before a copula ("LAS FICHAS DE OBJETIVO
    son ...", "Los RECURSOS y RASGOS son ...": two), none when its first sentence opens otherwise ("Cada
    jugador recibe ...", "If a card is ...")."""
    said = fold(_FIRST_SENTENCE.match(text).group()).split()
    copulas = question_form_words("definition_copulas").get(lang, frozenset())
    at = next((n for n, word in enumerate(said[:OPENING_SUBJECT_WORDS + 1]) if word in copulas), None)
    if not at or at + 1 >= len(said) or said[at + 1].isdigit():  # ("Los seis símbolos son: ...", "is 32 Money": a list)
        return ()
    joiners = question_form_words("definition_subject_joiners").get(lang, frozenset())
    pairs = question_form_words("definition_subject_pairs").get(lang, frozenset())
    stops = stopwords(lang)
    things: list[frozenset[str]] = []
    thing: list[str] = []
    for word in said[:at]:
        if word in pairs:  # ("Recursos Y Rasgos": the thing before is one of those defined)
            if not thing:
                return ()
            things.append(frozenset(key(part, lang) for part in thing))
            thing = []
        elif word in stops and word not in joiners:  # ("if it is", "when you are": no thing named)
            return ()
        elif word not in joiners:
            thing.append(word)
    if not thing:
        return ()
    return (*things, frozenset(key(part, lang) for part in thing))


def opens_defining(text: str, stems: list[str], weak: frozenset[str], lang: str) -> bool:
    """Whether a rule text opens by defining a thing the question asks of: each word of that thing said
    in the question (`stems`), one of them no weak word ("The CENTER Board is ..." defines no Market Board)."""
    asked = set(stems)
    return any(thing <= asked and any(stemmed not in weak and not stemmed.isdigit() for stemmed in thing)
               for thing in opening_subject(text, lang))
