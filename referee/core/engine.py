"""The game-agnostic referee: what a game's rules must provide, and the fixed
validation pipeline every reported move goes through.

    unknown move (syntax) → game over → not this player's turn / phase
    → the game's own rules (`check`) → `apply`

A game module provides a `GameRules` object (see the protocol below);
states are plain Python objects that `apply` mutates.

Two checked paths, one verdict:
- `play_in_place` changes the given state itself: no copy. A session's fold
  uses it (the state is the session's own) and so does every command that
  checks a new move on the state it has just folded. When the move is
  refused, the state may be half-changed: the caller discards it (a session
  folds its log again: the log is the truth).
- `play` leaves the given state untouched: it makes one copy and plays on it
  in place (bots exploring a move, tests).

A game may explain a move refused at step 3 better than "not your turn"
(a move already made, the rule of its turn order) with an optional
`why_not_now(state, move, expectation) -> IllegalMove | None`.

A game may say which verbs one player may use now, without working out the
rest of `expected` (labels, notes, the other players), with an optional
`allowed(state, player) -> tuple[str, ...] | None`: it must equal
`expected(state).actors.get(player)` (built from the same code). The fold of
a session then asks only that, once per event; the whole expectation is
worked out when a move is refused (to explain why) or a command shows it.

A game whose `apply` raises IllegalMove for every move its `check` refuses
(its handlers validate as they go, from one source) says so with
`apply_refuses = True`; the engine then runs the handler once per move
instead of once to check and once to apply.
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
    # the actors the game waits for (None: every actor); the others may act but need not
    # (a Frustration overcome "at any time", a bonus applied by itself still to confirm)
    waiting: tuple[str, ...] | None = None


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
        """Raise IllegalMove when the game's own rules forbid `move` now (`state` unchanged)."""

    def apply(self, state: Any, move: Move) -> list[Msg]:
        """Apply a legal move to `state` (mutate it) and return what changed,
        as messages for the table."""

    def is_over(self, state: Any) -> bool:
        """True once the game has ended."""

    def status(self, state: Any) -> dict[str, Any]:
        """Round, turn, phase and each player's tracked state, JSON-ready."""

    def tally(self, state: Any) -> dict[str, Any]:
        """The end-of-game tally (the scorer's TOML format, as a dict) from tracked state."""


def parse(rules: GameRules, state: Any, line: str, players: Iterable[str], expectation: Expectation | None = None,
          known: dict[str, Move] | None = None) -> Move:
    """Step 1 of the pipeline: the move `line` names, among the verbs allowed now
    (for did-you-mean); MoveSyntaxError when it is malformed. `expectation`:
    `rules.expected(state)` when the caller has it already; else it is worked
    out only if the grammar asks for the verbs legal now (a verb typed short
    or mistyped), not for a line that names its verb. `known`: lines read
    before for these players (`Grammar.parse`), as a fold keeps them."""
    legal = _verbs_of(expectation) if expectation is not None else _LegalNow(rules, state)
    return rules.grammar.parse(line, players if isinstance(players, tuple) else tuple(players), legal, known)


def _verbs_of(expectation: Expectation) -> list[str]:
    return [verb for verbs in expectation.actors.values() for verb in verbs]


class _LegalNow:
    """The verbs legal now, worked out when first iterated (see `parse`)."""

    def __init__(self, rules: GameRules, state: Any):
        self._rules, self._state, self._verbs = rules, state, None

    def __iter__(self):
        if self._verbs is None:
            self._verbs = _verbs_of(self._rules.expected(self._state))
        return iter(self._verbs)


def verify(rules: GameRules, state: Any, move: Move) -> None:
    """Steps 2-4 of the pipeline: raise IllegalMove with the reason, or return."""
    verify_turn(rules, state, move)
    rules.check(state, move)


def verify_turn(rules: GameRules, state: Any, move: Move, expectation: Expectation | None = None) -> None:
    """Steps 2-3 of the pipeline (game over, whose turn and which verbs): raise
    IllegalMove with the reason, or return. Reads the state, never changes it.

    Each refusal cites the rule that decides it, as far as the game names it
    (all optional): `end_rule_ids`, the end-of-game rule (or a function of
    the state giving it, when it depends on the mode), for a move after the
    end; `turn_rule_ids`, the turn order, for a move out of turn (else the
    rules of the verb attempted); `why_not_now(state, move, expectation)`,
    the game's own refusal (or None) when a verb is not open now: a move
    already made, a mode without that verb, the rule of its turn order;
    `cited(state, rule_ids)`, the verb's rules that apply in this game's
    mode (a standard game does not cite the solo rules of the same verb)."""
    if rules.is_over(state):
        end_rules = getattr(rules, "end_rule_ids", ())
        raise IllegalMove(N_("The game is over: no more moves."), rule_ids=tuple(end_rules(state) if callable(end_rules) else end_rules))
    if expectation is None:
        allowed_now = getattr(rules, "allowed", None)
        if allowed_now is not None and move.verb in (allowed_now(state, move.player) or ()):
            return  # the player's own verbs say yes: nothing else to work out
        expectation = rules.expected(state)
    allowed = expectation.actors.get(move.player)
    if (allowed is None or move.verb not in allowed) and move.verb in anytime(rules, state).get(move.player, ()):
        return  # a move the rules allow "at any moment", whoever's turn it is
    verb = rules.grammar.verb(move.verb)
    explain = getattr(rules, "why_not_now", None)
    if explain is not None and (allowed is None or move.verb not in allowed):
        better = explain(state, move, expectation)  # a game's own reason: an already-made move, its turn-order rule
        if better is not None:
            raise better
    if allowed is None:
        waiting = ", ".join(expectation.actors) or "—"
        raise IllegalMove(
            N_("It is not {player}'s turn now ({phase}); waiting for: {waiting}."),
            rule_ids=tuple(getattr(rules, "turn_rule_ids", ())) or _cited(rules, state, verb.rules), player=move.player, phase=expectation.phase, waiting=waiting,
        )
    if move.verb not in allowed:
        raise IllegalMove(
            N_("'{verb}' is not possible for {player} now ({phase}). Possible: {allowed}."),
            rule_ids=_cited(rules, state, verb.rules), verb=move.verb, player=move.player, phase=expectation.phase, allowed=", ".join(allowed),
        )


