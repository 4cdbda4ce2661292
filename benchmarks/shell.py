"""The `play` shell, in-process: how long each command takes once the shell
has started, on each refereed game's longest recorded example.

The shell is run as a user runs it (`referee play FILE`, lines on its
standard input), in this process, on a copy of the example without its last
MOVES events. Its input is a stream that notes the CPU time of this process
each time the shell asks for a line, so a line's time is everything the
shell did between reading it and asking for the next one. The script:

    status, options                       (the first fold: not counted)
    then for each of the MOVES events:
        do EVENT                          ('do')
        status                            ('status after do': the move just made)
        options                           ('options')
        check NEXT EVENT                  ('check')
        status                            ('status': nothing changed since)

Each game's script runs RUNS times, each as a new shell (what the program
keeps in the process emptied) on a fresh copy of the file, a
fresh snapshot cache and a fresh catalog of component facts that knows what
the events before the last MOVES reported, as on the machine that recorded
them (so the moves that teach the catalog a fact teach it in every run). Prints per game and
command the median (p50) and the largest time in ms over every run. Target:
every command < 5 ms. CPU time of this process, so that other work on the
machine skews the figures little; run it on an idle machine all the same.

`--rare`: also the cases issue 13 left (a table per game, p50 / max ms and
how many lines took 5 ms or more): a first night (the whole game played in
one shell with an empty catalog, so its moves teach every fact: a save that
teaches a fact a fold listed keys under, Coming of Age's `memory-token.*`,
makes the next command fold again); `amend N` of the event 1, 4, 16 and 64
events back from the end, to its own text (the log after it re-checked), in
a shell that has just played the last MOVES events; and the first command of a shell started after one that
was killed (`kill -9`: no snapshot written at its end) or that ended.

`--width N`: the terminal's width (default 160: the players' boards side by
side; at 80 they are drawn one under the other). `--dump FOLDER` also writes each game's output (standard output of the first
run) to FOLDER/GAME.txt, to compare two versions of the program byte for byte.

    python benchmarks/shell.py [RUNS] [--width N] [--dump FOLDER] [--rare]
"""

from __future__ import annotations

import io
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from startup import longest_example  # noqa: E402 (the same example startup.py times)

MOVES = 20
# What the program keeps in the process from one command of the shell to the
# next (older and newer names): emptied before each run, as a new shell starts.
PROCESS_CACHES = ("_KEPT", "_RECENT", "_ANCHORS", "_VIEWED", "_LAST_PARSED", "_LAST_READ", "_DRAWN")
KINDS = ("status", "options", "check", "do", "status after do")


class _TimedInput(io.StringIO):
    """The shell's input: its lines, and the CPU time at each request for one."""

    def __init__(self, lines: list[str]):
        super().__init__("".join(line + "\n" for line in lines))
        self.asked: list[int] = []

    def readline(self, *args) -> str:  # input() reads a line of a stream that is not a terminal
        self.asked.append(time.process_time_ns())
        return super().readline(*args)


def script(events: list[str]) -> tuple[list[str], list[str | None]]:
    """The shell's lines for the last MOVES events, and what each line is (None: not counted)."""
    lines, kinds = ["status", "options"], [None, None]
    played = events[-MOVES:]
    for number, event in enumerate(played):
        lines += [event, "status", "options"]
        kinds += ["do", "status after do", "options"]
        if number + 1 < len(played):
            lines += [f"check '{played[number + 1]}'", "status"]
            kinds += ["check", "status"]
    return lines + ["quit"], kinds + [None]


def run_shell(path: Path, lines: list[str], folder: Path, known: dict | None = None, fresh: bool = True) -> tuple[list[int], str]:
    """Run `referee play PATH` on `lines` in this process, with a catalog
    that knows the facts `known`: the CPU ns of each line, and the standard
    output. Not `fresh`: the cache and catalog of the run before are kept."""
    from referee.cli import main
    from referee.core.catalog import learn
    from referee.core.session import load

    os.environ["REFEREE_CACHE"] = str(folder / "cache")
    os.environ["REFEREE_HOME"] = str(folder / "home")
    if fresh:
        shutil.rmtree(folder / "cache", ignore_errors=True)
        shutil.rmtree(folder / "home", ignore_errors=True)
    for name, module in list(sys.modules.items()):  # what a new shell process starts without
        if name.startswith("referee."):
            for kept in PROCESS_CACHES:
                getattr(module, kept, {}).clear()
    if known and fresh:
        learn(load(path).setup.game, known)
    feed, out = _TimedInput(lines), io.StringIO()
    stdin, stdout, stderr = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = feed, out, io.StringIO()
    try:
        main(["play", str(path)])
    except SystemExit:
        pass
    finally:
        sys.stdin, sys.stdout, sys.stderr = stdin, stdout, stderr
    asked = feed.asked
    return [after - before for before, after in zip(asked, asked[1:])], out.getvalue()


