"""Small helpers for set-up tests that stop before the draft."""

from referee.core.engine import Setup, parse, play
from referee.games.cv.referee import RULES

TRACK = ["t1 health cost:health", "t2 health cost:health", "t3 health cost:health", "t4 health cost:health", "t5 health cost:health"]


def run(state, players, lines):
    for line in lines:
        play(RULES, state, parse(RULES, state, line, players), in_place=True)


def fresh(players, goals=False):
    """A state with the track revealed (and the public goals if `goals`)."""
    state = RULES.setup(Setup("cv", "standard", tuple(players)))
    run(state, players, [f"{players[0]}: reveal {line}" for line in TRACK])
    if goals:
        run(state, players, [f"{players[0]}: goal g{n} 3" for n in range(len(players) - 1)])
    return state
