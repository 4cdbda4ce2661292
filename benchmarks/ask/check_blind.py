"""Check that a blind question set was written blind: questions first, ids after.

    python benchmarks/ask/check_blind.py FOLDER QUESTIONS_COMMIT

A blind set (see `blind12/README.md`) is committed twice: first the questions
with empty `ids`, written from the rulebooks alone; then the expected ids,
added after looking at the rule entries, without touching a question. This
script is the evidence that the second step kept its word. It reads each
`*.toml` of FOLDER as it is now and as it was at QUESTIONS_COMMIT, and checks:

* the questions commit is an ancestor of HEAD and every `ids` there is empty;
* the same questions, in the same order, with the same `q`, `lang`, `game`,
  `names_game` and `answerable`;
* every id exists in both the English and the Spanish rule entries of the
  question's game, at most 3 per question, none repeated; answerable
  questions have at least one, unanswerable ones none.

It prints the commit times of both steps and one line per problem; exit
status 0 when there is none, 1 otherwise.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from referee.rules import corpus  # noqa: E402

FIXED_FIELDS = ("q", "lang", "game", "names_game", "answerable")
MOST_IDS = 3


def _git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], check=True, capture_output=True, text=True).stdout


def _questions_at(commit: str, path: Path) -> list[dict]:
    relative = path.resolve().relative_to(ROOT).as_posix()
    return tomllib.loads(_git("show", f"{commit}:{relative}"))["questions"]


def problems(folder: Path, commit: str) -> list[str]:
    """Every way FOLDER breaks the blind-set discipline against `commit`."""
    found = []
    if subprocess.run(["git", "-C", str(ROOT), "merge-base", "--is-ancestor", commit, "HEAD"]).returncode:
        found.append(f"{commit} is not an ancestor of HEAD")
    paths = sorted(folder.glob("*.toml"))
    if not paths:
        found.append(f"{folder}: no question files")
    for path in paths:
        now = tomllib.loads(path.read_text(encoding="utf-8"))["questions"]
        then = _questions_at(commit, path)
        if len(now) != len(then):
            found.append(f"{path.name}: {len(then)} questions at {commit[:7]}, {len(now)} now")
        for number, (old, new) in enumerate(zip(then, now), start=1):
            where = f"{path.name} #{number}"
            if old.get("ids"):
                found.append(f"{where}: ids already set in the questions commit")
            for name in FIXED_FIELDS:
                if old.get(name) != new.get(name):
                    found.append(f"{where}: {name} changed ({old.get(name)!r} -> {new.get(name)!r})")
            found += _id_problems(where, new)
    return found


def _id_problems(where: str, question: dict) -> list[str]:
    ids = question.get("ids", [])
    game = question["game"]
    found = []
    if question.get("answerable", True) and not ids:
        found.append(f"{where}: answerable without an id")
    if not question.get("answerable", True) and ids:
        found.append(f"{where}: unanswerable with ids")
    if len(ids) > MOST_IDS or len(set(ids)) != len(ids):
        found.append(f"{where}: more than {MOST_IDS} ids or a repeated one")
    for lang in ("en", "es"):
        known = corpus.entry_map(game, lang)
        found += [f"{where}: {entry} is not an entry of {game} ({lang})" for entry in ids if entry not in known]
    return found


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2].strip())
        return 2
    folder, commit = Path(argv[0]), argv[1]
    relative = folder.resolve().relative_to(ROOT).as_posix()
    print(f"questions: {_git('log', '-1', '--format=%h %cI %s', commit).strip()}")
    print(f"ids and after: {_git('log', '--format=%h %cI %s', f'{commit}..HEAD', '--', relative).strip() or '(none)'}")
    found = problems(folder, commit)
    for line in found:
        print(line)
    print(f"{len(found)} problem(s)")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
