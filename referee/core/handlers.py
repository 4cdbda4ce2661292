"""`HandlerRules`: a game's `GameRules` built from a table of verb handlers,
a `Flow` and the game's set-up and report functions — so a game is handlers
+ a flow table + data.

A handler validates, yields once, then mutates; what `check` refuses and what
`apply` does come from the same function, and checking needs no copy of the
state:

    def buy(state, move):
        card = market_card(state, move.arg(0))       # may raise IllegalMove
        if not affordable(state, card):
            raise IllegalMove(N_("..."), rule_ids=("market.cost",), ...)
        yield                                        # every check passed, nothing changed
        pay(state, card)                             # only mutations from here
        return [Msg(N_("{player} buys {card}."), player=move.player, card=card)]

`check` runs a handler up to its `yield` and closes it; `apply` runs it to
the end, then lets the flow advance through what needs no report. A game may
also propose `choices(state)`: the complete moves of a closed choice, which
the table answers with a number (`referee do 2`).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from typing import Any

from referee.core.engine import IllegalMove, Setup
from referee.core.facts import FactBook
from referee.core.flow import Flow
from referee.core.messages import Msg
from referee.core.moves import Grammar, Move
from referee.i18n import N_

Handler = Callable[[Any, Move], Generator[None, None, "list[Msg] | None"]]


class HandlerError(RuntimeError):
    """A handler broke the validate-yield-mutate contract (a bug, never a user error)."""


class HandlerRules:
    """GameRules from handlers, a flow and functions of the game's package."""

    # `apply` runs the handler's checks before any mutation (they are the same
    # code `check` runs): it refuses what `check` refuses, so the engine runs
    # each handler once per move (see `referee.core.engine.play_in_place`).
    apply_refuses = True

    def __init__(
        self,
        *,
        game_id: str,
        grammar: Grammar,
        handlers: Mapping[str, Handler],
        flow: Flow,
        new_state: Callable[[Setup], Any],
        checklist: Callable[[Setup], list[Msg]],
        status: Callable[[Any], dict[str, Any]],
        tally: Callable[[Any], dict[str, Any]],
        validate_setup: Callable[[Setup], None] | None = None,
        choices: Callable[[Any], list[Move]] | None = None,
        hints: Callable[[Any, str], list[Msg]] | None = None,
        anytime: Callable[[Any], dict[str, tuple[str, ...]]] | None = None,
        reminders: Callable[[Any], list[Msg]] | None = None,
        end_rule_ids: tuple[str, ...] | Callable[[Any], tuple[str, ...]] = (),
        turn_rule_ids: tuple[str, ...] = (),
        cited: Callable[[Any, tuple[str, ...]], tuple[str, ...]] | None = None,
        why_not_now: Callable[[Any, Move, Any], Any] | None = None,
        setup_facts: Mapping[str, Callable[[Any], bool]] | None = None,
    ):
        missing = set(grammar.verbs) - set(handlers)
        if missing:
            raise HandlerError(f"{game_id}: verbs without a handler: {sorted(missing)}")
        self.game_id = game_id
        self.grammar = grammar
        self.handlers = dict(handlers)
        self.flow = flow
        self._allowed = getattr(flow, "allowed", None)  # looked up once: a fold asks at every event
        if self._allowed is not None:
            self.allowed = self._allowed  # the flow's own, called without this method in between (engine.verify_turn)
        self._new_state = new_state
        self._checklist = checklist
        self._status = status
        self._tally = tally
        self._validate_setup = validate_setup
        self._choices = choices
        if hints is not None:
            self.hints = hints  # `referee hints PLAYER`: what the player could do now
        if anytime is not None:
            self.anytime = anytime  # verbs open "at any moment", whoever's turn it is (engine.anytime)
        if reminders is not None:
            self.reminders = reminders  # what may still be done besides the decision awaited (engine.reminders)
        if end_rule_ids:
            self.end_rule_ids = end_rule_ids  # cited by a move after the end (engine.verify_turn)
        if turn_rule_ids:
            self.turn_rule_ids = turn_rule_ids  # cited by a move out of turn (engine.verify_turn)
        if cited is not None:
            self.cited = cited  # a verb's rules that apply in this game's mode (engine.verify_turn)
        if why_not_now is not None:
            self.why_not_now = why_not_now  # the game's own refusal of a verb not open now (engine.verify_turn)
        # printed facts that change what a session allows: fixed at `referee new`
        # from the catalog, never read from it later (core/facts.py, `fixed_at_setup`)
        self.setup_facts = dict(setup_facts or {})

    def validate_setup(self, setup: Setup) -> None:
        """Refuse (BadInput) a set-up the game cannot start from, when the game gives a check."""
        if self._validate_setup is not None:
            self._validate_setup(setup)

    def setup(self, setup: Setup) -> Any:
        """The state before the first event: the game's own set-up, the facts
        the session file records and the user's catalog, then the flow's start."""
        state = self._new_state(setup)
        state.facts = FactBook(setup.facts, setup.catalog, game=self.game_id)
        self.flow.start(state, [])
        return state

    def checklist(self, setup: Setup) -> list[Msg]:
        """The set-up steps the table does before the first move."""
        return self._checklist(setup)

    def expected(self, state: Any):
        """Who may act now and with which verbs, read from the pending decisions and the flow."""
        return self.flow.expected(state)

    def allowed(self, state: Any, player: str) -> tuple[str, ...] | None:
        """The verbs `player` may use now: `expected(state).actors.get(player)`,
        from the flow's own `allowed` when it has one (the same source, without
        the labels and the other players)."""
        allowed_now = self._allowed
        return allowed_now(state, player) if allowed_now is not None else self.flow.expected(state).actors.get(player)

    def check(self, state: Any, move: Move) -> None:
        """Run the handler's checks (up to its `yield`); nothing changes."""
        run_checks(self._start(state, move), move, self.game_id)

    def apply(self, state: Any, move: Move) -> list[Msg]:
        """Run the handler to its end on `state` (mutated in place), then advance the flow."""
        finished: list[Any] = []
        steps = _driven(self._start(state, move), finished)
        try:
            next(steps)
        except StopIteration:
            raise HandlerError(f"{self.game_id}: the handler of '{move.verb}' returned without yielding") from None
        try:
            for _ in steps:  # runs the changes; a generator that returns None ends a for loop without an exception
                raise HandlerError(f"{self.game_id}: the handler of '{move.verb}' yielded twice")
        except IllegalMove as late:
            raise HandlerError(f"{self.game_id}: '{move.verb}' refused after its checks: {late}") from late
        changes = list(finished[0] or [])
        self.flow.advance(state, changes)
        return changes

    def choices(self, state: Any) -> list[Move]:
        """Complete moves proposed for a closed choice now (the engine verifies
        each; see `referee.core.engine.choices`)."""
        return list(self._choices(state)) if self._choices is not None else []

    def is_over(self, state: Any) -> bool:
        """Whether the game has ended."""
        return bool(state.over)

    def status(self, state: Any) -> dict[str, Any]:
        """The game's JSON-ready status of `state`."""
        return self._status(state)

    def tally(self, state: Any) -> dict[str, Any]:
        """The final counts of `state` in the scorer's tally format."""
        return self._tally(state)

    def _start(self, state: Any, move: Move):
        handler = self.handlers.get(move.verb)
        if handler is None:
            raise IllegalMove(N_("'{verb}' is not a move of this game."), verb=move.verb)
        return handler(state, move)


