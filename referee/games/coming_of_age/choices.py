"""The closed choices open now, as complete moves the table can answer with
a number (`referee options` lists them, `referee do 2` picks one, `do ok`
the only one): a left bounce's Frustration Token or 2 VEP (p. 8), the
oldest bonus a player owes when its printed bonus is known — reported as it
is printed (with each Counter a Mood bonus may move, p. 10) or declined —
and step B when no Memory can be gained (p. 10): a Presence paid each way
the player can, or the Parent Card (alone: "If you cannot ... you must play
a Parent Card").
Rolls, drawn tiles and facts are never proposed: they come from the table.
The engine verifies each move, so none is ever refused.
"""

from __future__ import annotations

from referee.core.moves import Move
from referee.core.pending import Decision

from . import facts
from .bonus_queue import expected_gift, owed_by
from .config import config
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


def only_parent_card(state: State, player: Player) -> bool:
    """Step B leaves `player` the Parent Card alone (p. 10: "If you cannot ... you must play a Parent Card")."""
    return _step_b_payments(state, player) == []  # asked after every move at the Bus: no move built


def _step_b(state: State, player: Player) -> list[Move]:
    """Step B as a closed choice: a Presence paid each way the player can,
    from each Presence Token they may move, or the Parent Card."""
    payments = _step_b_payments(state, player)
    if payments is None:
        return []
    origins = player.presences if len(player.presences) >= config().scoring["presence_tokens"] else [None]
    return [Move(player.name, "presence", (paid, origin)) for paid in payments for origin in origins] + [Move(player.name, "parent", ())]


def _step_b_payments(state: State, player: Player) -> list[str] | None:
    """How `player` can pay for a Presence in step B, when step B is a closed
    choice (else None): only when no Memory can be gained (the card is gone,
    or the player has nothing the location accepts) — a Memory's Token
    colour is printed on its card, so that choice is never listed."""
    stop, c = state.stop, config()
    if stop is None or stop.step != "B" or player.name not in stop.b_needed or player.name in stop.b_done:
        return None
    needs = facts.needs(state, stop.location)
    if needs is None:  # a fact the table enters first
        return None
    any_colour = player.tracks[c.mood["any_colour_passive"]].pos == c.last
    payments = [t for t in c.tracks if player.motivation.get(t, 0) and (any_colour or t in needs)]
    if facts.willpower_allowed(state, stop.location) and player.willpower >= c.presence["willpower_cost"]:
        payments.append("willpower")
    if payments and state.memory_cards.get(stop.location):
        return None
    return payments


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
        elif not owed:
            moves += _step_b(state, player)
    return moves
