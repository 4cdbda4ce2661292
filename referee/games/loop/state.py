"""The tracked state of a LOOP game night: plain dataclasses.

Everything the table reports ends up here: each player's AREA (COIN,
HAPPINESS, REPUTATION, MATERIAL with QUALITY, LANDFILL, kept ACTIVITY, GOAL,
FAVOUR hand, CREDIT CARD), the board (BUY AREA, CONSUME AREA, the decks as far
as they are known), the flow (whose turn, what was done this turn, the
phase) with the decisions owed (set-up reports, EVENT responses, a FAVOUR's
answers: one queue, see decisions.py) and the end-of-game triggers. A
session's fold applies its events to one state in place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.core.facts import FactBook
from referee.core.pending import Pending


@dataclass
class Material:
    kind: str
    quality: int
    forged: str | None = None   # Craftsman's Forge: the type it is for this turn


@dataclass(frozen=True)
class Activity:
    name: str
    colours: tuple[str, str]
    properties: tuple[str, str]


@dataclass
class Player:
    name: str
    seat: int
    career: str = "intern"
    dealt: list[str] = field(default_factory=list)   # the CAREER dealt ([play.careers] dealt; Competitive set-up)
    happiness: int = 0
    reputation: int = 0
    coins: int = 0
    materials: list[Material] = field(default_factory=list)
    landfill: list[str] = field(default_factory=list)
    activities: list[Activity] = field(default_factory=list)   # kept, oldest first
    completed: int = 0
    goals: list[str] = field(default_factory=list)
    hand: dict[str, int] = field(default_factory=dict)
    played: dict[str, int] = field(default_factory=dict)   # Cooperative / Solo: face-up, back on WORK
    cards: list[dict[str, int]] = field(default_factory=list)   # CREDIT CARD: {"number", "paid": total, "turn": this turn}
    cards_applied: int = 0   # CREDIT CARD taken so far: the next one is numbered one more
    events_down: int = 0   # face-down EVENT next to the CAREER
    golden: bool = False


@dataclass
class FavourPlay:
    """A red FAVOUR played to a target, waiting for ACCEPT / REJECT / a call."""

    player: str
    target: str
    effect: str            # what it does (the claim, for a Politician's face-down FAVOUR)
    card: str              # the physical card
    details: dict[str, Any]
    enforced: bool = False     # Officer's first FAVOUR of the turn
    face_down: bool = False    # Politician: not yet revealed


@dataclass
class Turn:
    """What the active player has done this turn."""

    action: str | None = None     # work / buy / consume
    drawn: bool = False
    buys: int = 0
    slack_buys: int = 0      # Office Lady's Slack Off: MATERIAL bought in a WORK turn
    landfill_buys: int = 0   # Scientist: MATERIAL bought from a LANDFILL
    half_buys: int = 0       # Mid-Season Sales: MATERIAL bought at the reduced price
    consumes: int = 0
    used: list[str] = field(default_factory=list)   # once-per-turn abilities
    favours_played: int = 0
    spent: int = 0
    earned_back: int = 0
    rain: bool = False
    collector: bool = False
    minimalist: bool = False
    shares: list[dict[str, Any]] = field(default_factory=list)
    start_kept: list[Activity] = field(default_factory=list)
    snapshots: list[list[Activity]] = field(default_factory=list)
    applied: int = 0
    work_ends: bool = False   # WORK with no HAPPINESS: the turn ends at once (P.6)


@dataclass
class State:
    mode: str
    order: list[str]
    people: dict[str, Player]
    phase: str = "setup"          # setup, turn, refill, burn, events, over
    current: int = 0
    round: int = 1
    turn: int = 0                 # turns begun so far
    this_turn: Turn = field(default_factory=Turn)
    # MATERIAL: the deck's make-up as far as known, cards gone unseen, the
    # Discard Pile (Solo's central LANDFILL) and the 5 slots of the BUY AREA.
    deck: dict[str, int] = field(default_factory=dict)
    deck_unseen_out: int = 0
    discard: dict[str, int] = field(default_factory=dict)
    buy_area: list[Material | None] = field(default_factory=list)
    # ACTIVITY: unseen cards in the deck, known cards reshuffled into it, the
    # Discard Pile, the CONSUME AREA and what the players entered.
    activity_unseen: int = 0
    activity_known: list[Activity] = field(default_factory=list)
    activity_discard: list[Activity] = field(default_factory=list)
    consume_area: list[Activity | None] = field(default_factory=list)
    activity_catalog: dict[str, list[Activity]] = field(default_factory=dict)
    goal_catalog: dict[str, dict[str, Any]] = field(default_factory=dict)
    # ACTIVITY faces and GOAL rewards printed on the cards, as reported once
    # (this session, the session file or the user's catalog: core/facts.py)
    facts: FactBook = field(default_factory=FactBook)
    goals_taken: list[str] = field(default_factory=list)
    favour_deck: dict[str, int] = field(default_factory=dict)
    favour_discard: dict[str, int] = field(default_factory=dict)
    event_pool: list[str] = field(default_factory=list)   # not yet revealed (deck + face-down)
    event_discard: list[str] = field(default_factory=list)
    active_event: str | None = None
    to_flip: int = 0
    favour: FavourPlay | None = None   # a FAVOUR waiting for its target's answer
    # The decisions owed, first owed first: set-up reports, IMMEDIATE EVENT
    # responses (one per player, clockwise), the answer to a FAVOUR.
    pending: Pending = field(default_factory=Pending)
    burn_due: bool = False
    end_triggered: bool = False
    depleted: bool = False
    depletion_by: str | None = None
    depletion_loss: int = 0
    over: bool = False
    # How `payoff N` names a CREDIT CARD: by the number it got when APPLYed,
    # kept while others are paid off ("stable", every new session), or by
    # its place among the cards held now (sessions recorded before that).
    stable_card_numbers: bool = True
    # Solo: a move taking one of several BUY AREA cards of a type that show
    # different QUALITY names it (every new session), or takes the first (before).
    named_buy_area_cards: bool = True

    @property
    def player(self) -> Player:
        return self.people[self.order[self.current]]

    @property
    def active(self) -> str:
        return self.order[self.current]

    def deck_size(self) -> int:
        return sum(self.deck.values()) - self.deck_unseen_out

    def activity_deck_size(self) -> int:
        return self.activity_unseen + len(self.activity_known)

    def favours_available(self) -> int:
        return sum(self.favour_deck.values()) + sum(self.favour_discard.values())

    def events_left(self) -> int:
        down = sum(p.events_down for p in self.people.values()) + self.to_flip
        return len(self.event_pool) - down


def bump(counter: dict[str, int], key: str, amount: int = 1) -> None:
    """Add to a counter held as a plain dict, dropping zero entries."""
    value = counter.get(key, 0) + amount
    if value:
        counter[key] = value
    else:
        counter.pop(key, None)
