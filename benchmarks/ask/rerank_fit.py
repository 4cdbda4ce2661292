"""Fit and validate the learned re-ranking of `referee/rules/rerank.py`.

    python benchmarks/ask/rerank_fit.py [--top K] [--l2 L] [--close C] [--perceptron N] [--drop NAME ...]
                                        [--loso] [--rows FILE.json]

1. Records, for every answerable question of the tuning sets that the search
   answers with a rule entry first, the `rerank.features` of its first five
   rule entries in the present order (the re-ranking switched on only to be
   recorded, the order kept), and which of them are the asked entry.
   --rows keeps the recording in a JSON file (read if it exists).
2. Fits the weights on the tuning sets WITHOUT blind26..blind29: pairwise
   logistic regression (each asked entry of a question's first K against
   each other one; L2 penalty --l2 on every weight but "first"; Newton's
   method, pure Python), or with --perceptron N an averaged perceptron on the
   first place; --close C re-ranks only the entries within C of the first's
   score.
3. Prints top-1/top-3 of the present order and of the re-ranked one on the
   fitted sets, on the held-out blind26..29, and (--loso) leave-one-set-out
   over the fitted sets (each set scored by weights fitted without it).

The check sets are never read here. Their figures come from run.py with
the fitted weights switched on:

    python -c 'import sys; sys.path[:0] = ["."]; from referee.rules import rerank; rerank.WEIGHTS = rerank.FITTED;
               import run; run.main(sys.argv[1:])' blind22 blind23 blind30 blind31

Figures on 6825e92 (present order: tuning sets top-1 5356, top-3 5677 of
5767; 4967 fitted, 800 held out). Of the questions re-ranked, the asked entry
is first in 5291, second in 231, third in 63, not in the first three in 74.
top-1 of present -> re-ranked order (top-3 moved by at most 2 in any row):

    form (18 features unless said)         fitted sets      held out 26-29   leave-one-set-out
    pairwise, K=3, l2 1 (11 features)      4669 -> 4672     687 -> 685       -
    pairwise, K=3, l2 1 (13: +pairs, rank) 4669 -> 4674     687 -> 685       4669 -> 4673
    pairwise, K=3, l2 1 (= rerank.FITTED)  4669 -> 4675     687 -> 685       4669 -> 4673
    pairwise, K=3, l2 1, --close 0.9       4669 -> 4674     687 -> 686       4669 -> 4672
    pairwise, K=3, l2 0.1 / 10             +3 / +2          -4 / -2          +2 / +1
    pairwise, K=2, l2 0.1 / 10             +0 / +0          -4 / +0          -1 / +0
    pairwise, K=5, l2 0.1 / 10             +2 / +2          -2 / -2          +2 / +2 (top-3 -1)
    perceptron 10 / 30 passes (13)         -3 / -7          -2 / -1          -10 / -11
    perceptron 10 / 30, --close 0.9 (13)   +5 / +3          -3 / -3          +1 / +1
    pairwise, K=3 / K=2, l2 1, 18 + 16     +3 / +6          -2 / -1          +2 / +5
      (a scratch run, not in this script: "same section as the first", each agreement feature times it,
       and "holds the most of the head" indicators of seven of them)

run.py with rerank.FITTED on (K=3): tuning sets top-1 5356 -> 5359, top-3
5677 -> 5677, abstention 861 -> 861 of 1020, false abstention 105 -> 105;
blind26 173 -> 174, blind27 173 -> 170, blind28 166, blind29 175 (unmoved);
check sets blind22+23 361 -> 362 of 400, blind30+31 354 -> 355 of 400
(top-3, abstention and false abstention unmoved). No form raises top-1 on
the held-out sets, and the in-sample gain itself is 6 of the 294 mendable
questions: the features carry little the present ordering has not used
(see rerank.py). Kept off.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from functools import partial
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from run import load_questions  # noqa: E402

from referee.rules import rerank  # noqa: E402
from referee.rules.index import get_index  # noqa: E402
from referee.rules.search import search, warm_up  # noqa: E402

TUNING = ("questions holdout holdout2 holdout3 blind4 blind6 blind7 blind8 blind9 blind10 blind11 blind12 blind13 blind14 "
          "blind15 blind16 blind17 blind18 blind19 blind20 blind21 blind24 blind25 blind26 blind27 blind28 blind29 final "
          "final2 silent silent2").split()
HELD_OUT = ("blind26", "blind27", "blind28", "blind29")


def record(sets: list[str], top: int) -> list[dict]:
    """Per answerable question: its set, the present hits (game, id) and, when the
    search re-ranks (answered, a rule entry first), the head's rows and labels."""
    warm_up()
    captured = {}
    original = rerank.reorder

    def capture(head, rows, weights=None):
        captured["head"], captured["rows"] = list(head), rows
        return list(head)  # the present order: what the search does without the re-ranking

    weights, size = rerank.WEIGHTS, rerank.TOP
    rerank.reorder, rerank.TOP, rerank.WEIGHTS = capture, top, {"first": 1.0}  # (on, to be recorded)
    index = get_index()
    found = []
    try:
        for name in sets:
            for question in load_questions(HERE / name):
                if not question.get("answerable", True):
                    continue
                captured.clear()
                result = search(question["q"], limit=top)
                wanted = {(question["game"], entry_id) for entry_id in question["ids"]}
                hits = [(hit.game, hit.id) for hit in result.hits]
                item = {"set": name, "hits": [pair in wanted for pair in hits], "rows": None}
                if "head" in captured:
                    docs = index.langs[result.lang].docs
                    item["rows"] = captured["rows"]
                    item["labels"] = [(docs[n].entry.game, docs[n].entry.id) in wanted for _, n in captured["head"]]
                found.append(item)
    finally:
        rerank.reorder, rerank.TOP, rerank.WEIGHTS = original, size, weights
    return found


