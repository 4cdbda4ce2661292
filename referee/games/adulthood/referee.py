"""Adulthood refereed turn by turn: the `RULES` object.

Handlers + a flow table + data: the grammar (grammar.py), set-up
(setup.py), the phases (flow.py) and one handler per verb, grouped by step:
set-up reports (setup.py, market.py), step 1 (spots.py), step 2
(spending.py), step 3 (market.py, playing.py), Life Events and the end
(events.py). `status`, `tally` and `hints` are in report.py; the closed
choices offered as numbered moves in choices.py; what the automatic end of
step 3 leaves open, and the reminder of it, in automatic.py.
"""

from __future__ import annotations

from referee.core.handlers import HandlerRules
from referee.games.adulthood import automatic, choices, data, events, market, playing, report, setup, spending, spots
from referee.games.adulthood.flow import FLOW, no_turn_left
from referee.games.adulthood.grammar import GRAMMAR

HANDLERS = {
    "board": setup.report_board,
    "market": market.report,
    "keep": setup.keep,
    "achievement": setup.achievement,
    "place": spots.place,
    "career": spending.career,
    "promote": spending.promote,
    "partner": spending.partner,
    "marry": spending.marry,
    "meditate": spending.meditate,
    "draft": market.draft,
    "play": playing.play,
    "done": playing.done,
    "event": events.event,
    "values": events.values,
    "level": events.level,
}


def _end_rules(state) -> tuple[str, ...]:
    """The rule that ended the game: the last (eighth) Life Event in solo
    (End of Solo Game), else the round finished after the markers crossed (p. 10)."""
    return ("solo.end-trigger",) if state.mode == data.SOLO else ("end.equal-turns",)


RULES = HandlerRules(
    game_id="adulthood",
    grammar=GRAMMAR,
    handlers=HANDLERS,
    flow=FLOW,
    new_state=setup.initial,
    checklist=setup.checklist,
    status=report.status,
    tally=report.tally,
    validate_setup=setup.validate,
    hints=report.hints,
    choices=choices.propose,
    reminders=automatic.reminders,
    end_rule_ids=_end_rules,
    turn_rule_ids=("turn.steps",),  # "Each player, on their turn, executes the following steps in order" (Player Turns)
    cited=data.cited,
    why_not_now=no_turn_left,
)
