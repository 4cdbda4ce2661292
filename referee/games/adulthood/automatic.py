"""Steps the referee takes by itself: step 3 ends when nothing is left to do.

Step 3 is "play cards from your hand and take a card from the market"
(Player Turns; 'turn.draft', 'turn.play-cards'): once no card of the hand
can be played and no market card can be drafted, the player has no decision
left, so the referee ends the step instead of waiting for 'done'.

Sessions recorded before the step ended by itself hold that 'done'; it is
accepted right after the automatic end, as a confirmation that changes
nothing, so they replay with the same verdicts.
"""

from __future__ import annotations

from referee.core.engine import IllegalMove
from referee.core.moves import Move
from referee.games.adulthood import cards, market, playing
from referee.games.adulthood.state import State


def _allowed(handler, state: State, move: Move) -> bool:
    """True when `handler`'s checks (up to its yield) accept `move`; nothing changes."""
    steps = handler(state, move)
    try:
        next(steps)
    except IllegalMove:
        return False
    finally:
        steps.close()
    return True


def nothing_left(state: State) -> bool:
    """True when the active player can neither draft nor play in step 3.
    A card in hand whose facts are not known yet keeps the step open: the
    table may report them and play it."""
    person = state.person
    if any(cards.known(state, name) is None for name in person.hand):
        return False
    drafts = (Move(person.name, "draft", (slot, free)) for slot, card in enumerate(state.market, start=1) if card for free in market.open_variants(state))
    if any(_allowed(market.draft, state, move) for move in drafts):
        return False
    return not any(_allowed(playing.play, state, Move(person.name, "play", (name, ()))) for name in dict.fromkeys(person.hand))
