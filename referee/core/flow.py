"""The order of play as a declared table of phases (boardgame.io's phases and
turn order are the model).

A `Phase` says who may act in it and with which verbs, when it is finished
(`done`), which phase follows (`next`) and what happens by itself on entering
it (`enter`: refills, resets, drawing at the start of a turn). After every
applied move `Flow.advance` walks through finished phases until one needs
the table again, so effects without a choice resolve themselves. Decisions
owed (`state.pending`) come before the phase: while any is open, only it may
be settled. A state whose `pending` queue is built when asked may also offer
`owes_decision`, a bool equal to `bool(state.pending)` read without building
it (`Flow.advance` asks after every step of every move).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from referee.core.engine import Expectation
from referee.core.messages import Msg
from referee.i18n import N_

#: how many automatic phase changes one move may cause before the flow is
#: considered stuck in a loop (a bug in a game's table, never a user error)
MAX_STEPS = 10_000


def never(state: Any) -> bool:
    """The default `Phase.done`: the phase ends only by a handler's explicit move on."""
    return False


@dataclass(frozen=True)
class Phase:
    """One phase of a game's flow; see the module docstring."""

    id: str
    label: Callable[[Any], Msg]
    actors: Callable[[Any], dict[str, tuple[str, ...]]]
    done: Callable[[Any], bool] = never
    next: str | Callable[[Any], str] = ""
    enter: Callable[[Any, list[Msg]], None] | None = None

    def following(self, state: Any) -> str:
        """The id of the phase after this one in `state` (a fixed id, or computed by `next`)."""
        return self.next(state) if callable(self.next) else self.next


def owes_decision(state: Any) -> bool:
    """Whether a decision is owed now: the state's own `owes_decision` when
    it has one (the same answer, without building the queue), else whether
    its `pending` queue holds any."""
    return _owes_decision(state)(state)


def _owes_decision(state: Any) -> Callable[[Any], bool]:
    """`owes_decision` for states of `state`'s class, as a function (looked up once per `advance`)."""
    own = getattr(type(state), "owes_decision", None)
    return own.fget if isinstance(own, property) else _pending_queue


def _pending_queue(state: Any) -> bool:
    return bool(state.pending)


class FlowError(RuntimeError):
    """A game's flow table is inconsistent (unknown phase, endless loop)."""


class Flow:
    """A game's phases, walked by `advance`; `expected` says who acts now."""

    def __init__(self, phases: Iterable[Phase], start: str):
        self.phases: dict[str, Phase] = {phase.id: phase for phase in phases}
        if start not in self.phases:
            raise FlowError(f"unknown start phase {start!r}")
        self.start_phase = start

    def phase(self, state: Any) -> Phase:
        """The Phase `state` is in; FlowError when the state names a phase the flow does not declare."""
        try:
            return self.phases[state.phase]
        except KeyError:
            raise FlowError(f"unknown phase {state.phase!r}") from None

    def start(self, state: Any, changes: list[Msg]) -> None:
        """Enter the start phase, then advance through what needs no report."""
        self.enter(state, self.start_phase, changes)
        self.advance(state, changes)

    def enter(self, state: Any, phase_id: str, changes: list[Msg]) -> None:
        """Move `state` into `phase_id` and run that phase's automatic effects, appending their messages to `changes`."""
        if phase_id not in self.phases:
            raise FlowError(f"unknown phase {phase_id!r}")
        state.phase = phase_id
        entering = self.phases[phase_id].enter
        if entering is not None:
            entering(state, changes)

    def advance(self, state: Any, changes: list[Msg]) -> None:
        """Move on while the current phase is done and nothing is owed."""
        owes = _owes_decision(state)
        for _ in range(MAX_STEPS):
            if state.over or owes(state):
                return
            phase = self.phase(state)
            if not phase.done(state):
                return
            self.enter(state, phase.following(state), changes)
        raise FlowError(f"the flow did not settle after {MAX_STEPS} steps (phase {state.phase!r})")

    def expected(self, state: Any) -> Expectation:
        """Whose decision it is now: nobody once over; else the decisions
        owed; else the phase's actors (`actors`, with the label of either)."""
        if state.over:
            return Expectation(Msg(N_("The game is over.")), {}, state.round, state.turn)
        head = state.pending.head()
        label = head.label if head is not None else self.phase(state).label(state)
        return Expectation(label, self.actors(state), state.round, state.turn)

    def actors(self, state: Any) -> dict[str, tuple[str, ...]]:
        """Who may act now and with which verbs (`expected`'s actors, without
        its label): nobody once over; else the decisions owed; else the
        phase's actors. A game's flow that adds to them overrides this."""
        if state.over:
            return {}
        pending = state.pending
        if pending.head() is not None:
            return pending.actors()
        return self.phase(state).actors(state)

    def allowed(self, state: Any, player: str) -> tuple[str, ...] | None:
        """The verbs `player` may use now (None: not theirs to act), from `actors`."""
        return self.actors(state).get(player)

    def end_game(self, state: Any, reason: Msg, changes: list[Msg]) -> None:
        """End the game now, for `reason` (shown to the table)."""
        state.over = True
        state.end_reason = reason
        state.pending.items.clear()
        changes.append(Msg(N_("The game is over: {reason}"), reason=reason))

    @staticmethod
    def next_turn(state: Any) -> None:
        """Pass the turn clockwise; a new round begins when it comes back to
        the round's first seat."""
        state.seat = state.next_seat()
        if state.seat == state.first_seat:
            state.round += 1
        state.turn += 1