def _cited(rules: GameRules, state: Any, rule_ids: tuple[str, ...]) -> tuple[str, ...]:
    """The rules of a verb that apply to this game, as the game says (all of them by default)."""
    cite = getattr(rules, "cited", None)
    return tuple(cite(state, rule_ids)) if cite is not None else tuple(rule_ids)


def play_in_place(rules: GameRules, state: Any, move: Move, expectation: Expectation | None = None) -> list[Msg]:
    """The checked path on `state` itself, without a copy: verify, then apply;
    what changed, as messages. On a refusal (IllegalMove or another
    RefereeError) `state` may be half-changed and must be discarded.
    `expectation`: `rules.expected(state)` when the caller has it already."""
    verify_turn(rules, state, move, expectation)
    if not getattr(rules, "apply_refuses", False):
        rules.check(state, move)
    return rules.apply(state, move)


def play(rules: GameRules, state: Any, move: Move, in_place: bool = False) -> Outcome:
    """The checked path on a copy: the input state is untouched, whatever the
    verdict; with `in_place`, `play_in_place` on the state itself (a fold that
    owns its state: on a refusal it must be discarded)."""
    new_state = state if in_place else copy.deepcopy(state)
    changes = play_in_place(rules, new_state, move)
    return Outcome(new_state, changes)


def apply_unchecked(rules: GameRules, state: Any, move: Move, in_place: bool = False) -> Outcome:
    """Apply a move known to be legal, without the pipeline's checks, to a copy of `state` unless `in_place`."""
    new_state = state if in_place else copy.deepcopy(state)
    changes = rules.apply(new_state, move)
    return Outcome(new_state, changes)


def choices(rules: GameRules, state: Any, player: str | None = None) -> list[Move]:
    """The complete moves open now when the decision is a closed choice (a
    card to discard, a die to keep), for the table to answer with a number.
    A game offers them through an optional `choices(state)`; each one is
    verified here, so the list never holds a move `check` would refuse.
    Reported outcomes (rolls, draws) are never listed: they come from the table."""
    from referee.core.fact_use import unrecorded

    propose = getattr(rules, "choices", None)
    if propose is None or rules.is_over(state):
        return []
    open_: list[Move] = []
    with unrecorded():  # moves only tried: the state's facts note no use of theirs
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


def must_act(expectation: Expectation, players: Iterable[str] | None = None, source: str = "") -> list[dict[str, Any]]:
    """`status`'s "must_act": the decisions the game waits for now, in the one
    JSON shape of the pending queue (`referee.core.pending.Pending.to_json`):
    one per acting player (or per one of `players`), with the verbs that
    settle it, what owes it (`source`) and the phase label."""
    from referee.core.pending import Decision, Pending

    wanted = expectation.actors if players is None else {name: expectation.actors.get(name, ()) for name in players}
    return Pending([Decision(name, tuple(verbs), expectation.phase, source) for name, verbs in wanted.items()]).to_json()


def anytime(rules: GameRules, state: Any) -> dict[str, tuple[str, ...]]:
    """Verbs a game allows "at any moment" (CV's event cards), by player: an
    optional `anytime(state)` of the game's rules. They are open beside whoever
    must act, without making anyone wait for them."""
    offer = getattr(rules, "anytime", None)
    return dict(offer(state)) if offer is not None else {}


def reminders(rules: GameRules, state: Any) -> list[Msg]:
    """What the table may still do now besides the decision awaited, when it
    is easy to miss (Adulthood: the extra card of a card just played, right
    after step 3 ended by itself): an optional `reminders(state)` of the
    game's rules. `options` and `status` show them under whose turn it is."""
    remind = getattr(rules, "reminders", None)
    return list(remind(state)) if remind is not None else []


def allowed(rules: GameRules, state: Any, player: str) -> tuple[str, ...] | None:
    """The verbs `player` may use now in turn (None: not theirs to act):
    the game's `allowed` when it has one, else from `expected`."""
    allowed_now = getattr(rules, "allowed", None)
    return allowed_now(state, player) if allowed_now is not None else rules.expected(state).actors.get(player)


def legal_now(rules: GameRules, state: Any, player: str | None = None) -> dict[str, list[str]]:
    """Verbs each player may use now (the same source `check` and did-you-mean use)."""
    if rules.is_over(state):
        return {}
    legal = {name: list(verbs) for name, verbs in rules.expected(state).actors.items()}
    for name, verbs in anytime(rules, state).items():
        legal.setdefault(name, []).extend(v for v in verbs if v not in legal[name])
    return {name: verbs for name, verbs in legal.items() if player is None or name == player}
