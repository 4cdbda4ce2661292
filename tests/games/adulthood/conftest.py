"""Helpers for the Adulthood referee tests: a table set up by reported moves,
with the state open for arranging a situation."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from support.reported_table import ReportedTable
from referee.core.engine import Setup
from referee.games.adulthood.referee import RULES

BOARD = "cross=24 grown=10,10 events-happy=6,14,20 events-impact=6,14,20 price3=1e price4=1m"
SOLO_BOARD = "cross=24 grown=10,10"
MARKET = [
    "yoga type=wellness cost=1e action=2t>2e",
    "mall-walkers type=community action=2t>1e1i",
    "vacation type=experience cost=1m gives=1e3h icons=luxury",
    "bike type=resource cost=1m action=1t>1h icons=social",
    "crafting type=leisure cost=1e1m action=2t>2h icons=creativity",
    "family-time type=leisure cost=1e grown-up needs=family action=2t>3h icons=family",
    "marathon type=experience elsewhere=3t@wellness gives=2h icons=service",
    "volunteer type=community action=2t>2i icons=service",
    "night-class type=experience cost=1m gives=1i icons=education",
    "dog type=resource cost=1m icons=family",
]
CAREERS = {
    "Ana": "chef cost=1m icons=creativity action=4t>2m upgraded=3t>3m upgrade=creativity,creativity",
    "Ben": "nurse icons=service action=4t>2m1i upgraded=4t>3m1i upgrade=service,service",
    "Carla": "actor icons=fame action=3t>1m1h upgraded=3t>2m2h upgrade=fame,fame",
}


class Game(ReportedTable):
    """An Adulthood game driven by move lines, as the table would report them."""

    rules = RULES

    def __init__(self, mode: str = "standard", players=("Ana", "Ben", "Carla"), market=None):
        self.start(Setup("adulthood", mode, tuple(players)))
        solo = mode == "solo"
        first = players[0]
        self.do(f"{first}: board {SOLO_BOARD if solo else BOARD}")
        size = 3 if solo else 5
        self.do(f"{first}: market {' '.join((market or MARKET)[:size])}")
        for name in players:
            self.do(f"{name}: keep {CAREERS.get(name, 'clerk action=4t>1m')}")
        if solo:
            self.do(f"{first}: achievement globetrotter")

    def english(self, changes) -> str:
        return "\n".join(m.english() for m in changes)

    def step3(self, name: str, place: str = "career") -> None:
        """Bring `name` (active) through steps 1 and 2 with a simple placement."""
        self.do(f"{name}: place {place}")
        assert self.state.phase == "play", RULES.expected(self.state).phase.english()

    def end_turn(self, name: str) -> None:
        """`done`, then refill the market with spare cards until the next turn."""
        self.do(f"{name}: done")
        spare = iter(MARKET[5:] * 5)
        while self.state.pending and not self.state.over:
            head = self.state.pending.head()
            if head.verbs[0] == "market":
                empty = self.state.market.count(None)
                self.do(f"{head.player}: market {' '.join(next(spare).split()[0] for _ in range(empty))}")
            else:
                break


@pytest.fixture
def game():
    return Game
