"""A text that asks several questions, each answered by a near entry of its own.

"When round 3 ends, which Mood Counter do we add, and which Motivation
Tokens enter the general supply?" asks two things the rulebook tells in two
entries side by side; "how many VEP is that, and how many steps does the
counter move?" the same. The search judges the first entry by every topic
of the question and finds one question's words missing from it, although
the next entry (a little below the margin of `_best_covering`) tells that
question whole. Then the rulebook answers, in the two entries the panel
shows together: the first answers as its question's rule, and the text is
not a silence.

The rule: the text holds two or more question sentences (`_Query.clause`,
with a second question joined by ", and ..."/", y ..."), every question
sentence's topics are all covered by one entry among the near rule entries
of the first entry's game (each question by one entry, not a word here and
a word there), and every other topic (of the context) by one of them. A
single question about two things together ("with X active, does Y ...?") is
never answered so: what combines them is what the rulebook may leave out
(rules/combined.py).

The near entries are the first three rule entries of that game among the
first five candidates (a gap of the catalog between them is not a rule).
On the tuning sets (round 20): 2 false abstentions fewer, and 1 more with
the second question opened also by "could", "would", "will", "did", "may",
"must", "and if not, ..." and "puede", "hay", "tengo", "debo", "cuál"...
(search._SECOND_QUESTION); no abstention lost, top-1 and top-3 unchanged.

A story told after the game and checked by an ask that names nothing ("...
they said a tie doesnt count. WAS I RIGHT?", "... she says a tie doesnt
count. DOES IT?") asks of the whole story, whose parts the rulebook tells
in entries side by side: the Sociable goal in its own entry, that a tie for
a majority counts in the entry on Type A goals. Then each topic of the
story covered by one of the near entries answers, as each question of a
text of several does. Not when the ask has a topic of its own ("Perdimos
el cooperativo por poco. ¿Hay alguna TABLA DE PUNTUACIÓN...?"): the entry
that answers it must hold the story's topics too. On the tuning sets
(issue 12): false abstention 183 -> 176 of 7,359, top-1 6,847 -> 6,849,
top-3 7,242 -> 7,244, abstention 1,124 of 1,348 unchanged (with the asks
of a topic of their own too: false abstention 170, but 3 abstentions lost).
"""

from __future__ import annotations

from collections.abc import Sequence

CONTEXT = -1  # (search.CONTEXT: the sentence of a word that only sets the scene)


def each_asked_answered(clause: Sequence[int], evidences: Sequence[tuple]) -> bool:
    """Whether each question of a text of several is answered by one of the
    near entries, or a story checked by an ask of no topic of its own ("I
    had the Sociable goal and tied ... they said a tie doesnt count. WAS I
    RIGHT?") by the near entries together. `clause` is each word's
    question number (or CONTEXT);
    `evidences` the `_evidence` of each near entry (same game as the first),
    the first entry's first: tuples of (word, is a topic, covered), one per
    word. A word is a topic when any entry's evidence says so (an entry that
    covers the main question drops the other questions' topics)."""
    asks = {number for number in clause if number != CONTEXT}
    least = 1 if CONTEXT in clause else 2  # (one ask beside a story told: see the module's docstring)
    if len(asks) < least or not evidences or any(len(evidence) != len(clause) for evidence in evidences):
        return False
    topics = [n for n in range(len(clause)) if any(evidence[n][1] for evidence in evidences)]
    if len(asks) == 1 and any(clause[n] != CONTEXT for n in topics):
        return False  # one ask with topics of its own: the entry that answers it must hold the story's too
    for ask in asks:
        asked = [n for n in topics if clause[n] == ask]
        if asked and not any(all(evidence[n][2] for n in asked) for evidence in evidences):
            return False
    told = [n for n in topics if clause[n] == CONTEXT]
    return all(any(evidence[n][2] for evidence in evidences) for n in told)
