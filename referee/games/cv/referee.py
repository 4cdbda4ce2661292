"""CV refereed turn by turn: the `RULES` object, a table of handlers on the
engine's flow (flow.py). Each handler validates, yields, then mutates
(setup.py, track.py, dice.py, buying.py, placing.py, ending.py).
"""

from __future__ import annotations

from referee.core.handlers import HandlerRules
from referee.games.cv import buying, choices, dice, ending, placing, report, setup, track
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


RULES = HandlerRules(
    game_id="cv", grammar=GRAMMAR, handlers=HANDLERS, flow=FLOW,
    new_state=setup.initial, checklist=setup.checklist,
    status=report.status, tally=report.tally, validate_setup=setup.validate, hints=report.hints,
    choices=choices.propose, anytime=anytime,
    end_rule_ids=("end.trigger",),  # "the game is over" when the old age deck runs short (End of the Game)
    turn_rule_ids=("round.order",),  # the bicycle's owner starts each round, then clockwise (Game Play)
)
