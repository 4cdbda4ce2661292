"""Record the bundled CV sessions (run once; the files are then kept as they are).

    PYTHONPATH=. python examples/cv/record_examples.py

Each game is played by tests/games/cv/cv_night.py the way a table plays:
seeded dice, rerolls towards a wanted card, the best cards the players can
pay, their weakest card lost to misfortune. The card names (ea-01, ma-01,
oa-01, ch-01 ...) and their facts stand for whatever cards the table reports,
one box for both games: the rulebook prints no card text. The last file is
the 3-player game with one illegal report slipped in, which `referee replay`
must catch: a player rerolls a die showing bad luck.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "tests" / "games" / "cv"))

from cv_night import night

from examples.recording import save_night

GAMES = {
    "standard-3p.session.toml": (("Felix", "Julius", "Eric"), 2),
    "standard-2p.session.toml": (("Ana", "Ben"), 7),
}


def slip_in_a_frozen_reroll(log: list[str]) -> list[str]:
    """After the first roll showing bad luck, the player rerolls that die too."""
    for index, line in enumerate(log):
        player, _, rest = line.partition(": ")
        if rest.startswith("roll ") and "bad-luck" in rest.split():
            dice = rest.split()[1:]
            dice[dice.index("bad-luck")] = "money"
            return [*log[: index + 1], f"{player}: reroll {' '.join(dice)}", *log[index + 1:]]
    raise AssertionError("no bad luck rolled")


def main() -> None:
    logs = {}
    for name, (players, seed) in GAMES.items():
        logs[name] = night(players, seed).log
        save_night(HERE / name, "cv", "standard", players, logs[name])
    players = GAMES["standard-3p.session.toml"][0]
    log = slip_in_a_frozen_reroll(logs["standard-3p.session.toml"])
    save_night(HERE / "standard-3p-illegal-move.session.toml", "cv", "standard", players, log)


if __name__ == "__main__":
    main()
