"""Start-up time and peak memory of the `referee` command against a bare
typer app.

Runs each command as a new process (cold interpreter, warm disk cache) RUNS
times, each run paired with a run of a typer hello-world in the same virtual
environment, and prints the median CPU time (user + system) of the command,
the median of its per-pair time ratios to the hello-world, and the ratio of
its median peak memory (the child's ru_maxrss) to the hello-world's. CPU
time and paired ratios, so that other work on the machine skews the figures
as little as possible (run it on an idle machine all the same). Measure in a
venv where the project is installed (`pip install .`), as users have it: an
editable install reads the `.po` sources and compiles them on every run.

A second line shows, for reference, a process that only imports typer:
what the hello-world costs beyond it is mostly typer's conversion of values
with pydantic (see IMPORT_ONLY).

Targets: `games` and `score` <= 1.1x; `ask` (warm index cache) <= 1.2x; the
session commands `status`, `do`, `check` and `options` <= 1.2x on each
refereed game's longest recorded example (a whole game); every command's
peak memory <= 1.5x. `do` and `check` report the game's last event on the
log without it (`do` records it, on a fresh copy of the file each run). The
session commands run as at a table, one after another on a file: the first
command on a file folds its log and keeps a snapshot of the fold, the next
start from it (each case runs once untimed first; before each `do`, the
snapshot a command kept for the restored file is put back). `--cold`
removes the snapshots before every run: every command folds the whole log.

Last, the `play` shell on each refereed game's longest example (without
its last event): the time it takes to answer each command after it has
started (SHELL_LINES lines of one command, less the same shell given none,
per line; target < 5 ms), for `status` (the whole board drawn), `options`
and `check` of the last event; and `status` right after each of the last
MOVES_PLAYED moves is recorded in the shell (a repeated `status` draws
again only what changed, so this is its cost in play).

`--shell` measures the shell only (benchmarks/shell.py gives each command's
p50 and largest time in-process).

    python benchmarks/startup.py [RUNS] [--cold] [--shell]
"""

from __future__ import annotations

import os
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
# For reference: importing typer and running nothing. Running any typer app
# (0.29) converts each parameter's value, the help option's included, with a
# pydantic adapter, so even an app whose command takes no option imports
# pydantic; the referee converts its plain values itself
# (referee/cli/coercion.py).
IMPORT_ONLY = "import typer\n"


SHELL_LINES = 100
MOVES_PLAYED = 20  # the moves recorded in the shell, each followed by 'status' (status_after_move_ms)


