"""Owed bonuses: every bonus is tied to the printed source that gave it.

"Each time you move a Counter, you will receive the corresponding
benefit/action for each step"; the Personal Fulfillment Track gives "the bonus
from each space you reach" (and "the bonus indicated for each step" past its
end); a Friendship level up gives "the corresponding bonus"; a Memory Card,
a Parent Card and a Bus Stop Tile each give their bonus. What they give is
printed, not in the rulebook, so the referee records an *owed* bonus, labelled
with its source, and the player reports it (`gain`, `mood`, `friend`, ...) or
declines it (`skip`). A report names its source with `@SOURCE`, or resolves
the oldest one owed.

Sources (the text after `@`):
    TRACK-N              space N of a Mood Track (1 = far left)
    fulfillment-N        space N of the Personal Fulfillment Track (1 = start)
    fulfillment-end      a step past the end of that track
    friendship-L-SPACE   the SPACE (left/center/right) of Friendship level L
    memory-N             the Memory Card at location N
    parent               a Parent Card
    bus-stop-N           the Bus Stop Tile at location N

The bonuses owed wait in the core queue of decisions (bonus_queue.py).

Board spaces are remembered per player (each colour has its own Personal
Board) the first time their bonus is reported: the next time one needing no
choice is applied by itself, any other is owed with what it gives, and a
different report is refused. Cards change from card to card: never remembered.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.core.moves import Move
from referee.core.pending import Decision
from referee.i18n import N_

from . import facts, personal_board
from .board import tile_at
from .bonus_queue import expect, expected_gift, owed_by
from .state import Player, State

FULFILLMENT, FRIENDSHIP, MEMORY, PARENT, BUS_STOP = "fulfillment", "friendship", "memory", "parent", "bus-stop"
END = "end"
# What a bonus resolved without a choice may be: fixed amounts, fixed colours, a fixed track.
AUTOMATIC = ("vep", "willpower", "motivation", "memory", "mood")
# Where bonuses come from, cited when a report has none to resolve.
SOURCE_RULES = ("mood-tracks.bonuses", "fulfillment.advance", "friendship.level-up", "memory.gain", "parent-card.play", "bus.step-a")


# --- sources ------------------------------------------------------------------

def mood_space(track: str, space: int) -> str:
    return f"{track}-{space}"


def fulfillment_space(space: int | None) -> str:
    return f"{FULFILLMENT}-{END if space is None else space}"


def friendship_space(level: int, space: str) -> str:
    return f"{FRIENDSHIP}-{level}-{space}"


def memory_card(location: int) -> str:
    return f"{MEMORY}-{location}"


def bus_stop_tile(location: int) -> str:
    return f"{BUS_STOP}-{location}"


def is_board_space(source: str) -> bool:
    return not (source == PARENT or source.startswith((MEMORY + "-", BUS_STOP + "-")))


@lru_cache(maxsize=1024)  # a message is a value: one per source, made once (a fold names a source at most events)
def label(source: str) -> Msg:
    """The source as the table says it: "turquoise space 6", "Parent Card", ..."""
    parts = source.split("-")
    if source == PARENT:
        return Msg(N_("Parent Card"))
    if source.startswith(BUS_STOP + "-"):
        return Msg(N_("Bus Stop Tile at location {location}"), location=parts[-1])
    if parts[0] == MEMORY:
        return Msg(N_("Memory Card at location {location}"), location=parts[1])
    if parts[0] == FULFILLMENT:
        if parts[1] == END:
            return Msg(N_("a step past the end of the Personal Fulfillment Track"))
        return Msg(N_("Personal Fulfillment space {space}"), space=parts[1])
    if parts[0] == FRIENDSHIP:
        return Msg(N_("Friendship level {level} ({space} space)"), level=parts[1], space=parts[2])
    return Msg(N_("{track} space {space}"), track=parts[0], space=parts[1])


def _rules(source: str) -> tuple[str, ...]:
    if source == PARENT:
        return ("parent-card.play",)
    if source.startswith(BUS_STOP + "-"):
        return ("bus.step-a",)
    first = source.split("-")[0]
    return {MEMORY: ("memory.gain",), FULFILLMENT: ("fulfillment.advance", "fulfillment.end-of-track"),
            FRIENDSHIP: ("friendship.level-up", "friendship.intimacy")}.get(first, ("mood-tracks.bonuses",))


def join(messages: list[Msg]) -> Msg | str:
    """Several messages as one parameter, separated by semicolons."""
    if not messages:
        return "-"
    joined: Msg = messages[-1]
    for message in reversed(messages[:-1]):
        joined = Msg(N_("{first}; {rest}"), first=message, rest=joined)
    return joined


def listing(state: State, player: Player) -> Msg | str:
    """What `player` owes, oldest first, each with the `@SOURCE` that names it."""
    return join([Msg(N_("{source} (@{id})"), source=label(o.source), id=o.source) for o in owed_by(state, player.name)])


# --- what a bonus gives ---------------------------------------------------------

def gift_of(move: Move) -> list[Any]:
    """What a report says the bonus gave, comparable with a remembered one."""
    verb = move.verb
    if verb == "gain":
        amount, kind, colour = move.args[0], move.args[1], move.arg(2)
        return [kind, amount] + ([colour.lower()] if colour else [])
    if verb == "mood":
        return ["mood", move.args[0], move.args[1]]
    if verb in ("draw-trait", "play-trait", "mimic"):
        return ["trait"]
    return [verb]  # friend, intimacy, overcome


def show(gift: list[Any]) -> str:
    """A remembered bonus written as the move that reports it."""
    kind = gift[0]
    if kind in AUTOMATIC and kind != "mood":
        return " ".join(["gain", str(gift[1]), kind, *map(str, gift[2:])])
    if kind == "mood":  # with only the steps printed, the Counter is the player's choice
        return f"mood TRACK {gift[1]}" if len(gift) == 2 else f"mood {gift[1]} {gift[2]}"
    return _SHOWN[kind]


# what `show` writes for a bonus that is a choice
_SHOWN = {"friend": "friend CHARACTER", "intimacy": "intimacy CHARACTER", "trait": "draw-trait | play-trait | mimic", "overcome": "overcome TRACK bonus"}


def printed(state: State, gift: list[Any]) -> list[Any]:
    """What a reported bonus says about the space that gave it. Only what is
    printed is a fact, never a player's choice: a space that moves "a Mood
    Counter" N steps lets the player choose the Counter each time (p. 10,
    the Bus Stop example), so format 2 keeps the steps, not the Counter."""
    if state.strict and gift[0] == "mood":
        return ["mood", gift[2]]
    return gift


def reported(state: State, player: Player, move: Move, gift: list[Any] | None) -> Decision:
    """The owed bonus a report resolves (named with @SOURCE, or the oldest);
    IllegalMove when there is none or the report does not match what that
    space gave before. `gift` None: declined (`skip`). Nothing changes: the
    handler resolves it (`bonus_queue.resolve`) after its checks.
    In format 2 bonuses are resolved in the order earned (p. 8: "strictly
    from left to right"): a named one must be the oldest."""
    named = move.args[-1] if move.args else None
    owed = owed_by(state, player.name)
    if not owed:
        raise nothing_owed(player)
    if named:
        wanted = named.lstrip("@").lower()
        found = next((o for o in owed if o.source == wanted), None)
        if found is None:
            raise IllegalMove(N_("{player} owes no bonus from '{source}'; owed: {owed}."), rule_ids=SOURCE_RULES,
                              player=player.name, source=named, owed=listing(state, player))
        if state.strict and found is not owed[0]:
            raise IllegalMove(N_("Bonuses are resolved in the order they are earned: {player} resolves {first} (@{id}) before {source}."),
                              rule_ids=("experience.resolve", "mood-tracks.bonuses"), player=player.name,
                              first=label(owed[0].source), id=owed[0].source, source=label(found.source))
    else:
        found = owed[0]
    known = expected_gift(found)
    if gift is not None and known is not None and printed(state, gift) != known:
        raise IllegalMove(N_("On {player}'s board, {source} gives '{gift}': report that (or 'skip'), not '{report}'."),
                          rule_ids=_rules(found.source), player=player.name, source=label(found.source), gift=show(known), report=move.text())
    return found


HOW = {
    "applied": N_("applied by itself ('{gift}', as its space gave before)"),
    "reported": N_("reported ('{gift}')"),
    "declined": N_("declined"),
}


def nothing_owed(player: Player) -> IllegalMove:
    """The refusal of a bonus report when none is owed: what became of the
    last one (applied by itself, reported or declined), else where bonuses
    come from."""
    if player.last_bonus:
        source, how, gift = player.last_bonus
        return IllegalMove(N_("{player} owes no bonus now: the last one, from {source}, was {how}."), rule_ids=SOURCE_RULES,
                           player=player.name, source=label(source), how=Msg(HOW[how], gift=gift))
    return IllegalMove(N_("{player} has no bonus to resolve: bonuses come from a space reached (Mood, Personal Fulfillment or Friendship Track) or a Memory, Parent or Bus Stop card, and are reported when they are earned."),
                       rule_ids=SOURCE_RULES, player=player.name)


def settle(state: State, player: Player, owed: Decision, gift: list[Any]) -> None:
    """Remember what a board space gave this player (what is printed on it),
    the first time it is reported; in format 2, what a Bus Stop Tile gives
    too (one tile for everyone, wherever it lies this year). The bonuses
    still owed from the same source (the same space reached twice, from
    format 3 the same tile owed by the other players at this stop) expect
    it from now on (`mood.known_owed_by_themselves` applies them)."""
    if expected_gift(owed) is None and is_board_space(owed.source):
        player.printed[owed.source] = printed(state, gift)
        personal_board.remember(state, player, owed.source, printed(state, gift))
        if state.strict:  # the same space owed again already (several steps past the end of a Track, p. 7)
            expect(state, player.name, owed.source, printed(state, gift))
    tile = tile_of(state, owed.source)
    if expected_gift(owed) is None and tile is not None:
        state.tile_bonuses[tile] = printed(state, gift)
        named = tile_fact_key(state, owed.source)
        if named is not None:  # format 4: a named bonus tile gives this at every game night
            state.facts.learn(named, printed(state, gift))
        if state.by_board and gift[0] in AUTOMATIC and gift[0] != "mood":
            # the other players at this stop owe the same tile, which gives them the same tokens or VEP (p. 10,
            # step A: "simply gain the indicated bonus"): it resolves itself for them (mood.known_owed_by_themselves)
            for name in state.order:
                expect(state, name, owed.source, printed(state, gift))


def tile_of(state: State, source: str) -> int | None:
    """Format 2: the Bus Stop Tile a `bus-stop-N` source is (None: another source, or format 1)."""
    if not state.strict or not source.startswith(BUS_STOP + "-"):
        return None
    return tile_at(state, int(source.rsplit("-", 1)[1]))


def tile_fact_key(state: State, source: str) -> str | None:
    """Format 4: the catalog key of what the named bonus tile a `bus-stop-N`
    source is gives (None: another source, or a tile the table did not name)."""
    tile = tile_of(state, source)
    name = state.tile_names.get(tile) if tile is not None else None
    return facts.tile_key(name) if name else None


def fact_key(state: State, player: Player, source: str) -> str | None:
    """The key of the printed fact a bonus of `source` is (a space of the
    player's named Personal Board, a named bonus tile), None when it is none."""
    if is_board_space(source):
        return personal_board.key(player.board, source) if personal_board.keyed(state, player) else None
    return tile_fact_key(state, source)


def known_gift(state: State, player: Player, source: str) -> list[Any] | None:
    """What `source` is known to give `player` (its printed bonus), if known."""
    if is_board_space(source):
        return player.printed.get(source) or personal_board.known(state, player, source)
    tile = tile_of(state, source)
    if tile is None:
        return None
    if tile in state.tile_bonuses:
        return state.tile_bonuses[tile]
    named = tile_fact_key(state, source)
    value = state.facts.get(named) if named is not None else None
    return list(value) if isinstance(value, list) and value else None


def still_owes(state: State, player: Player, rule_ids: tuple[str, ...]) -> IllegalMove:
    """The refusal of ending a phase while `player` owes bonuses."""
    return IllegalMove(N_("{player} still owes bonuses: {owed}. Report each one or 'skip' it first."),
                       rule_ids=rule_ids + ("mood-tracks.bonuses",), player=player.name, owed=listing(state, player))


def must_resolve(state: State, player: Player, rule_ids: tuple[str, ...]) -> None:
    """Refuse to end a phase while `player` owes bonuses."""
    if owed_by(state, player.name):
        raise still_owes(state, player, rule_ids)
