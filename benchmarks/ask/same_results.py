"""Whether a change to the search code changed any result: dump the results
of every benchmark question, then compare a later run with the dump.

    python benchmarks/ask/same_results.py dump RESULTS.json
    python benchmarks/ask/same_results.py compare RESULTS.json

Every question of every set in benchmarks/ask/*/ is searched as `ask
--json` would (over every game, limit 5), and again with its game given
when it has one. Each result is kept as `ask --json` prints it, plus the
exact (unrounded) score of every ranked candidate, so that a change meant
to make the search faster, not different, can be checked to leave the
ranking, the scores and the answered / abstained decision bit for bit the
same. `compare` prints each question whose result differs and exits 1 if
any does.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from referee.rules import search as searching  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import load_questions  # noqa: E402

LIMIT = 5


def _exact_scores(call):
    """The result of `call()` and the exact score and number of each entry
    ranked, read where the search sorts them (empty if the search is
    organised otherwise)."""
    ranked: list = []
    original = getattr(searching, "_best_covering", None)
    if original is None:
        return call(), ranked

    def recording(scored, *args, **kwargs):
        ranked.extend((repr(value), number) for value, number in scored)
        return original(scored, *args, **kwargs)

    searching._best_covering = recording
    try:
        return call(), ranked
    finally:
        searching._best_covering = original


def results() -> dict[str, dict]:
    """'set/file#n [game]' -> the search's result for that question."""
    found: dict[str, dict] = {}
    for folder in sorted(path for path in (ROOT / "benchmarks" / "ask").iterdir() if path.is_dir()):
        for number, question in enumerate(load_questions(folder)):
            label = f"{folder.name}/{question['file']}#{number}"
            asks = [(label, {})]
            if question.get("game"):
                asks.append((f"{label} --game", {"game": question["game"]}))
            for name, options in asks:
                result, ranked = _exact_scores(lambda: searching.search(question["q"], limit=LIMIT, **options))
                found[name] = {"q": question["q"], "result": result.to_json(), "ranked": ranked}
    return found


def main() -> None:
    if len(sys.argv) != 3 or sys.argv[1] not in ("dump", "compare"):
        sys.exit(__doc__)
    target = Path(sys.argv[2])
    now = results()
    if sys.argv[1] == "dump":
        target.write_text(json.dumps(now, ensure_ascii=False, indent=0, sort_keys=True))
        print(f"{len(now)} results written to {target}")
        return
    before = json.loads(target.read_text())
    now = json.loads(json.dumps(now))  # as read back from a dump (tuples become lists)
    differ = [name for name in sorted(before.keys() | now.keys()) if before.get(name) != now.get(name)]
    for name in differ:
        print(f"differs: {name}: {(before.get(name) or now.get(name))['q']}")
    print(f"{len(now)} results, {len(differ)} differ")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