def measure(command: list[str], stdin: bytes = b"") -> tuple[float, int]:
    """CPU time (s) and peak memory (KiB) of one run of `command`, which must succeed."""
    with tempfile.TemporaryFile() as feed:
        feed.write(stdin)
        feed.seek(0)
        child = subprocess.Popen(command, stdin=feed, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(child.pid, 0)
        error = child.stderr.read()
        child.stderr.close()
        child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode not in (0, 1):  # 1: a refused move or an unanswered question is still a run
        raise SystemExit(f"{' '.join(command)} failed: {error.decode(errors='replace')[-500:]}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def paired(command: list[str], baseline: list[str], runs: int, before: Callable[[], None] = lambda: None) -> dict:
    """`command` and `baseline` run alternately `runs` times (after one
    untimed run of each); `before` runs untimed before each run of `command`."""
    before()
    measure(command)
    measure(baseline)
    times, ratios, memory, base_memory = [], [], [], []
    for _ in range(runs):
        base_time, base_peak = measure(baseline)
        before()
        time, peak = measure(command)
        times.append(time)
        ratios.append(time / base_time)
        memory.append(peak)
        base_memory.append(base_peak)
    return {
        "ms": statistics.median(times) * 1000,
        "ratio": statistics.median(ratios),
        "memory": statistics.median(memory) / statistics.median(base_memory),
    }


def longest_example(game_id: str) -> Path | None:
    """The game's recorded example with the most events that replays to its end."""
    sys.path.insert(0, str(ROOT))
    from referee.core.session import load, replay
    from referee.games import game_rules

    best, most = None, 0
    for path in sorted((ROOT / "examples" / game_id).glob("*.toml")):
        session = load(path)
        if len(session.events) > most and replay(game_rules(game_id), session.setup, session.events).error is None:
            best, most = path, len(session.events)
    return best


def session_cases(referee: Path, folder: Path, cold: bool) -> dict[str, tuple[list[str], Callable[[], None]]]:
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

        def forget() -> None:
            if cold:
                shutil.rmtree(folder / "cache" / "snapshots", ignore_errors=True)

        kept = folder / f"{game_id}-do.snapshot"

        def restore(source=before_last, target=fresh, kept=kept) -> None:
            """The file without its last event again, and (unless --cold) the
            snapshot the command before `do` kept for it, as at a table."""
            shutil.copyfile(source, target)
            forget()
            if cold:
                return
            from referee.core import snapshot

            if not kept.exists():  # kept once, by a command on the restored file
                subprocess.run([str(referee), "status", "--json", "--file", str(target)], capture_output=True, check=True)
                shutil.copyfile(snapshot._path(target), kept)
            shutil.copyfile(kept, snapshot._path(target))

        label = f"{game_id} ({len(session.events) + 1} events)"
        nothing: Callable[[], None] = forget
        cases[f"status --json, {label}"] = ([str(referee), "status", "--json", "--file", str(whole)], nothing)
        cases[f"options, {label}"] = ([str(referee), "options", "--file", str(before_last)], nothing)
        cases[f"check, {label}"] = ([str(referee), "check", last, "--file", str(before_last)], nothing)
        cases[f"do, {label}"] = ([str(referee), "do", last, "--file", str(fresh)], restore)
    return cases


def shell_cases(referee: Path, folder: Path) -> dict[str, tuple[list[str], bytes]]:
    """The `play` shell on each refereed game's longest example without its
    last event: one command repeated."""
    from referee.core.session import load
    from referee.games import REFEREED

    cases = {}
    for game in REFEREED:
        if not (folder / f"{game}.toml").exists():
            continue
        last = load(folder / f"{game}.toml").events[-1]
        command = [str(referee), "play", str(folder / f"{game}-before-last.toml")]
        for line in ("status", "options", f"check {last}"):
            cases[f"{game}: {line.split()[0]}"] = (command, (line + "\n").encode() * SHELL_LINES + b"quit\n")
    return cases


def status_after_move_ms(referee: Path, folder: Path, game: str, runs: int) -> float:
    """Median CPU ms of `status` in the shell right after each of the game's
    last MOVES_PLAYED events is recorded (what the move changed is drawn
    anew, the rest as before): the shell given each event then 'status',
    less the shell given the events alone, per status (both shells draw the
    board once first); each run on a fresh copy of the file without those
    events."""
    from dataclasses import replace

    from referee.core.session import load, save

    session = load(folder / f"{game}.toml")
    played = session.events[-MOVES_PLAYED:]
    source, target = folder / f"{game}-moves.toml", folder / f"{game}-moves-run.toml"
    save(replace(session, events=session.events[:-MOVES_PLAYED]), source)

    def run(lines: bytes) -> float:
        shutil.copyfile(source, target)
        return measure([str(referee), "play", str(target)], lines)[0]

    # both start with a 'status': what the first board drawn imports (rich) is not a move's
    with_status = b"status\n" + "".join(f"{line}\nstatus\n" for line in played).encode() + b"quit\n"
    moves_only = b"status\n" + "".join(f"{line}\n" for line in played).encode() + b"quit\n"
    run(with_status)
    full = statistics.median(run(with_status) for _ in range(runs))
    bare = statistics.median(run(moves_only) for _ in range(runs))
    return (full - bare) * 1000 / len(played)


def shell_line_ms(command: list[str], lines: bytes, runs: int) -> float:
    """Median CPU ms per line of the shell: with `lines`, less without them."""
    measure(command, lines)
    full = statistics.median(measure(command, lines)[0] for _ in range(runs))
    empty = statistics.median(measure(command, b"quit\n")[0] for _ in range(runs))
    return (full - empty) * 1000 / (lines.count(b"\n") - 1)


def main() -> None:
    arguments = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    cold = "--cold" in sys.argv[1:]
    shell_only = "--shell" in sys.argv[1:]
    runs = int(arguments[0]) if arguments else 15
    referee = Path(sys.executable).with_name("referee")
    if not referee.exists():
        sys.exit(f"no referee command beside {sys.executable}: install the project in this environment first")
    import referee as package

    if not any(Path(package.__file__).parent.glob("locales/*/LC_MESSAGES/*.mo")):
        print("note: this environment reads the .po sources (an editable install?): `pip install .` for the figures users get")
    example = ROOT / "examples" / "tallies" / "cv" / "rulebook-example.toml"
    with tempfile.TemporaryDirectory() as folder:
        # caches (index, snapshots) and the facts catalog of this run only
        os.environ["REFEREE_CACHE"] = str(Path(folder) / "cache")
        os.environ["REFEREE_HOME"] = str(Path(folder) / "home")
        hello = Path(folder) / "hello.py"
        hello.write_text(HELLO)
        baseline = [sys.executable, str(hello)]
        cases = {
            "referee games": [str(referee), "games"],
            "referee score cv (table)": [str(referee), "score", "cv", str(example)],
            "referee score cv --json": [str(referee), "score", "cv", str(example), "--json"],
            # the index is cached on disk after the first run (`paired` warms it)
            "referee ask (cached index)": [str(referee), "ask", "how many dice do I roll", "--json"],
        }
        timed = {} if shell_only else {label: (command, lambda: None) for label, command in cases.items()}
        sessions = session_cases(referee, Path(folder), cold)  # the files the shell runs on too
        if not shell_only:
            timed.update(sessions)
        print(f"runs per command: {runs}, each paired with a run of the baseline{'; no snapshots (--cold)' if cold else ''}")
        if not shell_only:
            base_time = statistics.median(measure(baseline)[0] for _ in range(runs))
            print(f"{'':44} {'CPU':>10}  {'time':>5}  {'memory':>6}")
            print(f"{'typer hello-world (baseline)':44} {base_time * 1000:7.1f} ms  1.00x   1.00x")
            bare = Path(folder) / "import_only.py"
            bare.write_text(IMPORT_ONLY)
            figures = paired([sys.executable, str(bare)], baseline, runs)
            print(f"{'(only import typer)':44} {figures['ms']:7.1f} ms  {figures['ratio']:4.2f}x   {figures['memory']:4.2f}x")
        for label, (command, before) in timed.items():
            figures = paired(command, baseline, runs, before)
            print(f"{label:44} {figures['ms']:7.1f} ms  {figures['ratio']:4.2f}x   {figures['memory']:4.2f}x")
        for label, (command, lines) in shell_cases(referee, Path(folder)).items():
            per_line = shell_line_ms(command, lines, max(3, runs // 3))
            print(f"{'play shell, per line, ' + label:44} {per_line:7.2f} ms")
        from referee.games import REFEREED

        for game in REFEREED:
            if (Path(folder) / f"{game}.toml").exists():
                per_status = status_after_move_ms(referee, Path(folder), game, max(3, runs // 3))
                print(f"{'play shell, status after each move, ' + game:44} {per_status:7.2f} ms")


if __name__ == "__main__":
    main()