def _score(row, weights) -> float:
    return sum(w * v for w, v in zip(weights, row))


CLOSE = [0.0]  # the share of the first's score from which an entry takes part (--close)


def _head(item: dict, top: int) -> tuple[list, list]:
    """The rows and labels of the entries re-ranked: of the first `top`, those within CLOSE of the first's score
    (the present score is the second feature, as a share of the first's)."""
    rows, labels = [], []
    for row, label in zip(item["rows"][:top], item["labels"][:top]):
        if row[1] < CLOSE[0]:
            break
        rows.append(row)
        labels.append(label)
    return rows, labels


def ranked(item: dict, weights: list[float] | None, top: int) -> list[bool]:
    """The item's hits (asked or not), first three, after re-ranking its first `top` rule entries."""
    if weights is None or item["rows"] is None:
        return item["hits"][:3]
    rows, labels = _head(item, top)
    order = sorted(range(len(rows)), key=lambda r: (-_score(rows[r], weights), r))
    return ([labels[r] for r in order] + item["hits"][len(rows):])[:3]


def figures(items: list[dict], weights, top: int) -> tuple[int, int, int]:
    top1 = top3 = 0
    for item in items:
        hits = ranked(item, weights, top)
        top1 += bool(hits) and hits[0]
        top3 += any(hits)
    return top1, top3, len(items)


def fit(items: list[dict], top: int, l2: float, dropped: set[int], iterations: int = 25) -> list[float]:
    """Pairwise logistic regression: each asked entry of a question's head against each other one."""
    diffs = []
    for item in items:
        if item["rows"] is None:
            continue
        rows, labels = _head(item, top)
        for good, row in zip(labels, rows):
            if not good:
                continue
            for bad, other in zip(labels, rows):
                if not bad:
                    diffs.append([0.0 if k in dropped else a - b for k, (a, b) in enumerate(zip(row, other))])
    size = len(rerank.NAMES)
    weights = [0.0] * size
    penalty = [0.0 if k == 0 else l2 for k in range(size)]
    for _ in range(iterations):
        grad = [penalty[k] * weights[k] for k in range(size)]
        hess = [[penalty[k] if k == j else 0.0 for j in range(size)] for k in range(size)]
        for diff in diffs:
            margin = _score(diff, weights)
            p = 1.0 / (1.0 + math.exp(margin)) if margin > -30 else 1.0  # d/dm of log(1 + e^-m) is -p
            s = p * (1.0 - p)
            for k in range(size):
                if diff[k]:
                    grad[k] -= p * diff[k]
                    row = hess[k]
                    for j in range(size):
                        if diff[j]:
                            row[j] += s * diff[k] * diff[j]
        for k in dropped:  # fixed at zero
            hess[k] = [1.0 if j == k else 0.0 for j in range(size)]
            grad[k] = 0.0
        step = _solve(hess, grad)
        weights = [w - d for w, d in zip(weights, step)]
        if max(abs(d) for d in step) < 1e-6:
            break
    return weights


