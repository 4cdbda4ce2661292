"""A fixed-size sample of the benchmark questions, spread evenly over every set.

The exactness tests of the search's shortcuts (a shortcut or a bound gives
bit for bit what the plain way gives) run over real benchmark questions.
Taking every k-th question of every set made them grow with each question
set added: with 170 sets, four of them were a third of the suite's time.
A fixed budget keeps their cost flat while still drawing from every set and
style, old and new. The net over every result of every set stays
`benchmarks/ask/same_results.py`, run by each round that changes the search.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Sequence, TypeVar

Item = TypeVar("Item")

ASK = Path(__file__).resolve().parents[2] / "benchmarks" / "ask"


def spread(items: Sequence[Item], budget: int) -> list[Item]:
    """At most `budget` of `items`, evenly spaced from the first (all of them when there are no more)."""
    if len(items) <= budget:
        return list(items)
    stride = len(items) / budget
    return [items[int(number * stride)] for number in range(budget)]


def benchmark_questions(budget: int) -> list[str]:
    """At most `budget` distinct questions of every benchmark set, spread evenly
    (read by the benchmark's own loader, `benchmarks/ask/run.py`)."""
    sys.path.insert(0, str(ASK))
    try:
        from run import load_questions
    finally:
        sys.path.remove(str(ASK))
    found: list[str] = []
    for folder in sorted(path for path in ASK.iterdir() if path.is_dir()):
        found.extend(question["q"] for question in load_questions(folder))
    return spread(list(dict.fromkeys(found)), budget)
