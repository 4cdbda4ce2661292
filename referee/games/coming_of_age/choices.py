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

from .mood import open_tracks
from .state import Player, State
from .turns import waiting_for_bonus


def _reports(game: State, player: Player) -> list[Move]:
    """The known bonus at the head of `player`'s queue, as its reports, then 'skip'."""
    owed = player.owed[0]
    source = f"@{owed.source}"
    gift = owed.expect or []
    moves = []
    if gift and gift[0] in ("vep", "willpower"):
        moves.append(Move(player.name, "gain", (gift[1], gift[0], None, source)))
    elif gift and gift[0] in ("motivation", "memory") and len(gift) == 3:
        moves.append(Move(player.name, "gain", (gift[1], gift[0], gift[2], source)))
    elif gift and gift[0] == "mood":
        tracks = [gift[1]] if len(gift) == 3 else open_tracks(game, player)
        moves += [Move(player.name, "mood", (track, gift[-1], source)) for track in tracks]
    return moves + [Move(player.name, "skip", (source,))]


def propose(game: State) -> list[Move]:
    moves: list[Move] = []
    for name in game.order:
        player = game.players[name]
        if player.mood_steps and not waiting_for_bonus(game, player):
            moves += [Move(name, "bounce", (choice,)) for choice in ("frustration", "vep")]
        elif player.owed and player.owed[0].expect is not None:
            moves += _reports(game, player)
    return moves
