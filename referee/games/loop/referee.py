"""LOOP: Life of Ordinary People, refereed turn by turn: the `RULES` object.

It wires the pieces to the engine's GameRules protocol: the grammar
(grammar.py), set-up (setup.py), the decisions owed (decisions.py), the
phases (flow.py, a core `Flow` table) and one handler per verb (turn.py,
favours.py, careers.py, credit.py, events.py, board.py). A handler validates
and mutates in one pass: `apply` refuses exactly what `check` refuses (which
runs it on a throw-away copy), so the engine folds a session in place and
drops a state a refused move has touched. `status` and `tally` are in
report.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from referee.core.engine import Expectation, IllegalMove, Setup
from referee.core.messages import Msg
from referee.core.moves import Move
from referee.games.loop import (
    board,
    buy,
    data,
    careers,
    credit,
    events,
    favours,
    flow,
    handling,
    report,
    setup,
    turn,
)
from referee.games.loop.grammar import GRAMMAR
from referee.games.loop.state import State
from referee.i18n import N_

Handler = Callable[[State, Move], list[Msg]]


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


class LoopRules:
    game_id = data.GAME_ID
    grammar = GRAMMAR
    apply_refuses = True  # `apply` runs the same handler `check` runs, and raises what it raises
    end_rule_ids = ("end.trigger",)   # a move after the end: "the game ends immediately when ..." (P.10 2.8)
    new_session_options = setup.NEW_SESSION_OPTIONS   # recorded by `referee new`: CREDIT CARD numbers stay put
    turn_rule_ids = ("gameplay.start-player", "turn.end-refill")   # out of turn: clockwise (P.6 2.1), "Turn goes to your left" (P.10 2.7)

    def validate_setup(self, setup_: Setup) -> None:
        setup.validate(setup_)

    def setup(self, setup_: Setup) -> State:
        return setup.initial(setup_)

    def checklist(self, setup_: Setup) -> list[Msg]:
        return setup.checklist(setup_)

    def expected(self, state: State) -> Expectation:
        return flow.expected(state)

    def why_not(self, state: State, move: Move) -> None:
        flow.why_not(state, move)

    def check(self, state: State, move: Move) -> None:
        handling.check(self._handler(move), state, move)

    def apply(self, state: State, move: Move) -> list[Msg]:
        changes = handling.run(self._handler(move), state, move)
        if state.phase == "setup" and move.verb in flow.SETUP_VERBS and move.verb != "activity":
            state.pending.settle(move.player, move.verb)
        flow.advance(state, changes)
        return changes

    def _handler(self, move: Move) -> Handler:
        if move.verb not in HANDLERS:
            raise IllegalMove(N_("'{verb}' is not a LOOP move."), verb=move.verb)
        return HANDLERS[move.verb]

    def is_over(self, state: State) -> bool:
        return state.over

    def status(self, state: State) -> dict[str, Any]:
        return report.status(state, flow.expected(state))

    def tally(self, state: State) -> dict[str, Any]:
        return report.tally(state)


RULES = LoopRules()
