"""Did-you-mean: the nearest of a set of valid names to what a user typed.

One helper for every suggestion the referee makes (players, moves, tally
fields, goal names, games, rule ids), so they all forgive the same typos.
Case, spaces, underscores and hyphens are ignored when comparing.
"""

from __future__ import annotations

from typing import Iterable


def slug(text: str) -> str:
    """'Family_Oriented ' -> 'family-oriented': the form names are compared in."""
    return "-".join(text.strip().lower().replace("_", " ").replace("-", " ").split())


def ranked(text: str, options: Iterable[str], cutoff: int = 60) -> list[tuple[str, float]]:
    """Options within reach of `text` by plain edit similarity (for short words
    such as verbs, where partial matches mislead), best first."""
    from rapidfuzz import fuzz, process

    found = process.extract(slug(text), list(options), scorer=fuzz.ratio, processor=slug, score_cutoff=cutoff, limit=None)
    return [(option, score) for option, score, _ in found]


def nearest(text: str, options: Iterable[str], cutoff: int = 60) -> str | None:
    """The option closest to `text` (weighted rapidfuzz ratio >= cutoff), or None."""
    from rapidfuzz import fuzz, process

    options = list(options)
    if not options or not text.strip():
        return None
    best = process.extractOne(slug(text), options, scorer=fuzz.WRatio, processor=slug, score_cutoff=cutoff)
    return best[0] if best else None
