"""Why a move is refused before its own rules are looked at (step 3 of the
engine's pipeline: whose decision it is), said as the table needs it: a
`done` already said, a bonus already resolved (by itself, reported or
declined), a step A or an Experience Space already taken (by itself or
not), a step while bonuses are still owed, a move of Rob Bot's in a game
without him, and otherwise the turn order that decides — phases 1 and 2 are
simultaneous, phase 3 follows the Bus (p. 6, p. 9) — rather than the rule
of the move attempted.
"""

from __future__ import annotations

from referee.core.engine import Expectation, IllegalMove
from referee.core.moves import Move
from referee.i18n import N_

from .grammar import OWED_VERBS
from .bonus_queue import owes
from .owed import nothing_owed, still_owes
from .rob_auto import BY_HIMSELF, plays_by_himself
from .state import State

# The verbs that take the next step of a phase: refused while bonuses are still owed.
STEP_VERBS = ("roll", "choose", "experience", "bus-stop", "befriend", "remember", "presence", "parent")
# Rob Bot's verbs: a table without Rob (not solo) has none of them to report.
ROB_VERBS = ("rob", "rob-roll", "rob-reveal")
# The rule entries that say whose decision it is, by phase.
TURN_ORDER = {
    "setup": ("setup.starting-trait-and-goals", "two-player.setup"),
    "explore": ("play.simultaneous", "play.phases"),
    "experience": ("play.simultaneous", "play.phases"),
    "bus": ("bus.route", "bus.step-a", "bus.step-b", "solo.rob-bus-order"),
    "final": ("end.last-memory-token",),
}


def why_not_now(state: State, move: Move, expectation: Expectation) -> IllegalMove | None:
    """A clearer refusal for a move the phase does not expect from this player now (None: the engine's own)."""
    player = state.players.get(move.player)
    if player is None:
        return None
    waiting = ", ".join(expectation.actors) or "—"
    if move.verb in ROB_VERBS and state.rob is None:
        return IllegalMove(N_("Rob Bot plays only in solo mode."), rule_ids=("solo.overview",))
    if move.verb == "rob" and plays_by_himself(state):
        return IllegalMove(BY_HIMSELF, rule_ids=("solo.overview",))
    if move.verb == "done" and player.turn_done:
        return IllegalMove(N_("{player} has already said 'done' in this phase; waiting for: {waiting}."),
                           rule_ids=TURN_ORDER.get(state.phase, ("play.phases",)), player=player.name, waiting=waiting)
    if move.verb == "done" and owes(state, player.name):
        return still_owes(state, player, ("play.phases",))
    if move.verb in OWED_VERBS and move.verb != "overcome" and not owes(state, player.name):
        return nothing_owed(player)
    turn_rules = tuple(r for r in TURN_ORDER.get(state.phase, ("play.phases",)) if state.rob or not r.startswith("solo."))
    stop = state.stop
    if move.verb in ("bus-stop", "befriend") and stop is not None and player.name in stop.a_done:
        return IllegalMove(N_("{player} has already taken step A at location {location} (one option: the Bus Stop bonus or a Friendship Bonus)."),
                           rule_ids=("bus.step-a", "bus.die-and-presence"), player=player.name, location=stop.location)
    if move.verb == "experience" and state.phase == "experience" and player.experienced:
        return IllegalMove(N_("{player} has already applied the Experience Space."), rule_ids=("experience.resolve",), player=player.name)
    if owes(state, player.name) and move.player in expectation.actors and move.verb in STEP_VERBS and not (move.verb == "parent" and player.parent_by_itself):
        return still_owes(state, player, turn_rules)
    if move.player not in expectation.actors:
        return IllegalMove(N_("It is not {player}'s turn now ({phase}); waiting for: {waiting}."),
                           rule_ids=turn_rules, player=player.name, phase=expectation.phase, waiting=waiting)
    return None
