"""What the first question of a new `referee ask` process costs when it names a thing beside its kind
(rules/unknown_names.py, rules/plain_names.py), this tree against another.

Each question is asked in a new interpreter per run, as `ask` does: the
index read from the on-disk cache (REFEREE_CACHE; stored first when missing
or stale), one search of other words first (the process's own start-up),
then the question, timed in CPU time (time.process_time). Each tree keeps its
index cache in its own `.cache-bench` folder. The runs of the two trees
alternate, question by question, so that the load of the machine
weighs on both alike. Prints, per question, both trees' medians over RUNS
and their difference; last, the medians of the per-question differences
and ratios.

    git archive main referee rulesets locales pyproject.toml | tar -x -C /tmp/main-tree
    python benchmarks/ask/first_named.py /tmp/main-tree [RUNS]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUNS = 7
WARM_UP = "how do i win the game"

# Names made up, misremembered or real; in capitals or lowercase; with the game or without: worded anew
QUESTIONS = [
    "How does the Night Owl trait work?",
    "In Adulthood, what does the Space Travel card cost?",
    "¿Qué hace la carta VIAJE ESPACIAL en CV?",
    "is there a flying trait?",
    "what does the lottery card give in cv?",
    "¿qué hace la carta de viaje espacial?",
    "what does the Stubborn trait do",
    "what does the scavenger career do in loop?",
    "¿Qué hace la carta Bicicleta en CV?",
    "what happens to the last card of the track?",
    "can i look at the top card of the deck?",
    "¿se puede mirar la carta de arriba del mazo?",
]

PROBE = """
import sys, time
sys.path.insert(0, sys.argv[1])
from referee.rules.search import search
search(sys.argv[2])
start = time.process_time()
search(sys.argv[3])
print(time.process_time() - start)
"""


def first_time(root: Path, question: str) -> float:
    """CPU milliseconds of `question`, the first after the warm-up in a new process of the tree at `root`."""
    env = dict(os.environ, REFEREE_CACHE=str(root / ".cache-bench"))  # (one cache a tree: none evicts the other's)
    done = subprocess.run([sys.executable, "-c", PROBE, str(root), WARM_UP, question],
                          capture_output=True, text=True, check=True, cwd=root, env=env)
    return float(done.stdout.strip()) * 1000


def main() -> None:
    args = [arg for arg in sys.argv[1:]]
    if not args:
        sys.exit(__doc__)
    other = Path(args[0]).resolve()
    runs = int(args[1]) if len(args) > 1 else RUNS
    for root in (other, ROOT):
        first_time(root, WARM_UP)  # (each tree's index cache stored, when missing)
    differences, ratios = [], []
    for question in QUESTIONS:
        before, after = [], []
        for run in range(runs):
            for root in ((other, ROOT) if run % 2 else (ROOT, other)):
                (before if root == other else after).append(first_time(root, question))
        old, new = statistics.median(before), statistics.median(after)
        differences.append(new - old)
        ratios.append(new / old)
        print(f"{old:7.2f} -> {new:7.2f} ms ({new - old:+6.2f}; range {min(after):.2f}-{max(after):.2f})  {question}")
    print(f"median difference {statistics.median(differences):+.2f} ms, median ratio {statistics.median(ratios):.3f}")


if __name__ == "__main__":
    main()