def main() -> None:
    import referee
    from referee.core.session import load, replay, save
    from referee.games import REFEREED, game_rules

    arguments = sys.argv[1:]
    dump = None
    if "--dump" in arguments:
        at = arguments.index("--dump")
        dump = Path(arguments[at + 1])
        del arguments[at : at + 2]
        dump.mkdir(parents=True, exist_ok=True)
    width = "160"
    if "--width" in arguments:
        at = arguments.index("--width")
        width = arguments[at + 1]
        del arguments[at : at + 2]
    rare = "--rare" in arguments
    if rare:
        arguments.remove("--rare")
    runs = int(arguments[0]) if arguments else 21
    os.environ.update({"COLUMNS": width, "LANG": "C"})
    for name in ("REFEREE_LANG", "LC_ALL", "LC_MESSAGES", "REFEREE_SESSION"):
        os.environ.pop(name, None)
    print(f"machine: {platform.machine()} {platform.processor() or ''} Python {platform.python_version()}; "
          f"{runs} runs of {MOVES} moves per game, {width} columns; ms of CPU per command, p50 / max")
    print(f"program: {Path(referee.__file__).parent}")
    print(f"{'game':28} " + " ".join(f"{kind:>17}" for kind in KINDS))
    rare_cases: dict[str, dict[str, list[float]]] = {}
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        for game_id in REFEREED:
            example = longest_example(game_id)
            if example is None:
                continue
            session = load(example)
            source = folder / f"{game_id}.toml"
            save(replace(session, events=session.events[:-MOVES], undone=[]), source)
            lines, kinds = script(session.events)
            known = replay(game_rules(game_id), session.setup, session.events[:-MOVES]).state.facts.reported
            times: dict[str, list[float]] = {kind: [] for kind in KINDS}
            for run in range(runs):
                target = folder / f"{game_id}-run.toml"
                shutil.copyfile(source, target)
                spent, output = run_shell(target, lines, folder, known)
                if dump is not None and run == 0:
                    (dump / f"{game_id}.txt").write_text(output.replace(str(target), "FILE"), encoding="utf-8")
                for kind, ns in zip(kinds, spent):
                    if kind is not None:
                        times[kind].append(ns / 1e6)
            label = f"{game_id} ({len(session.events)} events)"
            print(f"{label:28} " + " ".join(f"{statistics.median(times[k]):7.2f} / {max(times[k]):7.2f}" for k in KINDS))
            if rare:
                rare_cases[label] = rare_times(session, folder, runs)
        if rare:
            print_rare(rare_cases)


AMENDED = (1, 4, 16, 64)  # `amend` of the event this many events back from the end
RARE_KINDS = ("first night: do", "first night: status after do", *(f"amend -{back}" for back in AMENDED),
              "after a kill", "after an end")


def rare_times(session, folder: Path, runs: int) -> dict[str, list[float]]:
    """The rare cases' CPU ms (see the module's docstring), `runs` times each."""
    from referee.core.session import save

    times: dict[str, list[float]] = {kind: [] for kind in RARE_KINDS}
    events = session.events
    first = folder / "first-night.toml"
    lines, kinds = ["status"], [None]
    for event in events:
        lines += [event, "status"]
        kinds += ["first night: do", "first night: status after do"]
    for _ in range(max(1, runs // 4)):  # a whole game per run
        save(replace(session, events=[], undone=[], setup=replace(session.setup, facts={})), first)
        spent, _ = run_shell(first, lines + ["quit"], folder)
        for kind, ns in zip(kinds, spent):
            if kind is not None:
                times[kind].append(ns / 1e6)
    from referee.cli import table
    from referee.core.session import replay
    from referee.games import game_rules

    known = replay(game_rules(session.setup.game), session.setup, events).state.facts.reported  # the last moves teach nothing
    target = folder / "amended.toml"
    for _ in range(runs):
        for back in AMENDED:  # a shell that played the last MOVES events, then amends one
            if back <= len(events):
                save(replace(session, events=events[:-MOVES], undone=[]), target)
                spent, _ = run_shell(target, [*events[-MOVES:], f"amend {len(events) + 1 - back} '{events[-back]}'", "quit"], folder, known)
                times[f"amend -{back}"].append(spent[MOVES] / 1e6)
    for _ in range(runs):
        for kind in ("after a kill", "after an end"):
            target = folder / "ended.toml"
            save(replace(session, events=events[:-1], undone=[]), target)
            run_shell(target, [events[-1], "quit"], folder, known)  # writes the snapshot as it ends
            if kind == "after a kill":  # what a killed shell leaves: the file saved, no snapshot of it
                shutil.rmtree(folder / "cache", ignore_errors=True)
            table._RECENT.clear()
            started = time.process_time_ns()
            run_shell(target, ["quit"], folder, fresh=False)
            times[kind].append((time.process_time_ns() - started) / 1e6)
    return times


def print_rare(cases: dict[str, dict[str, list[float]]]) -> None:
    print()
    print("rare cases: p50 / max ms, [lines >= 5 ms]; 'after a kill/end': a whole shell started and quit")
    for label, times in cases.items():
        print(label)
        for kind in RARE_KINDS:
            found = times[kind]
            if found:
                slow = sum(1 for ms in found if ms >= 5)
                print(f"  {kind:32} {statistics.median(found):7.2f} / {max(found):7.2f}  [{slow} of {len(found)}]")


if __name__ == "__main__":
    main()
