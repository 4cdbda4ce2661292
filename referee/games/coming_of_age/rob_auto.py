"""Rob Bot plays by himself (format 3 on).

Rob's turn has no choice in it: "he places one Interest Token per Die",
"Rob places one of the Dice he just rolled in the same building of the
location you chose", and at the Bus "he performs one of the following" /
"all of the following actions that are possible" (Solo Mode, Rob's Turn).
An effect without a choice resolves itself: as soon as the table has
reported what Rob needs (his dice, a printed fact, a revealed Trait Tile),
the referee makes his moves and says what to do on the table. Sessions of
formats 1 and 2 recorded them as `rob` lines and replay them as recorded.
"""

from __future__ import annotations

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.i18n import N_

from . import bot
from .state import State


def plays_by_himself(state: State) -> bool:
    return state.rob is not None and state.by_board


def rob_by_itself(state: State) -> list[Msg]:
    """Rob's moves from here until he waits for the table (or has none)."""
    out: list[Msg] = []
    if not plays_by_himself(state):
        return out
    while True:
        found = bot.decision(state)
        if found is None or found[0] != "move":
            return out
        out += bot.apply(state, found[1])


BY_HIMSELF = N_("Rob Bot plays by himself in this session: the referee makes his moves as soon as the table has reported what he needs.")


def refuse_rob_line(state: State) -> None:
    """A `rob` line in a session where Rob plays by himself is refused."""
    if plays_by_himself(state):
        raise IllegalMove(BY_HIMSELF, rule_ids=("solo.overview",))
