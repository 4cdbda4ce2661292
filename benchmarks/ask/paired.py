"""Whether a change to the search code made it faster: this tree's search
against another tree's, both imported in one process and run alternately,
question by question, so that the load of the machine weighs on both alike
(separate processes differ by ±10 % on a shared machine, more than most
changes gain).

Each question of every set in benchmarks/ask/*/ (or of `questions` only,
English, with --english, as `scaling.py` asks them) is searched once by each
version, the first time it is asked in the process, after one search of
other words each; CPU time (time.process_time). Prints both versions' p50
and p95 and the median of the per-question ratios (this tree / the other).

    git archive main referee rulesets locales pyproject.toml | tar -x -C /tmp/main-tree
    python benchmarks/ask/paired.py /tmp/main-tree [--english]

Both versions read the index from the on-disk cache as `ask` does, through
their own `index.get_index` (stored first when missing or stale, then read
back from the file), so that each holds one index, whichever of its modules
asks. Each version keeps its cache in a folder of its own (`own_cache`,
under REFEREE_CACHE or the temporary folder): a cache folder holds one
index, and a store removes the others, so with one folder for both the
version loaded second (and, once the first's file was gone, both) searched
an index built in the process, with the built index's plain dicts and
arrays, not the packed views `ask` reads. A change to the
garbage collector cannot be measured this way: its state is the process's,
shared by both versions.
"""

from __future__ import annotations

import hashlib
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WARM_UP = "warm up the index before timing"


def own_cache(root: Path) -> Path:
    """The cache folder of the tree at `root`, one per tree."""
    base = Path(os.environ.get("REFEREE_CACHE") or tempfile.gettempdir())
    return base / f"paired-{hashlib.sha256(str(root).encode()).hexdigest()[:12]}"


def load(root: Path):
    """(its search module, its `referee` modules) of the tree at `root`,
    imported under their own names and then taken out of sys.modules, so
    that another tree's can be imported beside them."""
    base = os.environ.get("REFEREE_CACHE")
    os.environ["REFEREE_CACHE"] = str(own_cache(root))
    sys.path.insert(0, str(root))
    try:
        from referee.rules import index as indexing, search as searching

        # (read by the version's own cached `get_index`, as `ask` does: every module of the version that asks
        # for the index gets this one; a copy handed to `search` alone left the other modules (the name
        # checks) to read a second index and unpack its sections again. Built and stored when missing or
        # stale, it is read back from the file: `ask` searches the packed index, not the one built)
        indexing.get_index()
        indexing.get_index.cache_clear()
        indexing.get_index()
    finally:
        sys.path.remove(str(root))
        if base is None:
            del os.environ["REFEREE_CACHE"]
        else:
            os.environ["REFEREE_CACHE"] = base
    modules = {name: module for name, module in sys.modules.items() if name == "referee" or name.startswith("referee.")}
    for name in modules:
        del sys.modules[name]
    return searching, modules


def timed(version, question: str, lang: str | None) -> float:
    """CPU seconds of one search by `version`, with its own modules in
    sys.modules (what a search imports when it runs is that version's)."""
    searching, modules = version
    sys.modules.update(modules)
    start = time.process_time()
    searching.search(question, lang=lang)
    return time.process_time() - start


def percentiles(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered) * 1000, ordered[int(0.95 * (len(ordered) - 1))] * 1000


def questions_of(english: bool) -> list[str]:
    """The distinct questions of every set (or of `questions` only, English)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import load_questions

    folders = [ROOT / "benchmarks" / "ask" / "questions"] if english else sorted(
        path for path in (ROOT / "benchmarks" / "ask").iterdir() if path.is_dir())
    return list(dict.fromkeys(
        question["q"] for folder in folders for question in load_questions(folder)
        if not english or question.get("lang", "en") == "en"))


def compare(other, this, questions: list[str], lang: str | None) -> str:
    """Each question searched once by each version, alternately: their p50,
    p95 and the median of the per-question ratios, as a line."""
    for version in (other, this):
        timed(version, WARM_UP, lang)
    before, after = [], []
    for number, question in enumerate(questions):  # each goes first every other question
        pair = (other, this) if number % 2 else (this, other)
        for version in pair:
            (before if version is other else after).append(timed(version, question, lang))
    ratios = [new / old for old, new in zip(before, after) if old > 0]
    return (f"{len(questions)} questions, first time: other tree p50 {percentiles(before)[0]:.3f} ms, "
            f"p95 {percentiles(before)[1]:.3f}; this tree p50 {percentiles(after)[0]:.3f} ms, "
            f"p95 {percentiles(after)[1]:.3f}; median ratio (this / other) {statistics.median(ratios):.3f}")


def main() -> None:
    args = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    if len(args) != 1:
        sys.exit(__doc__)
    english = "--english" in sys.argv
    other, this = load(Path(args[0]).resolve()), load(ROOT)
    print(compare(other, this, questions_of(english), "en" if english else None))

if __name__ == "__main__":
    main()
