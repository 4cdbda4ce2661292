"""CV refereed turn by turn: the `RULES` object, a table of handlers on the
engine's flow (flow.py). Each handler validates, yields, then mutates
(setup.py, track.py, dice.py, buying.py, placing.py, ending.py); refusals.py
explains a verb the flow does not open now.
"""

from __future__ import annotations

from referee.core.handlers import HandlerRules
from referee.games.cv import buying, choices, dice, ending, placing, refusals, report, setup, track
from referee.games.cv.flow import FLOW, anytime
from referee.games.cv.grammar import GRAMMAR

HANDLERS = {
    "reveal": track.reveal,
    "goal": setup.goal,
    "dealt": setup.dealt,
    "keep": setup.keep,
    "card": setup.card,
    "roll": dice.roll,
    "reroll": dice.reroll,
    "effect": dice.effect,
    "buy": buying.buy,
    "done": buying.done,
    "play": buying.play,
    "discard": placing.discard,
    "add": placing.add,
    "upkeep": placing.upkeep,
    "assist": track.assist,
    "pass": track.pass_,
    "goals": ending.goals,
}


class CvRules(HandlerRules):
    """The handlers and flow above, with the game's own reason when the flow
    does not open a verb now (`referee.core.engine.verify_turn`)."""

    def why_not_now(self, state, move, expectation):
        return refusals.why_not_now(state, move, expectation)


RULES = CvRules(
    game_id="cv", grammar=GRAMMAR, handlers=HANDLERS, flow=FLOW,
    new_state=setup.initial, checklist=setup.checklist,
    status=report.status, tally=report.tally, validate_setup=setup.validate, hints=report.hints,
    choices=choices.propose, anytime=anytime,
    end_rule_ids=("end.trigger",),  # "the game is over" when the old age deck runs short (End of the Game)
    turn_rule_ids=("round.order",),  # the bicycle's owner starts each round, then clockwise (Game Play)
)
