"""The game-agnostic referee: what a game's rules must provide, and the fixed
validation pipeline every reported move goes through.

    unknown move (syntax) → game over → not this player's turn / phase
    → the game's own rules (`check`) → `apply`

`play` is the checked path; `apply_unchecked` is for trusted replays. A game
module provides a `GameRules` object (see the protocol below); states are
plain Python objects that `apply` may mutate freely, because the engine
always hands it a deep copy, so the fold of a session's events is pure.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Iterable, Protocol

from referee.core.errors import RefereeError
from referee.core.messages import Msg
from referee.core.moves import Grammar, Move
from referee.i18n import N_


class IllegalMove(RefereeError):
    """A well-formed move the rules forbid now (exit code 1). `rule_ids` name
    the rule entries that decide it; the message gives the concrete numbers
    ("needs 4 Willpower, has 2")."""

    exit_code = 1


@dataclass(frozen=True)
class Setup:
    """What `referee new` fixes: the game, its mode, the players in seat order
    and game-specific options (e.g. Rob Bot's difficulty); then the component
    facts the session file records (`facts`) and the user's catalog of them
    on this machine (`catalog`: never saved in the session, see core/facts.py)."""

    game: str
    mode: str
    players: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)
    facts: dict[str, Any] = field(default_factory=dict)
    catalog: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)


@dataclass(frozen=True)
class Expectation:
    """Who may act now and how: each acting player with the verbs allowed, and
    a phase label. Several players act at once in simultaneous phases."""

    phase: Msg
    actors: dict[str, tuple[str, ...]]
    round: int | None = None
    turn: int | None = None
    note: Msg | None = None


@dataclass
class Outcome:
    """The result of one applied move: the new state and what changed, to tell the table."""

    state: Any
    changes: list[Msg]


class GameRules(Protocol):
    """What each game provides (pure Python, no I/O)."""

    game_id: str
    grammar: Grammar

    def setup(self, setup: Setup) -> Any:
        """The initial state for these players and mode (already validated)."""

    def validate_setup(self, setup: Setup) -> None:
        """Raise BadInput for options the game does not accept."""

    def checklist(self, setup: Setup) -> list[Msg]:
        """The set-up steps for the table, for this player count and mode."""

    def expected(self, state: Any) -> Expectation:
        """Whose decision it is now, and which verbs they may use."""

    def check(self, state: Any, move: Move) -> None:
        """Raise IllegalMove when the game's own rules forbid `move` now."""

    def apply(self, state: Any, move: Move) -> list[Msg]:
        """Apply a legal move to `state` (a private copy: mutate it) and
        return what changed, as messages for the table."""

    def is_over(self, state: Any) -> bool:
        """True once the game has ended."""

    def status(self, state: Any) -> dict[str, Any]:
        """Round, turn, phase and each player's tracked state, JSON-ready."""

    def tally(self, state: Any) -> dict[str, Any]:
        """The end-of-game tally (the scorer's TOML format, as a dict) from tracked state."""


def parse(rules: GameRules, state: Any, line: str, players: Iterable[str]) -> Move:
    expectation = rules.expected(state)
    legal = [verb for verbs in expectation.actors.values() for verb in verbs]
    return rules.grammar.parse(line, list(players), legal)


def verify(rules: GameRules, state: Any, move: Move) -> None:
    """Steps 2-4 of the pipeline: raise IllegalMove with the reason, or return."""
    if rules.is_over(state):
        raise IllegalMove(N_("The game is over: no more moves."))
    expectation = rules.expected(state)
    allowed = expectation.actors.get(move.player)
    verb = rules.grammar.verb(move.verb)
    if allowed is None:
        waiting = ", ".join(expectation.actors) or "—"
        raise IllegalMove(
            N_("It is not {player}'s turn now ({phase}); waiting for: {waiting}."),
            rule_ids=verb.rules, player=move.player, phase=expectation.phase, waiting=waiting,
        )
    if move.verb not in allowed:
        raise IllegalMove(
            N_("'{verb}' is not possible for {player} now ({phase}). Possible: {allowed}."),
            rule_ids=verb.rules, verb=move.verb, player=move.player, phase=expectation.phase, allowed=", ".join(allowed),
        )
    rules.check(state, move)


def play(rules: GameRules, state: Any, move: Move, in_place: bool = False) -> Outcome:
    """The checked path: verify, then apply. The input state is untouched
    unless `in_place` (a fold that owns its state)."""
    verify(rules, state, move)
    return apply_unchecked(rules, state, move, in_place)


def apply_unchecked(rules: GameRules, state: Any, move: Move, in_place: bool = False) -> Outcome:
    """Apply without the pipeline's checks, to a copy unless `in_place`."""
    new_state = state if in_place else copy.deepcopy(state)
    changes = rules.apply(new_state, move)
    return Outcome(new_state, changes)


def choices(rules: GameRules, state: Any, player: str | None = None) -> list[Move]:
    """The complete moves open now when the decision is a closed choice (a
    card to discard, a die to keep), for the table to answer with a number.
    A game offers them through an optional `choices(state)`; each one is
    verified here, so the list never holds a move `check` would refuse.
    Reported outcomes (rolls, draws) are never listed: they come from the table."""
    propose = getattr(rules, "choices", None)
    if propose is None or rules.is_over(state):
        return []
    open_: list[Move] = []
    for move in propose(state):
        if player is not None and move.player != player:
            continue
        try:
            verify(rules, state, move)
        except RefereeError:
            continue
        if move not in open_:
            open_.append(move)
    return open_


def legal_now(rules: GameRules, state: Any, player: str | None = None) -> dict[str, list[str]]:
    """Verbs each player may use now (the same source `check` and did-you-mean use)."""
    if rules.is_over(state):
        return {}
    actors = rules.expected(state).actors
    return {name: list(verbs) for name, verbs in actors.items() if player is None or name == player}
