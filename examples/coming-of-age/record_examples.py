"""Record the bundled Coming of Age sessions (run once; the files are then kept as they are).

    PYTHONPATH=. python examples/coming-of-age/record_examples.py

Each game is a seeded random legal play-out (`RandomTable` in
tests/games/coming_of_age/conftest.py) in the current session format: the
printed facts in it (Experience Spaces, required Motivation, Memory Token
effects, Goal Tile details) come from one made-up board shared by every
game — as a table reads its own board — and every bonus is reported from
the source that earned it or declined with `skip`; effects without a
choice resolve themselves and are not typed. The last file is the 3-player
game with one illegal report slipped in, which `referee replay` must catch.

The other sessions here (standard-4p, two-player, solo-hand-played) were
played by hand through the command line, one per mode, and are not written
by this script; they read another made-up board (the same in all three), so a
facts catalog filled by continuing one set contradicts the other.

The recordings of the earlier formats are kept in tests/games/coming_of_age/
format1/ and format2/: they replay with the rules they were recorded under.
In format 3 each player names a Personal Board at `start` and what its spaces
give comes from the board seed (the same red board in every game), the Bus
Stop Tiles are reported once with `tiles`, a location's facts on one line, and
Rob Bot plays by himself.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "tests" / "games" / "coming_of_age"))

from conftest import RandomTable

from referee.core.engine import Setup
from referee.core.session import Session
from referee.games.coming_of_age.config import CURRENT_FORMAT

GAME = "coming-of-age"
BOARD = 2026  # the made-up printed facts, the same in every recorded game
OPTIONS = {"format": CURRENT_FORMAT}
GAMES = {
    "standard-3p.session.toml": ("standard", ("Ana", "Ben", "Carla"), 11, (
        "# A full 3-player game of Coming of Age, recorded move by move; 'referee replay' re-checks every event.\n"
        "# Every bonus is reported from its source (a space reached, a Memory, Parent or Bus Stop card) or skipped;\n"
        "# what needs no choice (a known Experience Space, Bus Stop or board bonus) resolved itself and is not typed.\n")),
    "solo-vs-rob.session.toml": ("solo", ("Ana",), 5,
                                 "# A full solo game against Rob Bot (2 Character Tokens); Rob Bot plays by himself: his moves are not typed.\n"),
}
KEEP_AFTER_ILLEGAL = 12


def write(path: Path, comment: str, session: Session) -> None:
    path.write_text(comment + session.to_toml(), encoding="utf-8")


def illegal(log: list[str]) -> tuple[list[str], int, str]:
    """The first plain 'choose D' of year 1 turned into a move to the non-adjacent location with one Frustration Token."""
    at = next(i for i, line in enumerate(log) if " choose " in line and len(line.split()) == 3)
    player, _, die = log[at].split()
    die = int(die)
    far = (die + 1) % 4 + 1  # year 1: locations 1-4, the ends adjacent; D and D+2 are not
    line = f"{player} choose {die} {far} turquoise"
    return log[:at] + [line] + log[at + 1: at + 1 + KEEP_AFTER_ILLEGAL], at + 1, line


def main() -> None:
    logs = {}
    for name, (mode, players, seed, comment) in GAMES.items():
        table = RandomTable(seed, mode, players, board=BOARD, **OPTIONS)
        table.run()
        logs[name] = table.lines
        write(HERE / name, comment, Session(Setup(GAME, mode, players, dict(OPTIONS)), "en", table.lines))
    log, number, line = illegal(logs["standard-3p.session.toml"])
    comment = (f"# The 3-player game with one illegal move: event {number} ('{line}') moves a Die to a non-adjacent\n"
               "# location with a single Frustration Token; replay stops there (rule change-location.non-adjacent).\n")
    write(HERE / "standard-3p-illegal-move.session.toml", comment, Session(Setup(GAME, "standard", ("Ana", "Ben", "Carla"), dict(OPTIONS)), "en", log))


if __name__ == "__main__":
    main()
