"""Clearer refusals for a move the flow does not open now (the engine's
`why_not_now` hook): a reroll or a purchase refused by the turn's own state
says which rule stops it ("two times", "bad luck dice are frozen", "1 or 2
cards", rerolls before taking cards) instead of only listing the verbs open.
"""

from __future__ import annotations

from referee.core.engine import Expectation, IllegalMove
from referee.core.moves import Move
from referee.games.cv.buying import no_more_cards
from referee.games.cv.dice import no_reroll
from referee.games.cv.state import State


def why_not_now(state: State, move: Move, expectation: Expectation) -> IllegalMove | None:
    """The rule a reroll or a purchase of the active player breaks now (None: the engine's own refusal)."""
    if state.over or not state.turn or move.player != state.active:
        return None
    turn = state.this_turn
    if move.verb == "reroll" and turn.rolled and (turn.bought or state.phase == "select"):
        return no_reroll(state, move.player)
    if move.verb == "buy" and turn.rolled:
        return no_more_cards(state)
    return None
