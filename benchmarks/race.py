"""Concurrent `referee do` on one session file: are moves lost, files corrupted?

Each race writes a Coming of Age session, then starts three `referee do`
processes at once, each with a move that is legal in any order (the players
choosing traits, then rolling). Afterwards the file must load and replay,
every command that answered "Recorded" must find its move in the file at the
number it was told, and nothing may be recorded that no command reported.
A command may also refuse ("being written by another command", exit 1):
that is not a loss, since the player is told.

    python benchmarks/race.py [RACES] [--referee PATH]

Prints the races run, moves recorded / refused, lost moves, corrupt files,
unexpected exit codes and temporary files left behind. Target: 0 lost,
0 corrupt, 0 bad exits.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sessions import SCENARIOS, check_file, example_events, referee_command, report_and_exit, session_text, temp_files  # noqa: E402


def race(folder: Path, number: int, referee: list[str], data: dict, events: list[str]) -> dict:
    done, moves = SCENARIOS[number % len(SCENARIOS)]
    path = folder / f"race-{number}.toml"
    path.write_bytes(session_text(data, events[:done]))
    procs = [
        subprocess.Popen([*referee, "do", events[i], "--file", str(path), "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for i in moves
    ]
    results = [(p, *p.communicate()) for p in procs]
    found, why = check_file(path)
    report = {"recorded": 0, "refused": 0, "lost": 0, "corrupt": 0, "bad_exit": 0, "phantom": 0, "problems": []}
    if found is None:
        report["corrupt"] = 1
        report["problems"].append(f"race {number}: corrupt file: {why}")
        return report
    claimed = set()
    for proc, out, err in results:
        if proc.returncode == 0:
            report["recorded"] += 1
            answer = json.loads(out)
            claimed.add(answer["event"])
            if answer["event"] > len(found) or found[answer["event"] - 1] != answer["move"]:
                report["lost"] += 1
                report["problems"].append(f"race {number}: lost move #{answer['event']} {answer['move']!r}")
        elif proc.returncode == 1:
            report["refused"] += 1
        else:
            report["bad_exit"] += 1
            report["problems"].append(f"race {number}: exit {proc.returncode}: {err.strip()[-300:]}")
    extra = len(found) - done - len(claimed)
    if extra > 0:
        report["phantom"] += extra
        report["problems"].append(f"race {number}: {extra} event(s) recorded that no command reported")
    return report


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    races = int(args[0]) if args and args[0].isdigit() else 200
    referee = referee_command(sys.argv)
    data, events = example_events()
    totals = {"recorded": 0, "refused": 0, "lost": 0, "corrupt": 0, "bad_exit": 0, "phantom": 0}
    problems: list[str] = []
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for number in range(races):
            report = race(folder, number, referee, data, events)
            for key in totals:
                totals[key] += report[key]
            problems += report["problems"]
        left = temp_files(folder)
    report_and_exit(problems, [
        f"races: {races} (3 concurrent 'referee do' each) in {time.perf_counter() - start:.0f} s",
        f"moves recorded: {totals['recorded']}, refused (told so): {totals['refused']}",
        f"lost moves: {totals['lost']}, phantom events: {totals['phantom']}, corrupt files: {totals['corrupt']}, "
        f"bad exit codes: {totals['bad_exit']}, temporary files left: {len(left)}",
    ], bool(totals["lost"] or totals["corrupt"] or totals["bad_exit"] or totals["phantom"]))


if __name__ == "__main__":
    main()
