"""Where the time of `ask` goes: the CPU time of each stage of a search, for
the English questions of benchmarks/ask/questions asked the first time in
the process and then again (as `scaling.py` asks them: the real index as
`ask` reads it, from the on-disk cache, after one search of other words).

A stage is a function of rules/search.py (STAGES); a stage called inside
another counts for the outer one, and "other" is the rest of `search`
(game factors, candidates, ranking, hits). `best_documents` (the posting
lists added up, inside the term scores) is shown apart as well. The
difference between the two passes is what a question asked for the first
time costs more: the words read, the posting lists and the glossary phrases
looked up for the first time (each kept for the next question).

Prints the mean ms per question of every stage, first time (and for the
middle fifth of the questions by time: what the p50 is made of) and again.
The timers add about a microsecond per stage called; machine load moves all
figures together: run it several times and compare the shares.

    python benchmarks/ask/stages.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from referee.rules import search as searching  # noqa: E402
from run import load_questions  # noqa: E402
from paired import WARM_UP  # noqa: E402
from scaling import cached_index, use  # noqa: E402

STAGES = ("_resolve_lang", "_prepare", "_implied_games", "_query_weights", "_asked_modes", "_entry_modes",
          "_term_scores", "_fuzzy", "_asks_limit", "_best_covering", "_known_gap", "_gap_rule_first")
INNER = "best_documents"


class Clock:
    """CPU seconds per stage; only the outermost stage running counts."""

    def __init__(self):
        self.spent: dict[str, float] = {}
        self.running = False

    def wrap(self, name: str, inner: bool = False) -> None:
        """Time `searching.<name>` (an `inner` one even inside another stage)."""
        function = getattr(searching, name)

        def timed(*args, **kwargs):
            if self.running and not inner:
                return function(*args, **kwargs)
            outer, self.running = self.running, self.running or not inner
            start = time.process_time()
            try:
                return function(*args, **kwargs)
            finally:
                self.spent[name] = self.spent.get(name, 0.0) + time.process_time() - start
                self.running = outer

        setattr(searching, name, timed)


def one_pass(questions: list[str], clock: Clock) -> list[dict[str, float]]:
    """Per question, the ms of each stage, of `other` and of the whole search."""
    found = []
    for question in questions:
        clock.spent.clear()
        start = time.process_time()
        searching.search(question, lang="en")
        spent = {name: clock.spent.get(name, 0.0) for name in (*STAGES, INNER)}
        spent["search"] = time.process_time() - start
        spent["other"] = spent["search"] - sum(spent[name] for name in STAGES)
        found.append({name: seconds * 1000 for name, seconds in spent.items()})
    return found


def mean(times: list[dict[str, float]], name: str) -> float:
    return sum(spent[name] for spent in times) / len(times)


def middle(times: list[dict[str, float]]) -> list[dict[str, float]]:
    """The middle fifth of the questions by the time of their whole search: what the p50 is made of."""
    ordered = sorted(times, key=lambda spent: spent["search"])
    return ordered[2 * len(ordered) // 5 : 3 * len(ordered) // 5]


def main() -> None:
    questions = [q["q"] for q in load_questions() if q.get("lang", "en") == "en"]
    use(cached_index())
    searching.search(WARM_UP, lang="en")
    clock = Clock()
    for name in STAGES:
        clock.wrap(name)
    clock.wrap(INNER, inner=True)
    first, again = one_pass(questions, clock), one_pass(questions, clock)
    print(f"{len(questions)} English questions, mean CPU ms per question: first time (its middle fifth) / again")
    for name in (*STAGES, "other", "search", INNER):
        print(f"{name.strip('_'):>16}: {mean(first, name):.3f} ({mean(middle(first), name):.3f}) / {mean(again, name):.3f}")


if __name__ == "__main__":
    main()
