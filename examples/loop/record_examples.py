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

from referee.core.engine import Setup
from referee.core.session import Session, save

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
        save(Session(Setup("loop", mode, players), "en", log), HERE / name)
    # The same competitive game, with a BUY its player cannot pay slipped in at Ana's first turn.
    log = list(logs["competitive-4p.toml"])
    at = next(i for i, line in enumerate(log) if line.startswith("Ana: draw")) + 1
    log.insert(at, "Ana: buy utility 4")
    save(Session(Setup("loop", "competitive", GAMES["competitive-4p.toml"][1]), "en", log), HERE / "competitive-4p-illegal.toml")


if __name__ == "__main__":
    main()
