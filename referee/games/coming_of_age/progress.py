"""Where a turn stands: whether set-up is complete, a player has finished
phase 2, Rob Bot is done at the Bus stop, a stop's steps are complete — the
conditions the flow (flow.py) and whose-turn (turns.py) read — and the names
of the phases at rest."""

from __future__ import annotations

from referee.i18n import N_

from .bonus_queue import owes
from .bot import decision
from .state import Player, State

# The phases at rest, as the table names them (the others pass by themselves).
PHASES = {
    "setup": N_("Set-up"),
    "explore": N_("1. Explore New Interests and Choose a Location"),
    "experience": N_("2. Experience the Location"),
    "bus": N_("3. Gain the Location Benefits"),
    "final": N_("End of the game: last Memory Token"),
    "over": N_("Game over"),
}


def setup_complete(state: State) -> bool:
    return all(p.started for p in state.players.values()) and (not state.needs_row or state.row is not None)


def settled(state: State, players) -> bool:
    """No bounce waiting and no bonus owed by any of `players`."""
    for p in players:  # a plain loop: the flow asks after every move
        if p.mood_steps or owes(state, p.name):
            return False
    return True


def phase2_complete(state: State, player: Player) -> bool:
    """`player` has applied the Experience Space, resolved its effects and used
    (or passed) the Memory Token of this phase."""
    return player.experienced and settled(state, [player]) and (
        state.memory_spent(player) or player.turn_done or not any(player.memory_unused.values()))


def rob_die(state: State) -> int | None:
    """Rob's Die sits where the human player's Die is (solo)."""
    if not state.rob or not state.rob.followed:
        return None
    return state.players[state.order[0]].location


def rob_done_here(state: State) -> bool:
    stop = state.stop
    if not stop or not (stop.rob_a or stop.rob_b):
        return True
    return decision(state) is None


def step_a_complete(state: State) -> bool:
    """Step A is over when everyone here took it and resolved its bonuses ("After completing the previous step")."""
    stop = state.stop
    return rob_done_here(state) and set(stop.a_needed) <= set(stop.a_done) and settled(state, (state.players[n] for n in stop.a_needed))


def stop_complete(state: State) -> bool:
    stop = state.stop
    return (rob_done_here(state) and set(stop.a_needed) <= set(stop.a_done) and set(stop.b_needed) <= set(stop.b_done)
            and settled(state, [state.players[n] for n in set(stop.a_needed) | set(stop.b_needed)]))
