"""Start-up time of the `referee` command against a bare typer app.

Runs each command as a new process (cold interpreter, warm disk cache) at
least RUNS times, in the same virtual environment, and prints the median wall
time of each and its ratio to a typer hello-world. Target: <= 1.5x, which
holds only while heavy imports stay inside the commands that need them.

    python benchmarks/startup.py [RUNS]
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HELLO = '''import typer

app = typer.Typer()


@app.command()
def hello(name: str = "world") -> None:
    typer.echo(f"Hello {name}")


app()
'''


def median_time(command: list[str], runs: int) -> float:
    subprocess.run(command, capture_output=True, check=True)  # warm the disk cache once
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, capture_output=True, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    referee = Path(sys.executable).with_name("referee")
    if not referee.exists():
        sys.exit(f"no referee command beside {sys.executable}: install the project in this environment first")
    example = ROOT / "examples" / "tallies" / "cv" / "rulebook-example.toml"
    with tempfile.TemporaryDirectory() as folder:
        hello = Path(folder) / "hello.py"
        hello.write_text(HELLO)
        baseline = median_time([sys.executable, str(hello)], runs)
        cases = {
            "referee games": [str(referee), "games"],
            "referee score cv (table)": [str(referee), "score", "cv", str(example)],
            "referee score cv --json": [str(referee), "score", "cv", str(example), "--json"],
            # the index is cached on disk after the first run (median_time warms it)
            "referee ask (cached index)": [str(referee), "ask", "how many dice do I roll", "--json"],
        }
        print(f"runs per command: {runs}")
        print(f"{'typer hello-world (baseline)':34} {baseline * 1000:7.1f} ms   1.00x")
        for label, command in cases.items():
            elapsed = median_time(command, runs)
            print(f"{label:34} {elapsed * 1000:7.1f} ms   {elapsed / baseline:4.2f}x")


if __name__ == "__main__":
    main()
