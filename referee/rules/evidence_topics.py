"""The topics a first entry lacks, and its judgement again without them.

The search judges whether its first entry answers from the evidence of each
of the question's words: (word, a topic the entry must cover, covered). Many
readings find that the topics the entry lacks are no topics after all (a
premise, a price put up for confirmation, a place guessed, a case conceded, a
detail of a story told before the ask) and have the entry judged again with
them read as no topics. These two helpers are that shared step, so that each
reading says only which topics it sets aside and when.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence


def lacking_topics(evidence: Sequence[tuple]) -> list[int]:
    """The positions of the topics of `evidence` the entry does not cover."""
    return [n for n, (_, topic, covered) in enumerate(evidence) if topic and not covered]


def lacking_only_among(evidence: Sequence[tuple], reading: Callable[[], Collection[str]]) -> list[int]:
    """The positions of the topics of `evidence` the entry does not cover,
    when there are some and every one is among the words `reading()` sets
    aside (called only then: most first entries lack nothing); else none.
    The claim readings' shared first step: "every topic the entry lacks is
    a word this reading accounts for"."""
    lacking = lacking_topics(evidence)
    if not lacking:
        return []
    among = reading()
    return lacking if among and all(evidence[n][0] in among for n in lacking) else []


def judged_without(evidence: Sequence[tuple], positions: Sequence[int],
                   answers: Callable[[tuple], tuple[bool, tuple]]) -> tuple:
    """The entry judged again (`answers`: answered, missing) with the words at
    `positions` read as no topics. Returns (answered, missing, evidence read)."""
    read = tuple((found[0], False, False) if n in positions else found for n, found in enumerate(evidence))
    return (*answers(read), read)
