"""Why a move is refused before its own rules are looked at (step 3 of the
engine's pipeline: whose decision it is), said as the table needs it: a
`done` already said, a bonus already resolved (by itself, reported or
declined), and otherwise the turn order that decides — phases 1 and 2 are
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
from .state import State

# The rule entries that say whose decision it is, by phase.
TURN_ORDER = {
    "setup": ("setup.starting-trait-and-goals", "two-player.setup"),
    "explore": ("play.simultaneous", "play.phases"),
    "experience": ("play.simultaneous", "play.phases"),
    "bus": ("bus.route", "bus.step-a", "bus.step-b", "solo.rob-bus-order"),
    "final": ("end.last-memory-token",),
}


def why_not_now(game: State, move: Move, expectation: Expectation) -> IllegalMove | None:
    """A clearer refusal for a move the phase does not expect from this player now (None: the engine's own)."""
    player = game.players.get(move.player)
    if player is None:
        return None
    waiting = ", ".join(expectation.actors) or "—"
    if move.verb == "done" and player.turn_done:
        return IllegalMove(N_("{player} has already said 'done' in this phase; waiting for: {waiting}."),
                           rule_ids=TURN_ORDER.get(game.phase, ("play.phases",)), player=player.name, waiting=waiting)
    if move.verb == "done" and owes(game, player.name):
        return still_owes(game, player, ("play.phases",))
    if move.verb in OWED_VERBS and move.verb != "overcome" and not owes(game, player.name):
        return nothing_owed(player)
    if move.player not in expectation.actors:
        return IllegalMove(N_("It is not {player}'s turn now ({phase}); waiting for: {waiting}."),
                           rule_ids=TURN_ORDER.get(game.phase, ("play.phases",)), player=player.name, phase=expectation.phase, waiting=waiting)
    return None
