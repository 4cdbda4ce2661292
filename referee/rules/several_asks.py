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
"""

from __future__ import annotations

from collections.abc import Sequence

CONTEXT = -1  # (search.CONTEXT: the sentence of a word that only sets the scene)


def each_asked_answered(clause: Sequence[int], evidences: Sequence[tuple]) -> bool:
    """Whether each question of a text of several is answered by one of the
    near entries. `clause` is each word's question number (or CONTEXT);
    `evidences` the `_evidence` of each near entry (same game as the first),
    the first entry's first: tuples of (word, is a topic, covered), one per
    word. A word is a topic when any entry's evidence says so (an entry that
    covers the main question drops the other questions' topics)."""
    asks = {number for number in clause if number != CONTEXT}
    if len(asks) < 2 or not evidences or any(len(evidence) != len(clause) for evidence in evidences):
        return False
    topics = [n for n in range(len(clause)) if any(evidence[n][1] for evidence in evidences)]
    for ask in asks:
        asked = [n for n in topics if clause[n] == ask]
        if asked and not any(all(evidence[n][2] for n in asked) for evidence in evidences):
            return False
    told = [n for n in topics if clause[n] == CONTEXT]
    return all(any(evidence[n][2] for evidence in evidences) for n in told)
