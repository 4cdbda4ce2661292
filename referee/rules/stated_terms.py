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
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import fold, question_form_words, stem

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
