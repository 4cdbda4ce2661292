"""Cross-validated sweep of `referee ask`'s global ranking constants.

    python benchmarks/ask/sweep.py [--constants NAME ...] [--factors 0.8 0.9 1.1 1.25]

Hand-made mechanisms fit the question sets they were made on (fresh blind
sets score well below the tuning sets), so a constant is only worth moving if
the move holds on questions it was not chosen on. This script splits the
question sets in two: FIT (every tuning set, plus the check sets blind22 and
blind23) and VALIDATE (blind26..blind29, the newest sets, each scored once and
never tuned on). For one constant at a time it scales the current value by
each factor, sets it on `referee.rules.search` in-process, and prints top-1,
top-3, abstentions and false abstentions for both halves (only search without
--game; run.py's loading and ranking functions). A move is worth keeping only
when VALIDATE improves and FIT does not worsen. Nothing here prints a
question or a miss: VALIDATE stays blind.

The constants read only at search time (no lru cache holds a value computed
from them, checked when written), so no cache is cleared; K1 of
`referee.rules.index` is baked into the cached index and is not swept.

First run (2026-12-02, main at 77c4efc, factors 0.8 0.9 1.1 1.25): no move of
any of the twelve constants improves VALIDATE without worsening FIT; the
current values sit at FIT's optimum and VALIDATE's moves are within 1-5 of
800 questions (the table is in the commit that added this note).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import run  # noqa: E402
from referee.rules import corpus  # noqa: E402
from referee.rules import search as search_module  # noqa: E402

FIT = [
    "questions", "holdout", "holdout2", "holdout3", "blind4", "blind6", "blind7", "blind8", "blind9", "blind10",
    "blind11", "blind12", "blind13", "blind14", "blind15", "blind16", "blind17", "blind18", "blind19", "blind20",
    "blind21", "blind22", "blind23", "blind24", "blind25", "final", "final2", "silent", "silent2",
]
VALIDATE = ["blind26", "blind27", "blind28", "blind29"]
CONSTANTS = [
    "BM25_SHARE", "UNKNOWN_WORD_WEIGHT", "OTHER_GAME_FACTOR", "IMPLIED_GAME_FACTOR", "UNASKED_MODE_FACTOR",
    "ASKED_MODE_FACTOR", "DEFINITION_FACTOR", "COMPONENTS_FACTOR", "LIMIT_FACTOR", "EVIDENCE_MARGIN",
    "NARROW_MARGIN", "RERANK",
]
CAPPED = {"BM25_SHARE", "EVIDENCE_MARGIN", "NARROW_MARGIN"}  # shares: at most 1.0


def questions_of(folders: list[str]) -> list[dict]:
    found = []
    for folder in folders:
        found.extend(q for q in run.load_questions(HERE / folder) if corpus.has_rules(q["game"], q["lang"]))
    return found


def score(questions: list[dict]) -> tuple[int, int, int, int]:
    """(top-1, top-3, abstained, false abstentions), as run.py counts them without --game."""
    top1 = top3 = abstained = false = 0
    for question in questions:
        result = search_module.search(question["q"], limit=3)
        if not question.get("answerable", True):
            abstained += not result.answered
            continue
        rank = run._rank_of([(hit.game, hit.id) for hit in result.hits], question["game"], list(question["ids"]))
        top1 += rank == 1
        top3 += rank is not None
        false += not result.answered
    return top1, top3, abstained, false


def set_constant(name: str, value: float) -> None:
    setattr(search_module, name, value)
    if name == "BM25_SHARE":
        search_module.FUZZY_SHARE = 1.0 - value


def scaled(name: str, base: float, factor: float) -> float:
    value = base * factor
    if name == "RERANK":
        return max(1, round(value))
    return round(min(value, 1.0) if name in CAPPED else value, 4)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--constants", nargs="*", default=CONSTANTS)
    parser.add_argument("--factors", nargs="*", type=float, default=[0.8, 0.9, 1.1, 1.25])
    args = parser.parse_args(argv)
    search_module.warm_up()
    fit, validate = questions_of(FIT), questions_of(VALIDATE)
    fit_n = (sum(q.get("answerable", True) for q in fit), sum(not q.get("answerable", True) for q in fit))
    val_n = (sum(q.get("answerable", True) for q in validate), sum(not q.get("answerable", True) for q in validate))
    print(f"FIT: {fit_n[0]} answerable, {fit_n[1]} unanswerable; VALIDATE: {val_n[0]} answerable, {val_n[1]} unanswerable")
    print("columns: top-1 top-3 abstained false-abstentions (FIT | VALIDATE); verdict: keep = VALIDATE better, FIT no worse")
    started = time.perf_counter()
    base_fit, base_val = score(fit), score(validate)
    print(f"{'baseline':<22} {'':>8} | {fmt(base_fit)} | {fmt(base_val)}   ({time.perf_counter() - started:.0f} s)", flush=True)
    for name in args.constants:
        base = getattr(search_module, name)
        seen = {base}
        for factor in args.factors:
            value = scaled(name, base, factor)
            if value in seen:
                continue
            seen.add(value)
            set_constant(name, value)
            try:
                got_fit, got_val = score(fit), score(validate)
            finally:
                set_constant(name, base)
            print(f"{name:<22} {value:>8} | {fmt(got_fit)} | {fmt(got_val)}   {verdict(base_fit, got_fit, base_val, got_val)}",
                  flush=True)
    return 0


def fmt(counts: tuple[int, int, int, int]) -> str:
    return " ".join(f"{count:>4}" for count in counts)


def better(base: tuple, got: tuple) -> bool:
    """Some figure up (top-1, top-3, abstained) or false abstentions down."""
    return got[0] > base[0] or got[1] > base[1] or got[2] > base[2] or got[3] < base[3]


def no_worse(base: tuple, got: tuple) -> bool:
    return got[0] >= base[0] and got[1] >= base[1] and got[2] >= base[2] and got[3] <= base[3]


def verdict(base_fit: tuple, got_fit: tuple, base_val: tuple, got_val: tuple) -> str:
    if no_worse(base_val, got_val) and better(base_val, got_val) and no_worse(base_fit, got_fit):
        return "KEEP?"
    if got_val == base_val and got_fit == base_fit:
        return "same"
    return ""


if __name__ == "__main__":
    sys.exit(main())
