"""The bonuses owed, kept in the core queue of decisions (`State.owed`, a
`Pending`): one `Decision` per bonus earned and not yet resolved, oldest
first, with the player who owes it, the verbs that settle it (the bonus
reports and `skip`), its source (named in owed.py: "turquoise-6",
"fulfillment-4", "parent", ...) and, in its data, what that board space
gave this player before (`expected_gift`: None while not known, and for a
card), which a report must match. `status`, whose turn it is, the numbered
choices and the bonus verbs all read this one queue.
"""

from __future__ import annotations

from typing import Any

from referee.core.messages import Msg
from referee.core.pending import Decision
from referee.i18n import N_

from .grammar import OWED_VERBS
from .state import State

EXPECT = "expect"


def queue_bonus(state: State, player: str, source: str, expect: list[Any] | None) -> None:
    """`player` now owes the bonus of `source` (after every bonus owed before)."""
    state.owed.add(Decision(player, OWED_VERBS, Msg(N_("{player} owes the bonus of @{source}"), player=player, source=source),
                           source=source, data={EXPECT: expect}, together=True))


def owed_by(state: State, player: str) -> list[Decision]:
    """The bonuses `player` owes, oldest first."""
    return [decision for decision in state.owed.items if decision.player == player]


def owes(state: State, player: str) -> bool:
    """Whether `player` owes a bonus now (asked on every move: a plain loop)."""
    for decision in state.owed.items:
        if decision.player == player:
            return True
    return False


def expected_gift(decision: Decision) -> list[Any] | None:
    """What the bonus of `decision` is known to give (its board space's print), if known."""
    return decision.data.get(EXPECT)


def expect(state: State, player: str, source: str, gift: list[Any]) -> None:
    """Bonuses `player` owes from `source`, earned before its print was
    known, now expect it: a later report must match it."""
    for waiting in owed_by(state, player):
        if expected_gift(waiting) is None and waiting.source == source:
            waiting.data[EXPECT] = gift


def resolve(state: State, decision: Decision) -> None:
    """The bonus of `decision` is resolved (reported or declined): no longer owed."""
    items = state.owed.items
    del items[next(index for index, item in enumerate(items) if item is decision)]


def set_aside(state: State, player: str) -> list[Decision]:
    """Take every bonus `player` owes out of the queue (oldest first), to be
    put back after what is earned meanwhile (`put_back`)."""
    mine = owed_by(state, player)
    state.owed.items[:] = [decision for decision in state.owed if decision.player != player]
    return mine


def put_back(state: State, decisions: list[Decision]) -> None:
    """Owe `decisions` again, after the bonuses owed now."""
    for decision in decisions:
        state.owed.add(decision)
