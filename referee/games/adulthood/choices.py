"""The closed choices open now, as complete moves the table can answer with
a number (`referee options` lists them, `referee do 2` picks one): step 3's
drafts (solo: 'free' ones too), plays and 'done' (listed alone, it is the
only move left); Meditate's reveal or swap; the solo Achievement
level. Cards drawn, Life Events and market cards come from the table and are
never proposed, and neither is a decision that a report could also settle
(Interview: a Career drawn, or the Promotion), nor step 1's placements (every
combination of spots). The engine verifies each move, so none is refused.
"""

from __future__ import annotations

from referee.core.moves import Move
from referee.games.adulthood import cards, data, market
from referee.games.adulthood.state import State


def propose(state: State) -> list[Move]:
    head = state.pending.head()
    if head is not None:
        if head.verbs == ("meditate",) and state.mode != data.SOLO:
            return [Move(head.player, "meditate", (("reveal",),)), Move(head.player, "meditate", (("swap",),))]
        if head.verbs == ("level",):
            return [Move(head.player, "level", (level,)) for level in range(data.scoring()["achievement_levels"] + 1)]
        return []
    if state.phase != "play":
        return []
    person = state.person
    if any(cards.known(state, name) is None for name in person.hand):
        return []          # a card still to be reported: the list would not be complete
    moves = [Move(person.name, "draft", (slot, free)) for slot, card in enumerate(state.market, start=1) if card for free in market.open_variants(state)]
    moves += [Move(person.name, "play", (name, ())) for name in dict.fromkeys(person.hand)]
    return moves + [Move(person.name, "done")]
