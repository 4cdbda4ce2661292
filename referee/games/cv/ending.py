"""The end of the game: each player reveals their secret life goal and
reports its points, and how far they achieved each public life goal (what
a life goal measures is printed on its card, not in the rulebook).
"""

from __future__ import annotations

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.core.moves import Move, MoveSyntaxError
from referee.games.cv.state import State
from referee.i18n import N_


def goals(state: State, move: Move):
    """The 'goals' move: at the end, a player's secret life goal points and their measures for each public life goal."""
    person = state.people[move.player]
    points = move.arg(0)
    measures: dict[str, int] = {}
    for word in move.arg(1, ()):
        goal, colon, value = word.lower().partition(":")
        if not colon or not value.isdigit():
            raise MoveSyntaxError(N_("'{line}': write each public goal as GOAL:MEASURE, e.g. 'collector:5', not '{word}'."), line=move.text(), word=word)
        if goal not in state.goals:
            raise IllegalMove(N_("{goal} is not a public life goal of this game ({goals})."), rule_ids=("scoring.public-goals",), goal=goal, goals=", ".join(state.goals) or "—")
        measures[goal] = int(value)
    yield
    person.goal_points = points
    person.measures = measures
    return [Msg(N_("{player}: secret life goal {points} points."), player=move.player, points=points)]


def reported(state: State) -> bool:
    return all(person.goal_points is not None for person in state.people.values())
