"""Told topics: a word of the situation the player tells, not of what is
asked, is no reason for a close entry to pass the first.

`search._best_covering` puts first, among entries that answer, the one that
covers more of the question's topics: the narrower entry. A question that
tells its case before it asks ("mi Contador naranja está al final y el
BONUS me lo mueve 2 a la derecha, ¿cuántas Fichas de Motivación gano?", "I
ROLLED my d4 and got a 3 but I wanted location 4. Can I still go there?")
holds topics of the telling too, and an entry of the told scene holds them
(the bonus that moves the counter, the roll): it covers more of the
question's words, not more of what is asked. A topic in the telling (a
statement beside the question sentences, `search.CONTEXT`, or the part of
the asking sentence told before its ask, `_Query.lead`) counts for a close
entry only when the first covers it too, so that a word both hold still
weighs for both; when the asked part holds no topic ("Puse mi Ficha de
Rasgo en el tercer hueco..., ¿está bien?"), the telling is what is asked
and counts as ever. An entry of the variant the question names in words
keeps the words it covers ("in solo, the ROBOT rolls his dice - where do
they go?": the robot's rule is what is asked, told or not).

Measured on TUNE47 (the "more topics" reason traced with and without it per
question: 24 first answers won, 15 lost): set aside for every close entry,
top-1 +1 -1 (the robot's roll lost); with the named variant's entry kept,
top-1 17,615 -> 17,616, top-3, abstention and false abstention unchanged.
By how a word is matched alone (a glossary concept, an alias) nothing
parted the losses from the wins: the track read as CV's "pista", WORK by
its concept, the d4 by an alias all won.

An ask that points back into the telling asks of it: "just played a
Leisure card with a spot, can I put a meeple on IT right now?", "the robot
rolls his dice, where do THEY go?", "¿LO puedo mover?", "¿puedo usarLA?".
Then the told words are what the pronoun stands for (rules/antecedents.py
reads the same thing for the object of an act) and stay reasons for every
entry. Read in the asked part of a question sentence only (after its last
"¿", else after its last comma or dash: "... a location that isn't next to
IT, how many frustration tokens...?" points nothing back), with the words
of lexicon `[told_topics] pointing_back` and, in Spanish, a clitic joined to
the verb (`pointing_back_endings`: "moverLO"); looked up only when the
question tells something before its ask. Without it the reading (round
rank71) broke test_ask_moments' Leisure card. On TUNE47, traced per
question (2,595 questions the reading touches, 466 of them pointing back):
no first answer changed against the reading without the gate, so the
figures stay top-1 17,622 -> 17,623 (blind16's bounce), top-3 18,622,
abstention 3,104 and false abstention 473 unchanged.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import lexicon_table, marked_sentences, words

# the asked part of a question sentence: after its last "¿", else after its last comma or dash (the telling before)
_ASKED_CUT = re.compile(r"[,\u2014\u2013]|(?<!\S)-+(?!\S)")


@lru_cache(maxsize=4)
def _pointing(lang: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """`lang`'s words of the asking that point back to the telling (lexicon
    `[told_topics] pointing_back`), and the endings of a verb with such a
    clitic on it ("moverLO")."""
    table = lexicon_table(lang, "told_topics")
    return frozenset(table.get("pointing_back", ())), tuple(table.get("pointing_back_endings", ()))


def points_back(text: str, lang: str) -> bool:
    """Whether the asked part of a question sentence of `text` holds a word
    that points back to what was told ("..., can I put a meeple on IT?",
    "..., ¿dónde van ELLOS?", "¿puedo moverLO?"): then the telling is what is
    asked of and its words stay reasons for any entry."""
    pointing, endings = _pointing(lang)
    for sentence in marked_sentences(text):
        if "?" not in sentence and "\u00bf" not in sentence:
            continue
        asked = sentence[sentence.rindex("\u00bf") + 1:] if "\u00bf" in sentence else sentence
        cuts = [m.end() for m in _ASKED_CUT.finditer(asked) if words(asked[m.end():])]
        said = words(asked[cuts[-1]:] if cuts else asked)
        if any(word in pointing or (len(word) > 5 and word.endswith(endings)) for word in said):
            return True
    return False


def told_aside(evidence, clause: list[int], lead: list[bool], context: int, pointed: bool = False) -> frozenset[int]:
    """The positions of the topic words of the telling that the first entry
    (its `evidence`: (word, topic, covered) per question stem) does not
    cover, when the question's asked part holds a topic of its own; else
    nothing; nothing either when the ask `pointed` back to the telling."""
    if pointed or len(evidence) != len(lead) or (clause and len(clause) != len(evidence)):
        return frozenset()
    telling = [bool(clause) and clause[position] == context or lead[position] for position in range(len(evidence))]
    if not any(topic and not told for (_, topic, _), told in zip(evidence, telling)):
        return frozenset()  # nothing asked beside the telling: the case told is the question
    return frozenset(position for position, ((_, _, covered), told) in enumerate(zip(evidence, telling))
                     if told and not covered)  # (a topic or not for the first: a word it lacks may be one for another)
