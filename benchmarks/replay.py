"""Replay speed: folding a session's events into its state, in-process.

Every refereed game's recorded example sessions (complete games, each event
checked and applied exactly as `referee status` or `do` would) are chained
until the log reaches N events: the games are replayed one after another,
cycling through the recorded ones, the last cut short at N. Prints, per game,
the milliseconds per event at 1,000 and 10,000 events and the 10k / 1k ratio.
Targets: 10,000 events in under 1 s, and linear (10k / 1k <= 11). Times are
the CPU time of this process (median of REPEATS runs, ten times as many for
the 1,000-event fold), so other work on the machine does not skew them.

    python benchmarks/replay.py [REPEATS]
"""

from __future__ import annotations

import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee.core.session import load, replay  # noqa: E402
from referee.games import REFEREED, game_rules  # noqa: E402

SIZES = (1_000, 10_000)


def recorded_games(game_id: str) -> list:
    """The game's example sessions that replay to their end without a refusal."""
    rules = game_rules(game_id)
    sessions = []
    for path in sorted((ROOT / "examples" / game_id).glob("*.toml")):
        session = load(path)
        done = replay(rules, session.setup, session.events)
        if done.error is None and session.events:
            sessions.append(session)
    return sessions


def chained(sessions: list, size: int) -> list[tuple]:
    """(setup, events) pairs whose events add up to `size`, cycling through the games."""
    pieces, total, index = [], 0, 0
    while total < size:
        session = sessions[index % len(sessions)]
        events = session.events[: size - total]
        pieces.append((session.setup, events))
        total += len(events)
        index += 1
    return pieces


def fold_time(rules, pieces: list[tuple], repeats: int) -> float:
    """The median time of folding every piece, over `repeats` runs."""
    times = []
    for _ in range(repeats):
        start = time.process_time()
        for setup, events in pieces:
            done = replay(rules, setup, events)
            assert done.error is None, done.error
        times.append(time.process_time() - start)
    return statistics.median(times)


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    print(f"machine: {platform.machine()} {platform.processor() or ''} Python {platform.python_version()}; median of {repeats} runs")
    print(f"{'game':16} {'games':>5} {'1k ms/event':>12} {'10k total':>10} {'10k ms/event':>13} {'10k/1k':>7}")
    for game_id in REFEREED:
        sessions = recorded_games(game_id)
        if not sessions:
            print(f"{game_id:16} no recorded game in examples/{game_id}")
            continue
        rules = game_rules(game_id)
        # the short fold is timed more often: its median would otherwise be the noisier figure of the ratio
        elapsed = {size: fold_time(rules, chained(sessions, size), repeats * (10 if size == SIZES[0] else 1)) for size in SIZES}
        small, large = elapsed[SIZES[0]], elapsed[SIZES[1]]
        print(f"{game_id:16} {len(sessions):5} {small * 1000 / SIZES[0]:12.3f} {large:9.2f}s {large * 1000 / SIZES[1]:13.3f} {large / small:7.2f}")


if __name__ == "__main__":
    main()
