"""The closed choices open now, as complete moves the table can answer with
a number (`referee options` lists them, `referee do 2` picks one): the
answer to a FAVOUR (ACCEPT, REJECT by a FAVOUR or by REPUTATION, a call, a
Lawyer's objection), the CAREER chosen at set-up, and an IMMEDIATE EVENT's
question when every answer is a choice (the player to compare with, the
MATERIAL to give or to lose, what to buy back, or a CREDIT CARD instead).
Whatever comes from the table (a FAVOUR or card drawn, a coin toss) is never
proposed, and neither is a player's own turn, which has too many moves to
number. The engine verifies each move, so none is ever refused.
"""

from __future__ import annotations

import random

from referee.core.moves import Move
from referee.games.loop import candidates, flow
from referee.games.loop.state import State

# Verbs whose every argument is a choice among things on the table.
CLOSED = frozenset({"accept", "reject", "call", "object", "career", "climb", "santa", "obsolete", "repurchase", "apply"})


def propose(state: State) -> list[Move]:
    """The moves of the decision owed now, when all of them are closed choices."""
    actors = flow.expected(state).actors
    if not actors or any(verb not in CLOSED for verbs in actors.values() for verb in verbs):
        return []
    rng = random.Random(0)   # candidates draw no card here: the lists are the same every time
    return [move for player, verbs in actors.items() for verb in verbs for move in candidates.generate(state, verb, player, rng)]
