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
"""

from __future__ import annotations


def told_aside(evidence, clause: list[int], lead: list[bool], context: int) -> frozenset[int]:
    """The positions of the topic words of the telling that the first entry
    (its `evidence`: (word, topic, covered) per question stem) does not
    cover, when the question's asked part holds a topic of its own; else
    nothing."""
    if len(evidence) != len(lead) or (clause and len(clause) != len(evidence)):
        return frozenset()
    telling = [bool(clause) and clause[position] == context or lead[position] for position in range(len(evidence))]
    if not any(topic and not told for (_, topic, _), told in zip(evidence, telling)):
        return frozenset()  # nothing asked beside the telling: the case told is the question
    return frozenset(position for position, ((_, _, covered), told) in enumerate(zip(evidence, telling))
                     if told and not covered)  # (a topic or not for the first: a word it lacks may be one for another)
