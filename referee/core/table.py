"""`Table`: the part of every refereed game's state that the engine manages —
the players in seat order, the phase, round and turn, whose seat is active,
the decisions owed and the facts known, and whether the game is over.

A game's state extends it with plain data only:

    @dataclass(kw_only=True)
    class State(Table):
        market: list[str] = field(default_factory=list)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.core.facts import FactBook
from referee.core.messages import Msg
from referee.core.pending import Pending


@dataclass(kw_only=True)
class Table:
    """The engine's part of every refereed game's state: seats, phase, round and turn, the decisions owed, the component facts and the end of the game."""
    players: tuple[str, ...]
    phase: str
    round: int = 1
    turn: int = 0
    seat: int = 0
    first_seat: int = 0
    pending: Pending = field(default_factory=Pending)
    facts: FactBook = field(default_factory=FactBook)
    over: bool = False
    end_reason: Msg | None = None

    @property
    def active(self) -> str:
        """The player whose turn it is."""
        return self.players[self.seat]

    def next_seat(self, seat: int | None = None) -> int:
        """The seat clockwise from `seat` (default: the active one)."""
        return ((self.seat if seat is None else seat) + 1) % len(self.players)

    def seats_from(self, seat: int) -> list[str]:
        """The players in clockwise order, starting at `seat`."""
        count = len(self.players)
        return [self.players[(seat + offset) % count] for offset in range(count)]

    def is_last_of_round(self) -> bool:
        """True when the active seat is the last to play this round (the one
        before the round's first seat)."""
        return self.next_seat() == self.first_seat

    def seat_of(self, player: str) -> int:
        """The seat index of `player`."""
        return self.players.index(player)
