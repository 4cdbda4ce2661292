"""Helpers for the CV referee tests: a table set up by reported moves, with
the state open for arranging a situation (cards known, CVs, tokens, the
track). Card names and facts stand for whatever the table reports."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from support.reported_table import ReportedTable
from referee.core.engine import Setup
from referee.games.cv import cards
from referee.games.cv.referee import RULES

TRACK = [
    "used-car possession cost:money,money,money points:3",
    "marriage relationship cost:relationship,relationship gives:relationship dice:1",
    "gym health cost:health gives:health",
    "school knowledge cost:knowledge gives:knowledge",
    "office work cost:knowledge gives:money,money upkeep:health",
]
CHILDHOOD = ["bicycle", "piano", "dog", "kite", "cat", "swing", "ball", "books", "tree", "drum", "sled", "doll"]


class Table(ReportedTable):
    """A CV game driven by move lines, as the table would report them."""

    rules = RULES

    def __init__(self, players=("Felix", "Julius", "Eric"), track=TRACK, starter: str | None = None):
        self.start(Setup("cv", "standard", tuple(players)))
        dealer = players[0]
        for line in track:
            self.do(f"{dealer}: reveal {line}")
        for number in range(len(players) - 1):
            self.do(f"{dealer}: goal goal-{number + 1} 5")
        starter = starter or players[0]
        hands = {name: CHILDHOOD[3 * i:3 * i + 3] for i, name in enumerate(players)}
        # whoever should end with the bicycle gets it in the second pass: the player to their right holds it first
        right = players[(players.index(starter) - 1) % len(players)]
        hands[players[0]][0], hands[right][0] = hands[right][0], hands[players[0]][0]
        for name in players:
            self.do(f"{name}: dealt {' '.join(hands[name])}")
        for name in players:
            keep = next(card for card in self.p(name).dealt if card != "bicycle")
            self.do(f"{name}: keep {keep}")
        for name in players:
            dealt = self.p(name).dealt
            keep = "bicycle" if "bicycle" in dealt else dealt[0]
            self.do(f"{name}: keep {keep}")

    def know(self, line: str, deck: str = "early") -> str:
        """Make a card's facts known, as if reported earlier: 'name type cost:...'."""
        name, *tokens = line.split()
        self.state.facts.learn(cards.key(name), cards.parse(deck, tuple(tokens), line))
        return name

    def give(self, name: str, cv: dict | None = None, tokens=None, hand=None):
        person = self.p(name)
        for kind, stack in (cv or {}).items():
            person.stacks[kind] = list(stack)
        if tokens is not None:
            person.tokens = list(tokens)
        if hand is not None:
            person.hand = list(hand)

    def english(self, changes) -> str:
        return "\n".join(m.english() for m in changes)


@pytest.fixture
def table():
    return Table
