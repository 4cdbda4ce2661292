"""The tracked state of a game of Coming of Age: plain dataclasses the rules
mutate in place, after their checks (a session's fold owns its state; a
refused move changes nothing).

What the referee knows comes from the players' reports: dice values, choices,
bonuses gained, and the facts printed on boards and cards the first time they
matter (kept in the core `FactBook`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.core.facts import FactBook
from referee.core.messages import Msg
from referee.core.pending import Decision, Pending
from referee.i18n import N_

from .config import BY_BOARD, BY_TILE, config


UNRESOLVED = "unresolved"  # Frustration Token on the far right of a Mood Track
OVERCOME = "overcome"      # flipped to the far left


@dataclass
class Track:
    """One Mood Track: the Counter's space (None until the Track is unlocked)
    and the Frustration Token on it, if any."""

    pos: int | None = None
    frustration: str | None = None


@dataclass
class Friend:
    """A Character Token on a Friendship Track: its level and space."""

    level: int = 0
    space: str | None = None


@dataclass
class Step:
    """One queued unit move of a Mood Counter: +1 right, -1 left. `bonus` is
    False when the move gives no space bonuses (spending Motivation)."""

    track: str
    direction: int
    bonus: bool = True


@dataclass
class Player:
    """A player's board and supply. The numeric defaults are neutral: every
    player is made by `referee.new_state` from the data ([player] start_vep,
    interest_tokens, [frustration] per_player), a session replays from there,
    and a snapshot sets every field it kept (core/snapshot.py); a default here
    is never what a game starts with."""

    name: str
    vep: int = 0
    willpower: int = 0
    motivation: dict[str, int] = field(default_factory=dict)
    memory_unused: dict[str, int] = field(default_factory=dict)
    memory_used: dict[str, int] = field(default_factory=dict)
    tracks: dict[str, Track] = field(default_factory=dict)
    frustration_supply: int = 0
    interest_supply: int = 0
    interest: dict[int, int] = field(default_factory=dict)
    fulfillment: int = 0
    presences: list[int] = field(default_factory=list)
    friends: dict[str, Friend] = field(default_factory=dict)
    hand: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    mimics: list[list[str]] = field(default_factory=list)  # [owner, trait]
    goals: list[str] = field(default_factory=list)
    board: str | None = None  # format 3: the Personal Board (colour/character) the player set up with
    goal_details: dict[str, dict[str, Any]] = field(default_factory=dict)  # format 1: what a Goal Tile prints, per holder
    parent_cards: int = 0
    started: bool = False
    dice: int = 0
    # this turn
    roll: list[int] | None = None
    location: int | None = None
    experienced: bool = False
    memories_this_turn: int = 0  # Memory Tokens flipped this turn (or at the end of the game): at most [memory] per_turn (at_end)
    turn_done: bool = False  # phase 2 finished (or the final phase)
    mood_steps: list[Step] = field(default_factory=list)   # Mood Counter steps still to resolve, in order
    printed: dict[str, list[Any]] = field(default_factory=dict)  # board space -> what it gives (this player's board)
    parent_by_itself: bool = False  # format 3: step B's only move, a Parent Card, played by itself; a 'parent' typed right after only confirms
    from_catalog: list[list[Any]] = field(default_factory=list)  # format 3: [source, gift, sources owed before] applied by itself from the catalog, not yet confirmed
    last_bonus: list[str] | None = None  # [source, how ("applied", "reported", "declined"), what it gave]: said when a bonus is reported again

    @property
    def mimics_available(self) -> int:
        return len(self.played) - len(self.mimics)


@dataclass
class Rob:
    """Rob Bot (solo): no Mood Counters, Frustration, Goals or Parent Cards.
    Made by `referee.new_state` from the data like a player (neutral defaults)."""

    vep: int = 0
    motivation: dict[str, int] = field(default_factory=dict)
    interest_supply: int = 0
    interest: dict[int, int] = field(default_factory=dict)
    fulfillment: int = 0
    tokens: int = 0                    # [rob] tokens or the rob_tokens option (new_state)
    presences: list[int] = field(default_factory=list)
    pile: int = 0                      # face-down Trait Tiles (unknown until played); he starts with [rob] start_traits (new_state)
    revealed: list[str] = field(default_factory=list)  # pile revealed at the end
    played: list[str] = field(default_factory=list)
    mimics: list[list[str]] = field(default_factory=list)
    friendship: list[list[int]] = field(default_factory=list)  # [index in facts.friendship_vep(), level]
    dice: int = 0
    roll: list[int] | None = None
    interest_done: bool = False
    followed: bool = False
    reveal_for: str | None = None      # "play" (top tile played) or "end" (final scoring)
    board: str | None = None           # format 4: the colour of his Personal Board, named at `start`


@dataclass
class Stop:
    """The Bus stop being resolved."""

    location: int
    step: str = "A"
    a_needed: list[str] = field(default_factory=list)
    b_needed: list[str] = field(default_factory=list)
    a_done: list[str] = field(default_factory=list)
    b_done: list[str] = field(default_factory=list)
    memory_taken: bool = False
    rob_a: bool = False  # Rob takes part in step A / B here
    rob_b: bool = False
    rob_a_done: bool = False
    rob_b_next: int = 0  # Rob's next step-B action to consider (presence, memory, motivation)


@dataclass
class State:
    """A Coming of Age game in play: players, Rob Bot, the round, phase and
    turn, the Bus, the neutral row, and what the table has reported."""

    mode: str
    order: list[str]
    players: dict[str, Player]
    format: int = 1             # which grammar and resolution order wrote the session (see config.FORMATS)
    rob: Rob | None = None
    phase: str = "setup"        # setup, explore, experience, bus, final, over
    round: int = 0
    turn: int = 0               # 1..9
    turn_in_round: int = 0
    unlocked_tracks: int = 0    # [mood] start_tracks at set-up (new_state), one more per round
    available: int = 0          # locations 1..available: [rounds] locations of the round (new_state)
    memory_cards: dict[int, bool] = field(default_factory=dict)
    bus_shift: int = 0
    stop: Stop | None = None
    facts: FactBook = field(default_factory=FactBook)  # printed on the board, tokens and tiles (see facts.py)
    tiles: dict[int, str] = field(default_factory=dict)  # Bus Stop Tile id -> neutral character or "bonus" (placed at random each game)
    tile_bonuses: dict[int, list[Any]] = field(default_factory=dict)  # format 2: Bus Stop Tile id -> the bonus printed on it
    tile_names: dict[int, str] = field(default_factory=dict)  # format 4: Bus Stop Tile id -> the name the table gives a bonus tile
    row: list[list[str]] | None = None  # [trait, neutral character], levels 1..4
    neutrals: list[str] = field(default_factory=list)
    owed: Pending = field(default_factory=Pending)  # the bonuses earned and not yet resolved, oldest first (see bonus_queue.py)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def memory_limit(self) -> int:
        """How many Memory Tokens a player may flip now: "you may flip one
        unused Memory Token (only one)" in a turn (p. 8, `[memory] per_turn`),
        "each player may use one unused Memory Token" before the final scoring
        (p. 11, `[memory] at_end`)."""
        memory = config().memory
        return memory["at_end"] if self.phase == "final" else memory["per_turn"]

    def memory_spent(self, player: Player) -> bool:
        """`player` has flipped as many Memory Tokens as they may now."""
        return player.memories_this_turn >= self.memory_limit()

    @property
    def pending(self) -> Pending:
        """The decisions owed now, player by player in seat order: the
        bonuses each one owes (`owed`, oldest first) and a left bounce's
        choice. The flow does not move on while any is owed."""
        owed = Pending()
        if not self.owes_decision:
            return owed
        for name in self.order:
            player = self.players[name]
            bonuses = self.owed.for_player(name)
            for bonus in bonuses:
                owed.add(bonus)
            if player.mood_steps and not (self.strict and bonuses):
                owed.add(Decision(name, ("bounce",), Msg(N_("{player}: the {track} Counter bounces left: Frustration Token or {vep} VEP"),
                                                          player=name, track=player.mood_steps[0].track, vep=-config().mood["left_bounce_vep"]),
                                  source="bounce.left", together=True))
        return owed

    @property
    def owes_decision(self) -> bool:
        """`bool(self.pending)` without building it (the core flow asks after
        every step): a bonus owed, or a Mood step waiting (a bounce's choice,
        or steps held by a bonus, which is then owed too)."""
        if self.owed.items:
            return True
        for player in self.players.values():
            if player.mood_steps:
                return True
        return False

    @property
    def strict(self) -> bool:
        """Format 2 on: bonuses resolved strictly in the order earned (each
        before the next step moves), and Personal Fulfillment spaces
        numbered from 1 everywhere."""
        return self.format >= 2

    @property
    def by_board(self) -> bool:
        """Format 3 on: each player names their Personal Board at `start`, what
        its spaces give is a fact of that board, Rob Bot plays by himself, and
        Goal Tiles are asked for only when they can change the score."""
        return self.format >= BY_BOARD

    @property
    def by_tile(self) -> bool:
        """Format 4 on: a bonus tile may be named (what it gives is a fact of
        that tile), Rob Bot's Personal Board is named at `start`, and a step A
        that can gain nothing resolves itself."""
        return self.format >= BY_TILE

    @property
    def solo(self) -> bool:
        return self.mode == "solo"

    @property
    def needs_row(self) -> bool:
        return self.mode in ("two-player", "solo")
