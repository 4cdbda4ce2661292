"""Totals of the rules-search benchmark over a list of question sets, with
each miss written out: the figures a tuning round's gate is checked on.

    python benchmarks/ask/tally.py SET... [@LIST_FILE ...] [--sets] [--json OUT] [--misses OUT]

A SET is a folder name under benchmarks/ask/ (or any path holding question
`*.toml` files); @LIST_FILE names a file of set names, one per line or
separated by spaces (a tuning list, the check sets). Every question is
searched as `run.py` does: over every game for top-1, top-3 and (false)
abstention, and again with its game given for abstention "(with the game)".
Prints one TOTAL line (and with --sets one line per set); --json writes the
counts per set and in total; --misses writes every answerable question not
answered first (or abstained on) and every unanswerable one answered, with
the first hits, for the round to study. The code measured is this tree's:
run it from the tree whose search you want scored.
"""

from __future__ import annotations

import argparse
import json
import sys
import tomllib
from collections import Counter
from pathlib import Path

ASK = Path(__file__).resolve().parent
ROOT = ASK.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from referee.rules import corpus  # noqa: E402
from referee.rules.search import search, warm_up  # noqa: E402


def set_names(items: list[str]) -> list[str]:
    """The sets named on the command line, @files read for their names."""
    names: list[str] = []
    for item in items:
        names += Path(item[1:]).read_text(encoding="utf-8").split() if item.startswith("@") else [item]
    return names


def _rank(hits, game: str, ids: list[str]) -> int | None:
    return next((rank for rank, hit in enumerate(hits, 1) if hit.game == game and hit.id in ids), None)


def tally_set(name: str, misses: list[dict]) -> Counter:
    """The counts of one set: n (answerable), top1, top3, fab (false
    abstention), silent (unanswerable), abst, abst_g (with the game given)."""
    folder = Path(name) if "/" in name else ASK / name
    counts: Counter = Counter()
    for path in sorted(folder.glob("*.toml")):
        for question in tomllib.loads(path.read_text(encoding="utf-8")).get("questions", []):
            game, lang, ids = question["game"], question["lang"], list(question["ids"])
            if not corpus.has_rules(game, lang):
                continue
            result = search(question["q"], limit=3)
            hits = [f"{hit.game}/{hit.id}" for hit in result.hits]
            if question.get("answerable", True):
                rank = _rank(result.hits, game, ids)
                counts.update(n=1, top1=rank == 1, top3=rank is not None, fab=not result.answered)
                if rank != 1 or not result.answered:
                    misses.append({"set": name, "q": question["q"], "game": game, "lang": lang, "ids": ids,
                                   "rank": rank, "answered": result.answered, "hits": hits})
                continue
            knowing_game = search(question["q"], game=game, limit=3)
            counts.update(silent=1, abst=not result.answered, abst_g=not knowing_game.answered)
            if result.answered:
                misses.append({"set": name, "q": question["q"], "game": game, "lang": lang, "ids": [],
                               "rank": None, "answered": True, "hits": hits})
    return counts


def line(label: str, c: Counter) -> str:
    pct = lambda part, whole: f"{100.0 * part / whole:.1f}%" if whole else "-"  # noqa: E731
    return (f"{label} top1 {c['top1']}/{c['n']} ({pct(c['top1'], c['n'])}) top3 {c['top3']} ({pct(c['top3'], c['n'])}) "
            f"abst {c['abst']}({c['abst_g']})/{c['silent']} ({pct(c['abst'], c['silent'])}) "
            f"fab {c['fab']} ({pct(c['fab'], c['n'])})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+", help="set folders, or @file of set names")
    parser.add_argument("--sets", dest="per_set", action="store_true", help="one line per set")
    parser.add_argument("--json", type=Path, help="write the counts per set and in total")
    parser.add_argument("--misses", type=Path, help="write every miss with its first hits")
    args = parser.parse_args(argv)
    warm_up()
    names = set_names(args.sets)
    total: Counter = Counter()
    per_set: dict[str, dict] = {}
    misses: list[dict] = []
    for name in names:
        counts = tally_set(name, misses)
        per_set[name] = dict(counts)
        total.update(counts)
        if args.per_set:
            print(line(f"{name:12}", counts), flush=True)
    print(line(f"TOTAL {len(names)} sets:", total))
    if args.json:
        args.json.write_text(json.dumps({"total": dict(total), "sets": per_set}, indent=1), encoding="utf-8")
    if args.misses:
        args.misses.write_text(json.dumps(misses, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
