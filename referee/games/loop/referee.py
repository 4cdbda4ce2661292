"""LOOP: Life of Ordinary People, refereed turn by turn: the `RULES` object.

A core `HandlerRules` built from the grammar (grammar.py), set-up
(setup.py), the decisions owed (decisions.py), the phases (flow.py, a core
`Flow` table with what LOOP settles after every move) and one handler per
verb (turn.py, buy.py, favours.py, careers.py, credit.py, events.py,
board.py, setup.py). Every handler validates, yields, then mutates: `check`
runs it up to its `yield` on the state itself, with no copy, and `apply`
refuses exactly what `check` refuses. `status` and `tally` are in report.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from referee.core.engine import Expectation, IllegalMove, Setup
from referee.core.handlers import HandlerRules
from referee.core.messages import Msg
from referee.core.moves import Move
from referee.games.loop import (
    board,
    buy,
    data,
    careers,
    choices,
    credit,
    events,
    favours,
    flow,
    report,
    setup,
    turn,
)
from referee.games.loop.grammar import GRAMMAR
from referee.games.loop.state import State

Handler = Callable[[State, Move], Iterator[None]]


def _reveal_material(state: State, move: Move) -> Iterator[None]:
    """The 'material' move: A MATERIAL flipped into the BUY AREA (Solo: with its shown QUALITY)."""
    by = state.active if state.phase in ("turn", "refill") else None
    return (yield from board.reveal_material(state, move, by))


HANDLERS: dict[str, Handler] = {
    "activity": board.reveal_activity,
    "material": _reveal_material,
    "burn": board.burn,
    "careers": setup.deal_careers,
    "career": setup.choose_career,
    "hand": setup.starting_hand,
    "start": setup.starting_materials,
    "draw": turn.draw,
    "work": turn.work,
    "buy": buy.buy,
    "consume": turn.consume,
    "goal": turn.goal,
    "rep-happiness": turn.rep_happiness,
    "end": turn.end,
    "play": favours.play,
    "accept": favours.accept,
    "reject": favours.reject,
    "object": favours.object_,
    "call": favours.call,
    "apply": credit.apply_card,
    "payoff": credit.payoff,
    "influence": careers.influence,
    "forge": careers.forge,
    "repair": careers.repair,
    "swap": careers.swap,
    "invest": careers.invest,
    "care": careers.care,
    "scavenge": careers.scavenge,
    "peek": careers.peek,
    "steal": careers.steal,
    "event": events.reveal,
    "insurance": events.insurance,
    "obsolete": events.obsolete,
    "redeem": events.redeem,
    "repurchase": events.repurchase,
    "santa": events.santa,
    "take": events.take,
    "climb": events.climb,
}


class _Flow:
    """LOOP's flow as HandlerRules drives it: the core `Flow` table
    (flow.FLOW), and after every move what LOOP settles first (flow.advance)."""

    def start(self, state: State, changes: list[Msg]) -> None:
        flow.FLOW.start(state, changes)

    def expected(self, state: State) -> Expectation:
        return flow.expected(state)

    def advance(self, state: State, changes: list[Msg]) -> None:
        flow.advance(state, changes)


class LoopRules(HandlerRules):
    """The handlers, flow and data above, with the rules a refusal by the
    engine cites (see `referee.core.engine.verify_turn`)."""

    end_rule_ids = ("end.trigger",)   # a move after the end: "the game ends immediately when ..." (P.10 2.8)
    turn_rule_ids = ("gameplay.start-player", "turn.end-refill")   # out of turn: clockwise (P.6 2.1), "Turn goes to your left" (P.10 2.7)

    def session_options(self, setup_: Setup) -> dict[str, Any]:
        """What `referee new` records in every new session (setup.py)."""
        return dict(setup.NEW_SESSION_OPTIONS)

    def why_not_now(self, state: State, move: Move, expectation: Expectation) -> IllegalMove | None:
        return flow.why_not(state, move)


RULES = LoopRules(
    game_id=data.GAME_ID,
    grammar=GRAMMAR,
    handlers=HANDLERS,
    flow=_Flow(),  # type: ignore[arg-type]
    new_state=setup.initial,
    checklist=setup.checklist,
    status=lambda state: report.status(state, flow.expected(state)),
    tally=report.tally,
    validate_setup=setup.validate,
    choices=choices.propose,
)
