"""Record the bundled LOOP sessions (run once; the files are then kept as they are).

    PYTHONPATH=. python examples/loop/record_examples.py

Each game is a seeded random legal play-out (tests/games/loop/loop_playout.py):
the ACTIVITY and GOAL names in it (act1, goal1, ...) stand for whatever cards
the table reports, since the rulebook does not list them. The last file is the
competitive game with one illegal report slipped in, which `referee replay`
must catch.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "tests" / "games" / "loop"))

from loop_playout import playout

from examples.recording import save_night, slipped_in

GAMES = {
    "competitive-4p.toml": ("competitive", ("Ana", "Ben", "Cara", "Dan"), 7),
    "cooperative-3p.toml": ("cooperative", ("Ana", "Ben", "Cara"), 3),
    "solo.toml": ("solo", ("Ana",), 5),
}


def main() -> None:
    logs = {}
    for name, (mode, players, seed) in GAMES.items():
        _, log = playout(mode, players, seed)
        logs[name] = log
        save_night(HERE / name, "loop", mode, players, log)
    # The same competitive game, with a BUY its player cannot pay slipped in at Ana's first turn.
    log = slipped_in(logs["competitive-4p.toml"], "Ana: draw", "Ana: buy utility 4")
    save_night(HERE / "competitive-4p-illegal.toml", "loop", "competitive", GAMES["competitive-4p.toml"][1], log)


if __name__ == "__main__":
    main()
