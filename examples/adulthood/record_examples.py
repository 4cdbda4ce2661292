"""Record the bundled Adulthood sessions (run once; the files are then kept as they are).

    PYTHONPATH=. python examples/adulthood/record_examples.py

Each game is played by tests/games/adulthood/adulthood_playout.py's careful
chooser (points first, cards it can afford, Promotion and Marriage when
open). The card names and facts stand for whatever the table reports, since
the rulebook prints no card text. The last file is the 3-player game with one
illegal report slipped in — Ben drafting a second market card in one turn —
which `referee replay` must catch.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "tests" / "games" / "adulthood"))

from adulthood_playout import playout, sensible

from examples.recording import save_night, slipped_in

GAMES = {
    "standard-3p.toml": ("standard", ("Ana", "Ben", "Carla"), 1),
    "solo.toml": ("solo", ("Ana",), 2),
}


def main() -> None:
    logs = {}
    for name, (mode, players, seed) in GAMES.items():
        _, log = playout(mode, players, seed, sensible)
        logs[name] = log
        save_night(HERE / name, "adulthood", mode, players, log)
    log = slipped_in(logs["standard-3p.toml"], "Ben: draft", "Ben: draft 2")
    save_night(HERE / "standard-3p-illegal.toml", "adulthood", "standard", GAMES["standard-3p.toml"][1], log)


if __name__ == "__main__":
    main()
