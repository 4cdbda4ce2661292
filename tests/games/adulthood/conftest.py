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

from adulthood_lines import BOARD, CAREERS, MARKET, SOLO_BOARD  # the set-up lines, also imported by the tests


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
