"""Start-up of `referee ask` in two installs, paired: old against new in the
same run, so that the machine's load weighs on both alike.

Each install is a virtual environment where the project is installed
(`pip install .`, as users have it). RUNS times, in turns (the order
swapped every run), each install runs a typer hello-world and then `referee
ask` (warm index and lexicon caches, one cache folder per install). Prints,
per install, the median CPU time (user + system) of `ask`, the median of its
ratios to its own hello-world (what `startup.py` reports) and its median
peak memory; then the median per-run ratio and difference of new to old.

    python benchmarks/startup_ab.py OLD_VENV NEW_VENV [RUNS]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from startup import HELLO  # noqa: E402  (the same hello-world as startup.py)

QUESTION = ["ask", "how many dice do I roll", "--json"]


def measure(command: list[str], env: dict) -> tuple[float, int]:
    """CPU time (s) and peak memory (KiB) of one run of `command`."""
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(child.pid, 0)
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def main() -> None:
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    venvs = {"old": Path(sys.argv[1]), "new": Path(sys.argv[2])}
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    with tempfile.TemporaryDirectory() as folder:
        hello = Path(folder) / "hello.py"
        hello.write_text(HELLO)
        env = {side: dict(os.environ, REFEREE_CACHE=str(Path(folder) / f"cache-{side}")) for side in venvs}
        ask = {side: [str(venv / "bin" / "referee"), *QUESTION] for side, venv in venvs.items()}
        base = {side: [str(venv / "bin" / "python"), str(hello)] for side, venv in venvs.items()}
        for side in venvs:  # caches made, files read once
            measure(ask[side], env[side])
            measure(base[side], env[side])
        times = {side: [] for side in venvs}
        ratios = {side: [] for side in venvs}
        memory = {side: [] for side in venvs}
        for run in range(runs):
            for side in (["old", "new"] if run % 2 == 0 else ["new", "old"]):
                base_time, _ = measure(base[side], env[side])
                time, peak = measure(ask[side], env[side])
                times[side].append(time)
                ratios[side].append(time / base_time)
                memory[side].append(peak)
    for side in venvs:
        print(f"{side}: ask {statistics.median(times[side]) * 1000:6.1f} ms CPU, {statistics.median(ratios[side]):.3f}x the hello-world,"
              f" peak {statistics.median(memory[side]) / 1024:.1f} MiB")
    print(f"new / old, per run: {statistics.median(n / o for n, o in zip(times['new'], times['old'])):.3f};"
          f" old - new: {statistics.median(o - n for n, o in zip(times['new'], times['old'])) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
