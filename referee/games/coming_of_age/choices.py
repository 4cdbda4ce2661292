"""The closed choices open now, as complete moves the table can answer with
a number (`referee options` lists them, `referee do 2` picks one, `do ok`
the only one): a left bounce's Frustration Token or 2 VEP (p. 8), and the
oldest bonus a player owes when its printed bonus is known — reported as it
is printed (with each Counter a Mood bonus may move, p. 10) or declined.
Rolls, drawn tiles and facts are never proposed: they come from the table.
The engine verifies each move, so none is ever refused.
"""

from __future__ import annotations

from referee.core.moves import Move
from referee.core.pending import Decision

from .bonus_queue import expected_gift, owed_by
from .mood import open_tracks
from .state import Player, State
from .turns import waiting_for_bonus


def _reports(state: State, player: Player, owed: Decision) -> list[Move]:
    """The known bonus `owed` at the head of `player`'s queue, as its reports, then 'skip'."""
    source = f"@{owed.source}"
    gift = expected_gift(owed) or []
    moves = []
    if gift and gift[0] in ("vep", "willpower"):
        moves.append(Move(player.name, "gain", (gift[1], gift[0], None, source)))
    elif gift and gift[0] in ("motivation", "memory") and len(gift) == 3:
        moves.append(Move(player.name, "gain", (gift[1], gift[0], gift[2], source)))
    elif gift and gift[0] == "mood":
        tracks = [gift[1]] if len(gift) == 3 else open_tracks(state, player)
        moves += [Move(player.name, "mood", (track, gift[-1], source)) for track in tracks]
    else:  # a Friendship, Intimacy, Trait or Overcoming bonus: its moves are not listed, so 'skip' alone is no closed choice
        return []
    return moves + [Move(player.name, "skip", (source,))]


def propose(state: State) -> list[Move]:
    """The closed choices open now, player by player in seat order."""
    moves: list[Move] = []
    for name in state.order:
        player = state.players[name]
        owed = owed_by(state, name)
        if player.mood_steps and not waiting_for_bonus(state, player):
            moves += [Move(name, "bounce", (choice,)) for choice in ("frustration", "vep")]
        elif owed and expected_gift(owed[0]) is not None:
            moves += _reports(state, player, owed[0])
    return moves
