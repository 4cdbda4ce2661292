"""Helpers for the LOOP referee tests: a table set up by reported moves, with
the state open for arranging a situation; play-outs live in loop_playout.py."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from support.reported_table import ReportedTable
from referee.core.engine import Setup
from referee.games.loop import data
from referee.games.loop.referee import RULES
from referee.games.loop.setup import NEW_SESSION_OPTIONS
from referee.games.loop.state import Material

ACTIVITIES = [
    "a1 glass plastic house heart",
    "a2 food metal group leaf",
    "a3 utility food book heart",
    "a4 metal metal house group",
    "a5 plastic utility leaf book",
]
FAVOURS = ["share", "acquire", "barter", "resell", "recycle"]


class Table(ReportedTable):
    """A LOOP game driven by move lines, as the table would report them."""

    rules = RULES

    def __init__(self, mode: str = "basic", players=("Ana", "Ben"), careers: dict | None = None, hands: dict | None = None, setup_options: dict | None = None):
        self.start(Setup("loop", mode, tuple(players), dict(setup_options if setup_options is not None else NEW_SESSION_OPTIONS)))
        careers = careers or {}
        hands = hands or {}
        kinds = iter(data.material_types() * 4)
        activities = iter(ACTIVITIES)
        while self.state.phase == "setup":
            name, verbs = next(iter(RULES.expected(self.state).actors.items()))
            verb = verbs[0]
            person = self.state.people[name]
            if verb == "activity":
                self.do(f"{name}: activity {next(activities)}")
            elif verb == "careers":
                wanted = careers.get(name, "intern")
                taken = {c for p in self.state.people.values() for c in p.dealt} | set(careers.values())
                spare = [c for c in data.careers_for(mode) if c not in taken]
                pair = [wanted, spare[0]] if wanted != "intern" else spare[:2]
                self.do(f"{name}: careers {pair[0]} {pair[1]}")
            elif verb == "career":
                self.do(f"{name}: career {careers.get(name, 'intern')}")
            elif verb == "hand":
                row = data.table()["favours"]["by_seat"][str(len(players))]
                count = row[person.seat] if person.seat < len(row) else 2
                hand = hands.get(name, FAVOURS[:count])
                self.do(f"{name}: hand {' '.join(hand)}")
            elif verb == "start":
                count = len(data.careers()[person.career]["start_materials"])
                self.do(f"{name}: start {' '.join(next(kinds) for _ in range(count))}")

    def give(self, name: str, materials=None, coins=None, happiness=None, reputation=None, hand=None, landfill=None):
        person = self.p(name)
        if materials is not None:
            person.materials = [Material(k, q) for k, q in materials]
        if coins is not None:
            person.coins = coins
        if happiness is not None:
            person.happiness = happiness
        if reputation is not None:
            person.reputation = reputation
        if hand is not None:
            person.hand = dict(hand)
        if landfill is not None:
            person.landfill = list(landfill)

    def english(self, changes) -> str:
        return "\n".join(m.english() for m in changes)

    def finish_turn(self, end_line: str | None = None):
        """End the active player's turn and report refills, burns and EVENT until the next turn."""
        name = self.state.active
        self.do(end_line or f"{name}: end")
        kinds = iter(k for k in data.material_types() * 6)
        while self.state.phase in ("refill", "burn") and not self.state.over:
            verbs = RULES.expected(self.state).actors[name]
            if "material" in verbs:
                kind = next(k for k in kinds if self.state.deck.get(k, 0) > 0)
                self.do(f"{name}: material {kind}" + (" 2" if self.state.mode == "solo" else ""))
            elif "activity" in verbs:
                self.do(f"{name}: activity {self._spare_activity()}")
            elif "burn" in verbs:
                kind = next(k for k in kinds if self.state.deck.get(k, 0) > 0)
                self.do(f"{name}: burn {kind}")

    def _spare_activity(self) -> str:
        from referee.games.loop.board import copies_in_play

        for line in ACTIVITIES:
            if copies_in_play(self.state, line.split()[0]) < 2:
                return line
        return f"x{len(self.state.activity_catalog)} glass food house book"


@pytest.fixture
def table():
    return Table
