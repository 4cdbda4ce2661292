"""A learned re-ranking of the first few answers (issue 12, ranking): OFF.

The search orders its candidates by a hand-built score and a series of
ordering rules; most of its top-1 misses are a sibling of the asked entry
(same game, often the same section) that comes just before it. This module
describes each of the first TOP rule entries of an answered question by a
handful of numbers that tell how the question and the entry agree
(`features`), weighs them, and puts the entries in the order of that
weighed sum (`reorder`). It only reorders: which questions are answered and
which abstain is decided before, and stays as it was.

It is off (WEIGHTS empty: the search does not call it) because no form
fitted by `benchmarks/ask/rerank_fit.py` raised top-1 on the sets held out
of the fit (the figures are in that script's docstring): FITTED, the
pairwise logistic fit of every feature on the tuning sets without
blind26-29, moves the tuning sets' top-1 5356 -> 5359 of 5767 but the
held-out blind26-29 687 -> 685 of 800 and the check sets 715 -> 717 of 800;
top-3, abstention and false abstention do not move. What the fit taught:
where the present ordering rules put a lower-scoring entry first, they are
right 97 times to 37, and every single agreement signal here (the title or
the text holding more of the question, an intent token, pairs of words)
breaks more first places than it mends when it is let overrule them. The
word-agreement numbers are already spent by the score; the siblings it
misses differ in what the words mean ("which way does it move", "who wins a
tie"), not in how many of them they hold. The one steady gain is demoting a
worked example below the rule it illustrates (4 of the 7 first places it
mends), and its steady loss is undoing `sequence.order_entry_first` on "what
comes next" questions.

Set WEIGHTS to a fitted table (as FITTED) to switch it on; it costs about
0.2-0.5 ms a question on this machine (features in pure Python for three
entries), next to a search of about 2 ms.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence

from referee.rules.normalize import title_terms

TOP = 3  # the rule entries, from the first, that are reordered

# the features of one candidate, in the order of `features`
NAMES = (
    "first",  # 1.0 for the entry the present ordering puts first
    "score",  # its present score as a share of the first's
    "title_asked",  # the share of the question's words (by idf) its title holds
    "text_asked",  # ... that the entry holds anywhere (title, text, aliases)
    "title_held",  # the share of its title's words the question holds
    "section_held",  # the share of its section's words the question holds
    "variant",  # it is about a mode (solo, two players, setup, an example...)
    "variant_asked",  # ... one the question names in words
    "variant_unasked",  # ... a variant the question does not name
    "intent",  # the share of the question's kinds of answer ("?num", "?may"...) the entry's words hold
    "length",  # the log of its text's length in words, over 5
    "pairs",  # the pairs of neighbouring question words it holds ("end_turn"), over 3
    "rank",  # its place in the present order (0 for the first), over TOP
    "asked_part",  # the share (by idf) of the words of the asked part (not the scene told before it) it holds
    "setup",  # it is a step of the set-up or a list of components
    "example",  # it is a worked example
    "kind_named",  # its mode (a variant, the set-up...) is one the question names (the search's mode factor is > 1)
    "kind_unnamed",  # ... one the question does not name (the factor is < 1)
)
SETUP_KINDS = frozenset({"setup", "components"})

# the weights in use: empty, the re-ranking is off (the search does not even work out the features)
WEIGHTS: dict[str, float] = {}

# `rerank_fit.py --top 3 --l2 1.0` (every feature), fitted without blind26-29: the best that was tried, not
# good enough to use (see above)
FITTED: dict[str, float] = {
    "first": 1.499, "score": 8.375, "title_asked": -0.624, "text_asked": 0.440, "title_held": 0.556,
    "section_held": 0.453, "variant": -0.162, "variant_asked": 0.419, "variant_unasked": -1.212, "intent": 1.341,
    "length": 0.888, "pairs": 0.616, "rank": -0.852, "asked_part": 0.034, "setup": 0.304, "example": -1.076,
    "kind_named": -0.036, "kind_unnamed": -0.487,
}


def _shares(stems: Collection[str], idf: dict[str, float], held: Collection[str]) -> float:
    """The idf-weighted share of `stems` that `held` holds."""
    total = sum(idf.get(stem, 0.0) for stem in stems)
    if total <= 0.0:
        return 0.0
    return sum(idf.get(stem, 0.0) for stem in stems if stem in held) / total


def _share_of(words: frozenset[str], asked: Collection[str]) -> float:
    """The share of `words` that `asked` holds (0.0 for no words)."""
    return sum(1 for word in words if word in asked) / len(words) if words else 0.0


def features(
    stems: Sequence[str], intents: Sequence[str], lang: str, scored: Sequence[tuple[float, int]], docs, idf: dict[str, float],
    matched, modes: Sequence[str | None], asked: Collection[int], unasked: Collection[int], holds: Callable[[int, str], bool],
    told: Sequence[bool] = (), factors: dict[int, float] | None = None,
) -> list[list[float]]:
    """One row of numbers (in the order of NAMES) for each of `scored` (best
    first: (score, document number)). `docs` are the index's documents,
    `matched` maps a document number to the question tokens it holds,
    `modes` a document number to the mode its entry is about, `asked` and
    `unasked` are the entries about a variant the question names and one it
    does not, `holds(number, token)` whether a document holds a token,
    `told` whether each stem is told before the ask (the scene, a lead-in)
    and `factors` each document's mode factor in the score."""
    asked_stems = frozenset(stems)
    focus = frozenset(stem for position, stem in enumerate(stems) if not (position < len(told) and told[position]))
    best = scored[0][0] if scored and scored[0][0] > 0 else 1.0
    rows = []
    for rank, (value, number) in enumerate(scored):
        entry = docs[number].entry
        title = title_terms(entry.title, lang)
        section = title_terms(entry.section, lang)
        held = matched.get(number) or ()
        mode = modes[number]
        rows.append([
            1.0 if rank == 0 else 0.0,
            value / best,
            _shares(asked_stems, idf, title),
            _shares(asked_stems, idf, held),
            _share_of(title, asked_stems),
            _share_of(section, asked_stems),
            1.0 if mode is not None else 0.0,
            1.0 if number in asked else 0.0,
            1.0 if number in unasked else 0.0,
            sum(1 for intent in intents if holds(number, intent)) / len(intents) if intents else 0.0,
            math.log(1 + len(entry.text.split())) / 5.0,
            sum(1 for token in held if "_" in token) / 3.0,
            rank / TOP,
            _shares(focus, idf, held),
            1.0 if mode in SETUP_KINDS else 0.0,
            1.0 if mode == "example" else 0.0,
            1.0 if mode is not None and factors and factors.get(number, 1.0) > 1.0 else 0.0,
            1.0 if mode is not None and factors and factors.get(number, 1.0) < 1.0 else 0.0,
        ])
    return rows


def weighed(row: Sequence[float], weights: dict[str, float] | None = None) -> float:
    """The weighed sum of one row of `features` (by WEIGHTS unless `weights` are given)."""
    weights = WEIGHTS if weights is None else weights
    return sum(weights.get(name, 0.0) * value for name, value in zip(NAMES, row))


def reorder(scored: list[tuple[float, int]], rows: list[list[float]], weights: dict[str, float] | None = None,
            ) -> list[tuple[float, int]]:
    """The first len(rows) of `scored` in the order of their weighed features
    (by WEIGHTS unless `weights` are given; ties keep the present order), the
    rest after them as they were."""
    weights = WEIGHTS if weights is None else weights
    if len(rows) < 2:
        return scored
    order = sorted(range(len(rows)), key=lambda rank: (-weighed(rows[rank], weights), rank))
    return [scored[rank] for rank in order] + scored[len(rows):]
