"""The tracked state of a CV game: plain data on top of the engine's Table.

The board: the track (card names, left to right), the cards left in each
life-stage deck and the one in use, the public life goals. Each player: the
CV as one stack per card type (bottom first, the last card is the active
one), the hand (childhood cards and bought events), the tokens (the symbols
of the active cards at the last cleanup), the bicycle token, and what they
report at the end. The turn: the dice on the table, rerolls used, symbols
spent, symbols of cards played to help buy and not used yet, cards bought
and still to place, misfortunes owed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.core.table import Table


@dataclass
class Player:
    """One player's CV (a stack per type, the last card active), hand, tokens and end-of-game reports."""

    name: str
    stacks: dict[str, list[str]] = field(default_factory=dict)
    hand: list[str] = field(default_factory=list)
    tokens: list[str] = field(default_factory=list)
    bicycle_token: bool = False
    dealt: list[str] = field(default_factory=list)      # childhood cards in front of them during the draft
    kept_this_pass: int = 0                              # childhood cards kept of those in front of them, this pass
    goal_points: int | None = None                       # the secret life goal, reported at the end
    measures: dict[str, int] = field(default_factory=dict)   # how far each public goal was achieved

    def active_cards(self) -> list[str]:
        return [stack[-1] for stack in self.stacks.values() if stack]

    def cv_size(self) -> int:
        return sum(len(stack) for stack in self.stacks.values())


@dataclass
class Turn:
    """What the active player has rolled, spent, taken and still has to place this turn."""

    dice: list[str] = field(default_factory=list)
    rolled: bool = False
    rerolls: int = 0
    spent: list[str] = field(default_factory=list)       # symbols of dice and tokens used to buy or pay upkeep
    loose: list[str] = field(default_factory=list)       # symbols of cards played to help buy, not used yet (lost when Select Cards ends)
    bought: list[str] = field(default_factory=list)
    selected: bool = False                                # the player ended Select Cards
    to_place: list[str] = field(default_factory=list)     # bought non-event cards not yet in the CV


@dataclass(kw_only=True)
class State(Table):
    """The engine's Table plus the board and the players."""

    people: dict[str, Player] = field(default_factory=dict)
    track: list[str] = field(default_factory=list)
    decks: dict[str, int] = field(default_factory=dict)   # cards left in each life-stage deck
    stage: str = ""                                        # the deck refilling the track
    goals: list[str] = field(default_factory=list)        # public life goals on the board
    discard: list[str] = field(default_factory=list)
    box: list[str] = field(default_factory=list)           # cards lost to unpaid upkeep
    this_turn: Turn = field(default_factory=Turn)
    ending: bool = False

    @property
    def me(self) -> Player:
        return self.people[self.active]

    def deck_left(self) -> int:
        return sum(self.decks.values())
