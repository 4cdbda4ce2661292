"""Kill `referee do` at random moments (SIGKILL): is a session file ever corrupt?

Each run writes a Coming of Age session, starts `referee do` with a legal
move and kills it after a random delay, uniform between 0 and the time a
whole command takes (measured first), so kills land in start-up, replay and
the save alike. Afterwards the file must load and replay, and hold either
the old events or the old events plus the move. Then one more command runs
on the same file: it must succeed (no lock left behind) and must remove any
temporary file the killed save left.

    python benchmarks/crash.py [KILLS] [--referee PATH]

Prints kills, how many landed before / after the save, corrupt files, files
that are neither old nor new, blocked follow-up commands and temporary files
left. Target: 0 corrupt, 0 wrong, 0 blocked, 0 left.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sessions import check_file, example_events, referee_command, report_and_exit, session_text, temp_files  # noqa: E402

DONE = 30  # events already recorded: replay takes a noticeable part of the command


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    kills = int(args[0]) if args and args[0].isdigit() else 500
    referee = referee_command(sys.argv)
    data, events = example_events()
    old, move, follow = events[:DONE], events[DONE], events[DONE + 1]
    rng = random.Random(2026)
    counts = {"old": 0, "new": 0, "corrupt": 0, "wrong": 0, "blocked": 0, "left": 0}
    problems: list[str] = []
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        path = folder / "night.toml"
        path.write_bytes(session_text(data, old))
        began = time.perf_counter()
        subprocess.run([*referee, "do", move, "--file", str(path)], capture_output=True, check=True)
        whole = time.perf_counter() - began
        for number in range(kills):
            path.write_bytes(session_text(data, old))
            proc = subprocess.Popen([*referee, "do", move, "--file", str(path)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(rng.uniform(0, whole * 1.1))
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            found, why = check_file(path)
            if found is None:
                counts["corrupt"] += 1
                problems.append(f"kill {number}: corrupt: {why}")
                continue
            if found == old:
                counts["old"] += 1
            elif found == [*old, move]:
                counts["new"] += 1
            else:
                counts["wrong"] += 1
                problems.append(f"kill {number}: the file holds {len(found)} events, neither the old nor the new ones")
                continue
            # the next command is neither blocked by the killed one nor leaves its debris
            nxt = follow if found == [*old, move] else move
            after = subprocess.run([*referee, "do", nxt, "--file", str(path)], capture_output=True, text=True)
            if after.returncode != 0:
                counts["blocked"] += 1
                problems.append(f"kill {number}: the next command failed: {after.stderr.strip()[-200:]}")
            left = temp_files(folder)
            if left:
                counts["left"] += 1
                problems.append(f"kill {number}: temporary files left after the next save: {left}")
                for leftover in left:
                    (folder / leftover).unlink()
    report_and_exit(problems, [
        f"kills: {kills} of 'referee do' (a whole command takes {whole * 1000:.0f} ms) in {time.perf_counter() - start:.0f} s",
        f"file after the kill: old {counts['old']}, new {counts['new']}",
        f"corrupt files: {counts['corrupt']}, neither old nor new: {counts['wrong']}, "
        f"next command blocked: {counts['blocked']}, temporary files left: {counts['left']}",
    ], bool(counts["corrupt"] or counts["wrong"] or counts["blocked"] or counts["left"]))


if __name__ == "__main__":
    main()
