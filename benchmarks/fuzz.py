"""The long fuzzing run: hostile inputs on the four surfaces a user reaches.

Move lines (at several moments of recorded games), tally files, session
files and rules questions, for every game: valid inputs from the examples
and the question sets, mutated (see tests/fuzz/harness.py), fed in-process.
Every input must get an answer or a clear refusal; any other exception is a
failure, printed with its input and traceback. Every CLI_EVERY-th input also
runs through the whole command line with real files: the exit code must be
0, 1 or 2, stderr must hold no traceback and no "Internal error", and the
files the command only reads (or a refused command's session) must not
change.

    python benchmarks/fuzz.py [INPUTS] [--seconds S] [--jobs J] [--seed N]

Defaults: 1,000,000 inputs, no time limit, 1 job. With --seconds the run
stops early and says how many inputs it fed. Prints inputs per surface,
rate, tracebacks, bad exits and files changed. Target: 0, 0, 0.
"""

from __future__ import annotations

import importlib.util
import multiprocessing
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("fuzz_harness", ROOT / "tests" / "fuzz" / "harness.py")
harness = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(harness)

WEIGHTS = {"move": 45, "tally": 30, "session": 15, "ask": 10}
CLI_EVERY = 250
MAX_REPORTED = 30


def _option(name: str, default: float) -> float:
    return float(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


def _input(surface: str, rng: random.Random):
    """(function, args, what to print) for one hostile input."""
    if surface == "move":
        game = rng.choice(harness.refereed())
        corpus = harness.move_corpus(game) + harness.move_corpus(rng.choice(harness.refereed()))
        line = harness.mutate(rng.choice(corpus), rng) if rng.random() < 0.9 else rng.choice(harness.NASTY)
        return harness.try_move, (game, rng.randrange(100), line), (game, line)
    if surface == "tally":
        game = rng.choice(harness.games())
        text = harness.mutate(rng.choice(harness.tally_corpus(game)), rng, toml=True)
        return harness.try_tally, (game, text), (game, text)
    if surface == "session":
        text = harness.mutate(rng.choice(harness.session_corpus()), rng, toml=True)
        return harness.try_session, (text,), (text,)
    question = harness.mutate(rng.choice(harness.question_corpus()), rng)
    game = rng.choice((None, *harness.games()))
    return harness.try_ask, (question, game), (question, game)


def _cli(surface: str, shown: tuple, rng: random.Random, folder: Path) -> list[str]:
    """Run one input through the command line; the problems found."""
    problems: list[str] = []
    path = folder / "input.toml"
    if surface == "move":
        path.write_bytes(rng.choice(harness.session_corpus()).encode("utf-8"))
        args, watched, writes = ["do", shown[1], "--file", str(path)], [path], True
    elif surface == "tally":
        path.write_bytes(shown[1].encode("utf-8", "surrogateescape"))
        args, watched, writes = ["score", shown[0], str(path)], [path], False
        if rng.random() < 0.3:
            args += ["--svg", str(folder / "out.svg")]
    elif surface == "session":
        path.write_bytes(shown[0].encode("utf-8", "surrogateescape"))
        move = rng.choice(harness.move_corpus(rng.choice(harness.refereed())))
        args, watched, writes = [rng.choice(["do", "status", "log", "undo", "check"]), "--file", str(path)], [path], True
        if args[0] in ("do", "check"):
            args.insert(1, move)
    else:
        args, watched, writes = ["ask", shown[0][:2000]], [], False
        if shown[1]:
            args += ["--game", shown[1]]
    if rng.random() < 0.2:
        args += ["--lang", rng.choice(("en", "es"))]
    code, _, err, changed = harness.run_cli(args, watched)
    if code not in (0, 1, 2):
        problems.append(f"bad exit {code}: referee {_short(args)}\n  {err.strip()[-300:]}")
    if "Traceback" in err or "Internal error" in err:
        problems.append(f"traceback: referee {_short(args)}\n  {err.strip()[-600:]}")
    if changed and (not writes or code != 0):
        problems.append(f"file changed (exit {code}): referee {_short(args)}")
    return problems


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 300 else text[:297] + "..."


def worker(job: tuple[int, int, float]) -> dict:
    seed, inputs, deadline = job
    rng = random.Random(seed)
    surfaces = [name for name, weight in WEIGHTS.items() for _ in range(weight)]
    counts: Counter = Counter()
    cli_runs = 0
    tracebacks: list[str] = []
    cli_problems: list[str] = []
    kinds: Counter = Counter()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for number in range(inputs):
            if number % 100 == 0 and time.time() > deadline:
                break
            surface = rng.choice(surfaces)
            function, args, shown = _input(surface, rng)
            counts[surface] += 1
            try:
                function(*args)
            except Exception as error:
                frame = traceback.extract_tb(error.__traceback__)[-1]
                kind = f"{type(error).__name__} at {Path(frame.filename).name}:{frame.lineno}"
                kinds[kind] += 1
                if kinds[kind] <= 2 and len(tracebacks) < MAX_REPORTED:
                    tracebacks.append(f"{surface} {_short(shown)}\n" + "".join(traceback.format_exception(error)[-4:]))
            if number % CLI_EVERY == 0:
                cli_runs += 1
                cli_problems += _cli(surface, shown, rng, folder)
    return {"counts": counts, "cli_runs": cli_runs, "tracebacks": tracebacks, "kinds": kinds, "cli_problems": cli_problems}


def main() -> None:
    positional = [a for i, a in enumerate(sys.argv[1:], 1) if not a.startswith("--") and not sys.argv[i - 1].startswith("--")]
    total = int(positional[0]) if positional else 1_000_000
    seconds = _option("--seconds", 0)
    jobs = int(_option("--jobs", 1))
    seed = int(_option("--seed", 2026))
    os.environ.setdefault("REFEREE_CACHE", tempfile.mkdtemp(prefix="referee-fuzz-cache-"))
    deadline = time.time() + seconds if seconds else float("inf")
    start = time.perf_counter()
    work = [(seed + j, total // jobs + (1 if j < total % jobs else 0), deadline) for j in range(jobs)]
    if jobs == 1:
        results = [worker(work[0])]
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.map(worker, work)
    elapsed = time.perf_counter() - start
    counts: Counter = Counter()
    kinds: Counter = Counter()
    tracebacks, cli_problems, cli_runs = [], [], 0
    for result in results:
        counts += result["counts"]
        kinds += result["kinds"]
        tracebacks += result["tracebacks"]
        cli_problems += result["cli_problems"]
        cli_runs += result["cli_runs"]
    for text in tracebacks[:MAX_REPORTED]:
        print(text)
    for text in cli_problems[:MAX_REPORTED]:
        print(text)
    fed = sum(counts.values())
    print(f"inputs: {fed:,} ({', '.join(f'{name} {counts[name]:,}' for name in WEIGHTS)}) in {elapsed:.0f} s, "
          f"{fed / elapsed:,.0f} per second with {jobs} job(s)")
    print(f"through the whole command line: {cli_runs:,}")
    print(f"tracebacks: {sum(kinds.values())} ({len(kinds)} kinds)")
    for kind, count in kinds.most_common(20):
        print(f"  {count:6} {kind}")
    bad_exits = sum(1 for p in cli_problems if p.startswith("bad exit"))
    changed = sum(1 for p in cli_problems if p.startswith("file changed"))
    cli_tracebacks = sum(1 for p in cli_problems if p.startswith("traceback"))
    print(f"command line: tracebacks or internal errors {cli_tracebacks}, bad exits {bad_exits}, files changed {changed}")
    sys.exit(1 if kinds or cli_problems else 0)


if __name__ == "__main__":
    main()
