"""The opening fields of a game's `referee status` JSON, shared by the games
whose state keeps a mode, a round, a turn and a phase (LOOP, Adulthood): one
place builds them, so their keys and order stay the same in every game and
match the common labels of `referee.core.status_labels`."""

from __future__ import annotations

from typing import Any


def status_head(game: str, state: Any, active_player: str | None) -> dict[str, Any]:
    """`game`, `mode`, `round`, `turn`, `phase` and `active_player`, in that
    order. Who counts as active differs by game (LOOP: no one during setup;
    Adulthood: no one before the first turn), so the game passes it."""
    return {
        "game": game,
        "mode": state.mode,
        "round": state.round,
        "turn": state.turn,
        "phase": state.phase,
        "active_player": active_player,
    }