def perceptron(items: list[dict], top: int, l2: float, dropped: set[int], passes: int = 10) -> list[float]:
    """An averaged perceptron on the first place: when the head's best by the weights is not an asked
    entry, the weights move towards the best asked entry and away from it. Starts at the present order."""
    size = len(rerank.NAMES)
    weights = [1.0] + [0.0] * (size - 1)
    total = [0.0] * size
    steps = 0
    usable = [item for item in items if item["rows"] is not None]
    order = list(range(len(usable)))
    rng = random.Random(0)
    for _ in range(passes):
        rng.shuffle(order)
        for n in order:
            rows, labels = _head(usable[n], top)
            if len(rows) > 1 and any(labels) and not all(labels):
                scores = [_score(row, weights) for row in rows]
                chosen = max(range(len(rows)), key=lambda r: (scores[r], -r))
                if not labels[chosen]:
                    good = max((r for r in range(len(rows)) if labels[r]), key=lambda r: (scores[r], -r))
                    for k in range(size):
                        if k not in dropped:
                            weights[k] += 0.1 * (rows[good][k] - rows[chosen][k])
            total = [t + w for t, w in zip(total, weights)]
            steps += 1
    return [t / steps for t in total]


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    size = len(vector)
    a = [row[:] + [vector[k]] for k, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        if abs(a[col][col]) < 1e-12:
            continue
        for r in range(size):
            if r != col and a[r][col]:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col])]
    return [a[k][size] / a[k][k] if abs(a[k][k]) > 1e-12 else 0.0 for k in range(size)]


def _line(label: str, items: list[dict], weights, top: int) -> str:
    b1, b3, n = figures(items, None, top)
    r1, r3, _ = figures(items, weights, top)
    return f"{label:<28} n={n:>5}  top-1 {b1:>5} -> {r1:>5} ({r1 - b1:+d})   top-3 {b3:>5} -> {r3:>5} ({r3 - b3:+d})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=3, help="rule entries re-ranked (default %(default)s)")
    parser.add_argument("--record-top", type=int, default=5, help="rule entries recorded")
    parser.add_argument("--l2", type=float, default=1.0)
    parser.add_argument("--drop", nargs="*", default=[], help="features left out (weight 0)")
    parser.add_argument("--loso", action="store_true", help="also leave one fitted set out at a time")
    parser.add_argument("--rows", type=Path, help="a JSON file of recorded rows: read if it exists, else written")
    parser.add_argument("--close", type=float, default=0.0, help="only entries from this share of the first's score")
    parser.add_argument("--perceptron", type=int, default=0, help="an averaged perceptron of this many passes instead")
    args = parser.parse_args(argv)
    CLOSE[0] = args.close
    if args.perceptron:
        global fit
        fit = partial(perceptron, passes=args.perceptron)
    if args.rows and args.rows.exists():
        items = json.loads(args.rows.read_text())
    else:
        items = record(TUNING, args.record_top)
        if args.rows:
            args.rows.write_text(json.dumps(items))
    dropped = {rerank.NAMES.index(name) for name in args.drop}
    fitted = [item for item in items if item["set"] not in HELD_OUT]
    held = [item for item in items if item["set"] in HELD_OUT]
    weights = fit(fitted, args.top, args.l2, dropped)
    print(f"top {args.top}, l2 {args.l2}, dropped {sorted(args.drop)}")
    print("weights (fitted without " + " ".join(HELD_OUT) + "):")
    print("    {" + ", ".join(f'"{name}": {w:.3f}' for name, w in zip(rerank.NAMES, weights) if w) + "}")
    print(_line("fitted sets", fitted, weights, args.top))
    print(_line("held out " + "+".join(s[5:] for s in HELD_OUT), held, weights, args.top))
    for name in HELD_OUT:
        print(_line("  " + name, [item for item in held if item["set"] == name], weights, args.top))
    every = fit(items, args.top, args.l2, dropped)
    print("weights (fitted on every tuning set):")
    print("    {" + ", ".join(f'"{name}": {w:.3f}' for name, w in zip(rerank.NAMES, every) if w) + "}")
    print(_line("every tuning set", items, every, args.top))
    if args.loso:
        before = after = 0
        three_before = three_after = 0
        for name in dict.fromkeys(item["set"] for item in fitted):
            rest = [item for item in fitted if item["set"] != name]
            own = [item for item in fitted if item["set"] == name]
            w = fit(rest, args.top, args.l2, dropped)
            b1, b3, _ = figures(own, None, args.top)
            r1, r3, _ = figures(own, w, args.top)
            before, after, three_before, three_after = before + b1, after + r1, three_before + b3, three_after + r3
            print(_line("  left out " + name, own, w, args.top))
        print(f"leave-one-set-out total: top-1 {before} -> {after} ({after - before:+d}), "
              f"top-3 {three_before} -> {three_after} ({three_after - three_before:+d})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
