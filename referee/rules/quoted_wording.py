"""Which entry a quoted passage copies word for word.

A player who quotes the rulebook ("Bouncing right says if the Motivation icon
'is covered by a Frustration Token, you don't gain anything'. So ...?",
"Un CONTINUOUS EVENT 'affects player only during their active turn'. ¿O
sea...?") copies one entry's sentence. `quotes.passage_checked` tells the
entries that hold the passage's words, in any order: a short passage of
common words ("of the same type (among those required by the location)")
is held so by several close entries, the one that says "frustration" and
"token" as readily as the one the player read. A careful reader knows the
quoted sentence by its wording: the words in the order the player wrote
them. `copied_pairs` counts the pairs of consecutive content words of the
passage that an entry's text also says one right after the other (little
words between them skipped on both sides); a Spanish question quoting the
English rulebook is read against the English entry of the same rule too.

`search._best_covering` reads it among the close entries that hold the
passage: the one that copies most of it (at least COPIED_SHARE of its pairs,
and more than any other) is the rule read, before the others that hold its
words loosely (a question comparing two things, "the difference between
'cost to play' and 'cost to upgrade'", is not read so: each side is asked).
On the quoted questions of TUNE185 (811, 610 answerable), alone: top-1
561 -> 562 (blind45's bounce right), nothing else moved; with
rules/quoted_weights.py, see there.
"""

from __future__ import annotations

from referee.rules.judged_reasons import PASSAGE
from referee.rules.normalize import key, stopwords, words

COPIED = 2  # the reason at PASSAGE of the entry the quote copies (1: an entry that holds its words loosely)
COPIED_SHARE = 0.5  # the share of the passage's pairs an entry must say in order to be the one it copies
COPIED_MIN_WORDS = 3  # a run of fewer content words is a name put in quotation marks, not a sentence
COPIED_MIN_PAIRS = 2  # ... and at least this many (a passage of two content words is a name, not a sentence)


def passage_runs(quoted: list[bool], surface: list[str]) -> list[list[str]]:
    """The runs of the question's passage words, as typed (`surface`),
    one per stretch of consecutive flagged positions (`quoted`)."""
    runs: list[list[str]] = []
    run: list[str] = []
    for flag, word in zip([*quoted, False], [*surface, ""]):
        if flag:
            run.append(word)
        elif run:
            runs.append(run)
            run = []
    return runs


def _content(sequence: list[str], lang: str) -> list[str]:
    """The stems of the content words of `sequence`, in order."""
    stop = stopwords(lang)
    return [key(word, lang) for word in sequence if word not in stop]


def _pairs(stems: list[str]) -> set[tuple[str, str]]:
    return set(zip(stems, stems[1:]))


def copied_pairs(runs: list[list[str]], texts: list[tuple[str, str]]) -> tuple[int, int]:
    """How many of the passage's pairs of consecutive content words the
    best of `texts` ((text, language) of an entry and, for a question
    quoting the rulebook of another language, of its twin) says in the same
    order, and how many pairs the passage has (read in that text's
    language). Only runs of at least COPIED_MIN_WORDS content words count."""
    found = []
    for text, lang in texts:
        said = _pairs(_content(words(text), lang))
        asked: set[tuple[str, str]] = set()
        for run in runs:
            stems = _content(run, lang)
            if len(stems) >= COPIED_MIN_WORDS:
                asked |= _pairs(stems)
        found.append((len(asked & said), len(asked)))
    return max(found, key=lambda pair: (pair[0], -pair[1]), default=(0, 0))


def copies(held: int, total: int) -> bool:
    """Whether an entry that says `held` of the passage's `total` pairs in
    order copies it (`copied_pairs`)."""
    return held >= COPIED_MIN_PAIRS and held >= total * COPIED_SHARE


def copied_first(judged: list, runs: list[list[str]], texts_of) -> list:
    """`judged` (`search._best_covering`'s (reasons, rank, ...) per close
    candidate) with the reason at PASSAGE raised to COPIED for the one
    entry among those holding the passage that copies it most (`copies`,
    and more pairs than any other holder); `texts_of(rank)` gives a
    candidate's texts for `copied_pairs`."""
    if not runs:
        return judged
    counts = {}
    for reasons, rank, *_ in judged:
        if reasons[PASSAGE]:
            counts[rank] = copied_pairs(runs, texts_of(rank))
    if not counts:
        return judged
    best_rank = max(counts, key=lambda rank: counts[rank][0])
    held, total = counts[best_rank]
    if not copies(held, total) or sum(1 for other in counts.values() if other[0] == held) > 1:
        return judged
    return [((*reasons[:PASSAGE], COPIED, *reasons[PASSAGE + 1:]), *rest) if rest[0] == best_rank else (reasons, *rest)
            for reasons, *rest in judged]
