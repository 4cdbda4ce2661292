"""Steps the referee takes by itself: step 3 ends when nothing is left to do.

Step 3 is "play cards from your hand and take a card from the market"
(Player Turns; 'turn.draft', 'turn.play-cards'): once no card of the hand
can be played and no market card can be drafted, the player has no decision
left, so the referee ends the step instead of waiting for 'done'.

Sessions recorded before the step ended by itself hold that 'done'; it is
accepted right after the automatic end, as a confirmation that changes
nothing, so they replay with the same verdicts.

What the automatic end leaves open is easy to miss, so the table is told:
the extra card of a card just played ('draft SLOT extra', market.draft) may
still be taken right after it (`extra_slots`, `reminders`).
"""

from __future__ import annotations

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.core.moves import Move
from referee.games.adulthood import cards, market, playing
from referee.games.adulthood.state import State
from referee.i18n import N_


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


def extra_slots(state: State) -> list[int]:
    """The market slots (1 = left-most) whose card the player whose step 3
    just ended by itself may still take as the extra card of a card's
    effect, 'draft SLOT extra': those market.draft accepts now. Empty at
    any other moment (the flow lets that draft through only then)."""
    player = state.ended_by_itself
    if player is None or state.over or state.phase == "play":
        return []
    return [slot for slot, card in enumerate(state.market, start=1)
            if card is not None and _allowed(market.draft, state, Move(player, "draft", (slot, "extra")))]


def extra_card_note(state: State) -> Msg | None:
    """The sentence that tells the table the extra card may still be taken,
    with the move to type and the slots it may name; None when none may."""
    slots = extra_slots(state)
    if not slots:
        return None
    return Msg(N_("If the card just played gives an extra card from the market, {player} may still take it now: '{player}: draft SLOT extra' (SLOT: {slots})."),
               player=state.ended_by_itself, slots=", ".join(f"{slot} {state.market[slot - 1]}" for slot in slots))


def reminders(state: State) -> list[Msg]:
    """What `options` and `status` remind the table of (engine.reminders)."""
    note = extra_card_note(state)
    return [note] if note is not None else []
