"""Which Goal Tiles the table must describe before the final scoring (format 3).

"Each player may play as many Goal Tiles as the number of Trait Tiles they
have played on their Personal Board during the game" (Final Scoring, Goals):
what a Type B or Type D tile prints matters only when that tile could be one
of the Goal Tiles a player scores. The referee does not ask for it when

- the player played no Trait Tile (no Goal Tile can be played);
- the Goal Tiles already known to be met (needing nothing entered, or
  described) fill every
  slot the played Trait Tiles open;
- the tile cannot be met whatever it prints: Type B asks for "at least 2
  Presences among the 3 indicated locations" and the player has fewer than 2
  Presences; Type D asks for "at least the required number of Memory Tokens
  of the indicated types" and the player has no Memory Token at all.

Formats 1 and 2 ask for every such tile, as they were recorded.
"""

from __future__ import annotations

from .config import config
from .facts import goal_details, needs_details
from .requirements import goal_met
from .state import Player, State


def cannot_be_met(player: Player, goal: str) -> bool:
    """Whatever the tile prints, the player does not meet it."""
    c = config()
    check = c.goals[goal]["check"]
    if check == "presences_among":
        return len(player.presences) < c.scoring["type_b_presences"]
    if check == "memory_threshold":
        return not any(player.memory_unused.values()) and not any(player.memory_used.values())
    return False


def goals_to_describe(state: State, player: Player) -> list[str]:
    """The player's Goal Tiles whose printed details are still needed for the final scoring."""
    missing = [g for g in player.goals if needs_details(g) and goal_details(state, player, g) is None]
    if not state.by_board or not missing:
        return missing
    slots = len(player.played)
    met = sum(1 for g in player.goals if g not in missing and goal_met(state, player, g)[0])
    if slots == 0 or met >= slots:
        return []
    return [g for g in missing if not cannot_be_met(player, g)]
