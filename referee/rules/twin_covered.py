"""A word of the other language, covered when the first entry says it in that language.

"does he need to meet the requisito?", "¿los huecos se quedan empty?": a
player who reads both languages writes a word of the other one in the
question. The search reads the question's words against the entries of the
question's language, which say the thing in their own words ("requirement",
"vacíos"), so such a word
is found in no entry of that language and the search judged the rule silent
about it, though the same rule in the other language says it.

Every rule entry exists in both languages with the same id (rules/corpus.py):
the reading, of the first entry only and only when the search judged it not
to answer, takes a lacking topic that is a word of the other language (no
word the rule text of the question's language writes, neither as typed nor
by its stem; one the other language's rule text writes, by its stem) as
covered when the first entry's twin in that language holds its stem. A word
the twin does not say stays a topic the rule leaves out: the case the
entries never settle stays unsettled whatever language names it.

Only an everyday word: a name of the entry's game's glossary, in either
language ("REPUTATION", "Achievement" in a Spanish question), is read
through the glossary already, as the thing it names in the entry's own
language; left uncovered, it is so for what the question asks of it, not
for its language, and that the twin, worded on its own, holds it says
nothing more. (Read of every lacking word of the other language, TUNE195
false abstention -2 but abstention -1: blind122 "¿lo puedo rechazar ...
pagando una REPUTATION?", a case LOOP's rule of rejecting never settles,
answered.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from referee.rules import corpus
from referee.rules.normalize import is_common_concept, key

if TYPE_CHECKING:
    from referee.rules.index_types import Index


def twin_covered(evidence: tuple, entry: corpus.Entry, lang: str, index: Index) -> tuple:
    """`evidence` (word, topic, covered per stem) with each lacking word of
    another language read as covered when `entry`'s twin in that language
    holds its stem (see the module's docstring); `evidence` itself when none is."""
    own = index.langs.get(lang)
    if own is None:
        return evidence
    thesaurus = index.thesauri.get(entry.game)
    read = list(evidence)
    for n, (word, topic, covered) in enumerate(evidence):
        if not topic or covered or word.isdigit() or word in own.vocabulary or key(word, lang) in own.stems:
            continue
        if thesaurus is not None and _game_name(word, thesaurus, index):
            continue  # (a name of the game's glossary: read through the glossary already)
        for other, other_index in index.langs.items():
            if other == lang:
                continue
            stemmed = key(word, other)
            if stemmed not in other_index.stems:
                continue
            twin = other_index.by_key.get((entry.game, entry.id))
            if twin is not None and twin in other_index.postings.get((entry.game, stemmed), ()):
                read[n] = (word, True, True)
                break
    return evidence if read == list(evidence) else tuple(read)


def _game_name(word: str, thesaurus, index: Index) -> bool:
    """Whether `word` alone is, in some language, a name of the game's glossary (not an everyday group)."""
    return any(not is_common_concept(concept) for lang in index.langs
               for concept in thesaurus.concepts_at([key(word, lang)], lang)[0][0])


def twin_answers(evidence: tuple, entry: corpus.Entry, lang: str, index: Index,
                 answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """(answered, missing, evidence) with `twin_covered`'s reading of the
    evidence, or `judged` with `evidence` when it reads no word otherwise."""
    read = twin_covered(evidence, entry, lang, index)
    if read is evidence:
        return (*judged, evidence)
    answered, missing = answers(read)
    return answered, missing, read
