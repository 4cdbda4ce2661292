"""A question set without the questions that have a near twin in another
set, to score a set whose twin was tuned on.

Two writers given one style and the same rulebooks write some questions
alike, the more so the shorter the style's questions (search-box queries):
tuning on one set then lifts its twin's copies, and the twin no longer
measures whether the tuning generalised. This writes a copy of set B
without each question whose lower-cased text has a rapidfuzz ratio of 85
or more with a question of set A, to be scored by `run.py` on its own:

    python benchmarks/ask/twin_free.py blind144 blind145 /tmp/out
    python benchmarks/ask/run.py /tmp/out/blind145-twin-free
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import tomli_w
from rapidfuzz import fuzz

ASK = Path(__file__).resolve().parent
NEAR = 85


def questions(folder: Path) -> list[str]:
    """Every question of a set, lower-cased."""
    return [q["q"].lower() for f in sorted(folder.glob("*.toml"))
            for q in tomllib.loads(f.read_text(encoding="utf-8"))["questions"]]


def main(tuned: str, scored: str, out: str) -> None:
    twins = questions(ASK / tuned)
    dest = Path(out) / f"{scored}-twin-free"
    dest.mkdir(parents=True, exist_ok=True)
    kept = dropped = 0
    for f in sorted((ASK / scored).glob("*.toml")):
        data = tomllib.loads(f.read_text(encoding="utf-8"))
        alone = [q for q in data["questions"]
                 if max(fuzz.ratio(q["q"].lower(), t) for t in twins) < NEAR]
        kept += len(alone)
        dropped += len(data["questions"]) - len(alone)
        data["questions"] = alone
        (dest / f.name).write_text(tomli_w.dumps(data), encoding="utf-8")
    print(f"{scored}: kept {kept}, left out {dropped} with a near twin in {tuned} -> {dest}")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:4])
