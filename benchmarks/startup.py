"""Start-up time of the `referee` command against a bare typer app.

Runs each command as a new process (cold interpreter, warm disk cache) at
least RUNS times, in the same virtual environment, and prints the median CPU
time (user + system) of each and its ratio to a typer hello-world: CPU time,
so that other work on the machine does not skew the ratios (on an idle
machine the wall time is close to it). Measure in a venv where the project
is installed (`pip install .`), as users have it: an editable install reads
the `.po` sources and compiles them on every run. Targets: `games` and
`score` <= 1.1x; `ask` (cached index) <= 1.2x; the session commands
`status`, `do`, `check` and `options` <= 1.2x on each refereed game's longest
recorded example (a whole game: every command folds its whole log). `do` and
`check` report the game's last event on the log without it (`do` records
it, on a fresh copy of the file each run).

    python benchmarks/startup.py [RUNS]
"""

from __future__ import annotations

import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HELLO = '''import typer

app = typer.Typer()


@app.command()
def hello(name: str = "world") -> None:
    typer.echo(f"Hello {name}")


app()
'''


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def median_time(command: list[str], runs: int, before: Callable[[], None] = lambda: None) -> float:
    """The median CPU time of `command` (which must succeed); `before` runs untimed before each run."""
    before()
    subprocess.run(command, capture_output=True, check=True)  # warm the disk cache once
    times = []
    for _ in range(runs):
        before()
        start = _children_cpu()
        subprocess.run(command, capture_output=True, check=True)
        times.append(_children_cpu() - start)
    return statistics.median(times)


def longest_example(game_id: str) -> Path | None:
    """The game's recorded example with the most events that replays to its end."""
    sys.path.insert(0, str(ROOT))
    from referee.core.session import load, replay
    from referee.games import game_rules

    best, most = None, 0
    for path in (ROOT / "examples" / game_id).glob("*.toml"):
        session = load(path)
        if len(session.events) > most and replay(game_rules(game_id), session.setup, session.events).error is None:
            best, most = path, len(session.events)
    return best


def session_cases(referee: Path, folder: Path) -> dict[str, tuple[list[str], Callable[[], None]]]:
    """status, options, check and do on each refereed game's longest example."""
    from referee.core.session import load, save
    from referee.games import REFEREED

    cases: dict[str, tuple[list[str], Callable[[], None]]] = {}
    for game_id in REFEREED:
        example = longest_example(game_id)
        if example is None:
            continue
        session = load(example)
        whole = folder / f"{game_id}.toml"
        shutil.copyfile(example, whole)
        session.events, last = session.events[:-1], session.events[-1]
        before_last = folder / f"{game_id}-before-last.toml"
        save(session, before_last)
        fresh = folder / f"{game_id}-do.toml"

        def restore(source=before_last, target=fresh) -> None:
            shutil.copyfile(source, target)

        label = f"{game_id} ({len(session.events) + 1} events)"
        nothing: Callable[[], None] = lambda: None
        cases[f"status --json, {label}"] = ([str(referee), "status", "--json", "--file", str(whole)], nothing)
        cases[f"options, {label}"] = ([str(referee), "options", "--file", str(before_last)], nothing)
        cases[f"check, {label}"] = ([str(referee), "check", last, "--file", str(before_last)], nothing)
        cases[f"do, {label}"] = ([str(referee), "do", last, "--file", str(fresh)], restore)
    return cases


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    referee = Path(sys.executable).with_name("referee")
    if not referee.exists():
        sys.exit(f"no referee command beside {sys.executable}: install the project in this environment first")
    import referee as package

    if not any(Path(package.__file__).parent.glob("locales/*/LC_MESSAGES/*.mo")):
        print("note: this environment reads the .po sources (an editable install?): `pip install .` for the figures users get")
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
        timed = {label: (command, lambda: None) for label, command in cases.items()}
        timed.update(session_cases(referee, Path(folder)))
        print(f"runs per command: {runs}")
        print(f"{'typer hello-world (baseline)':44} {baseline * 1000:7.1f} ms   1.00x")
        for label, (command, before) in timed.items():
            elapsed = median_time(command, runs, before)
            print(f"{label:44} {elapsed * 1000:7.1f} ms   {elapsed / baseline:4.2f}x")


if __name__ == "__main__":
    main()