def _driven(steps: Generator[None, None, Any], result: list[Any]) -> Generator[None, None, None]:
    """`steps` as one that returns nothing: what it returns is appended to
    `result` (so running it to the end raises no StopIteration; `apply` runs
    one per event)."""
    result.append((yield from steps))


def run_checks(steps: Generator[None, None, Any], move: Move, game_id: str = "") -> None:
    """Run a started handler (`handler(state, move)`) up to its `yield`, then
    close it: its checks, with nothing changed (a game's own search for legal
    moves uses it too)."""
    try:
        next(steps)
    except StopIteration:
        raise HandlerError(f"{game_id}: the handler of '{move.verb}' returned without yielding") from None
    finally:
        steps.close()


def checked(steps: Generator[None, None, Any]) -> Generator[None, None, Any]:
    """Run a part of a handler (a generator that checks, yields once, then
    changes the state) up to its `yield`: its checks, nothing changed. The
    handler finishes it with `finish` after its own `yield`, or with
    `(yield from steps)`: the same, without a StopIteration raised and caught
    (a fold finishes a part at nearly every event); a part that yields twice
    then makes the handler yield twice, which `HandlerRules.apply` reports as
    the same bug. A part it drops is simply never finished."""
    try:
        next(steps)
    except StopIteration:
        raise HandlerError("a part of a handler returned without yielding") from None
    return steps


def finish(steps: Generator[None, None, Any]) -> Any:
    """Run a part started with `checked` to its end: its changes; returns
    what it returns (its messages)."""
    try:
        steps.send(None)
    except StopIteration as done:
        return done.value
    raise HandlerError("a part of a handler yielded twice")
