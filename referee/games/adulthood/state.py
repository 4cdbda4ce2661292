"""The tracked state of an Adulthood game: plain data on the engine's Table.

Each player's supply (Time meeples, Energy, Money), the two score markers and
their tokens, the Grown-Up / Promoted / Married markers, the cards in hand
and in the tableau (four slots, Partner, Resources and Traits, the Experience
stack), the Values as counts (they stay secret), and what is on the action
spots this turn. The board: the market row and, in solo, the Life Event deck.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.core.table import Table
from referee.games.adulthood.board import board_facts


@dataclass
class Person:
    name: str
    energy: int
    money: int
    happiness: int = 0
    impact: int = 0
    unhappiness: int = 0          # Unhappiness (sad) tokens
    negative: int = 0             # Negative Impact tokens
    grown_up: bool = False
    promoted: bool = False
    married: bool = False
    hand: list[str] = field(default_factory=list)
    slots: dict[str, str] = field(default_factory=dict)      # category -> card covering its upper spot
    partner: str | None = None                               # the Partner (the one Married, if any)
    more_partners: list[str] = field(default_factory=list)   # Partners kept active beside it (Open Relationship)
    side: list[str] = field(default_factory=list)            # Resources and Traits
    experiences: list[str] = field(default_factory=list)     # the Experience stack
    values_down: int = 0
    values_hand: int = 0
    # Step 1: the spots used this turn (None: not placed yet) and what stands on them.
    placed: list[str] | None = None
    on_spots: dict[str, dict[str, int]] = field(default_factory=dict)
    played_now: list[str] = field(default_factory=list)      # played this turn: their spots open next turn
    events_now: list[str] = field(default_factory=list)      # Life Events acquired this turn
    lasting: list[str] = field(default_factory=list)         # Life Events in effect next round
    values_points: list[int] | None = None                   # revealed at the end
    heart: bool = False
    achievement: str | None = None                           # solo
    level: int | None = None


@dataclass
class Turn:
    """What the active player has done in step 3 and what the turn still owes."""

    drafts: int = 0
    paid_drafts: int = 0           # solo: drafts that raised the price ladder
    finished: bool = False


@dataclass(kw_only=True)
class State(Table):
    mode: str
    people: dict[str, Person]
    market: list[str | None] = field(default_factory=list)
    turn_state: Turn = field(default_factory=Turn)
    end_triggered: bool = False
    events_owed: dict[str, int] = field(default_factory=dict)   # Life Events from track spaces, resolved at the end of the turn
    solo_events: int = 0           # Life Events drawn from the solo deck
    lasting_until: dict[str, int] = field(default_factory=dict)   # Life Event -> last round it is in effect
    ended_by_itself: str | None = None   # the player whose step 3 the referee just ended (automatic.py)
    extra_after_end: bool = False        # that player just took an extra card: the end may still be confirmed (market.draft)
    refill_skipped: str | None = None    # the player of the game's last turn, whose step 4 refilled no market (flow.reset)

    @property
    def person(self) -> Person:
        return self.people[self.active]

    def board(self) -> dict[str, Any]:
        """The Scoring / Market Board facts reported for this mode ({} until then)."""
        return board_facts(self)
