"""The Trait Bonus ("Trait Bonus", p. 9): draw a Trait Tile (hand limit 4 with
a discard), play one whose requirement holds now (at most 4 in a game), or
place a Mimic Trait Token on another player's or the neutral row's tile.
`draw`, `play` and `mimic` are parts of a bonus handler: they check, `yield`
once, then change the state.
"""

from __future__ import annotations

from collections.abc import Generator

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, Names, ngettext
from referee.i18n import N_

from .board import resolve_character, shown_character
from .config import config
from .mood import add_vep
from .requirements import trait_met
from .state import State, Player

ROW = "row"


def trait_name(trait: str) -> Names:
    spec = config().traits[trait]
    return Names({"en": spec["en"], "es": spec["es"]})


def out_of_pile(state: State) -> dict[str, str]:
    """Trait Tiles whose place is known (hands, boards, the neutral row, Rob), and where."""
    where: dict[str, str] = {}
    for name in state.order:
        p = state.players[name]
        for t in p.hand:
            where[t] = name
        for t in p.played:
            where[t] = name
    for t, _ in state.row or []:
        where[t] = ROW
    if state.rob:
        for t in state.rob.played + state.rob.revealed:
            where[t] = config().scoring["rob_name"]
    return where


def check_in_pile(state: State, trait: str, rule_ids: tuple[str, ...] = ()) -> None:
    """Refuse a Trait Tile that is not in the pile (each Tile is unique), citing
    `rule_ids` too: the rule of the move that takes it from the pile."""
    where = out_of_pile(state).get(trait)
    if where is not None:
        raise IllegalMove(N_("There is only one {trait} Trait Tile, and it is already with {where}."),
                          rule_ids=rule_ids + ("components.cards-and-tiles",), trait=trait_name(trait), where=where)


Steps = Generator[None, None, list[Msg]]


def draw(state: State, player: Player, trait: str, discard: str | None) -> Steps:
    """Draw `trait` into the hand, discarding `discard` over the hand limit."""
    check_in_pile(state, trait, ("trait-bonus.draw",))  # p. 9: "Draw one Trait Tile from the pile"
    limit = config().player["trait_hand_limit"]
    hand = player.hand + [trait]
    if len(hand) > limit:
        if discard is None:
            raise IllegalMove(N_("{player} now holds {count} Trait Tiles, over the limit of {limit}: say which one to discard ('draw-trait {trait} DISCARD')."),
                              rule_ids=("trait-bonus.hand-limit",), player=player.name, count=len(hand), limit=limit, trait=trait)
        if discard not in hand:
            raise IllegalMove(N_("{player} does not hold {trait}."), rule_ids=("trait-bonus.hand-limit",), player=player.name, trait=trait_name(discard))
        yield
        hand.remove(discard)
        player.hand = hand
        return [Msg(N_("{player} draws a Trait Tile and discards {trait} to the bottom of the pile."), player=player.name, trait=trait_name(discard))]
    if discard is not None:
        raise IllegalMove(ngettext("{player} holds {n} Trait Tile, within the limit of {limit}: no discard.",
                                   "{player} holds {n} Trait Tiles, within the limit of {limit}: no discard.",
                                   len(hand), player=player.name, limit=limit),
                          rule_ids=("trait-bonus.hand-limit",))
    yield
    player.hand = hand
    return [Msg(N_("{player} draws a Trait Tile ({count} in hand)."), player=player.name, count=len(hand))]


def play(state: State, player: Player, trait: str) -> Steps:
    """Play `trait` from the hand when its requirement holds now."""
    c = config()
    if trait not in player.hand:
        raise IllegalMove(N_("{player} does not hold {trait}."), rule_ids=("trait-bonus.play-tile",), player=player.name, trait=trait_name(trait))
    limit = c.scoring["max_traits_played"]
    if len(player.played) >= limit:
        raise IllegalMove(N_("{player} has played {count} Trait Tiles, the most a game allows ({limit})."),
                          rule_ids=("trait-bonus.max-four",), player=player.name, count=len(player.played), limit=limit)
    ok, reason = trait_met(state, player, trait)
    if not ok:
        raise IllegalMove(N_("{player} does not meet {trait} now: {reason}."),
                          rule_ids=("trait-bonus.play-tile", f"trait.{_rule_of(trait)}"), player=player.name, trait=trait_name(trait), reason=reason)
    yield
    player.hand.remove(trait)
    player.played.append(trait)
    add_vep(player, c.trait_vep(trait))
    return [Msg(N_("{player} plays {trait} on slot {slot}: +{vep} VEP and a Mimic Trait Token."),
                player=player.name, trait=trait_name(trait), slot=len(player.played), vep=c.trait_vep(trait))]


def _rule_of(trait: str) -> str:
    groups = {"cheerful": "cheerful-brilliant", "brilliant": "cheerful-brilliant", "optimistic": "optimistic-unmoved-pessimistic",
              "unmoved": "optimistic-unmoved-pessimistic", "pessimistic": "optimistic-unmoved-pessimistic",
              "jovial": "mood-passive", "cool": "mood-passive", "strong": "mood-passive", "popular": "mood-passive", "calm": "mood-passive"}
    return groups.get(trait, trait)


def tiles_of(state: State, owner: str) -> list[str]:
    """The Trait Tiles a mimic can target, left to right (their levels are 1, 2, ...)."""
    if owner == ROW:
        return [t for t, _ in state.row or []]
    if state.rob and owner == config().rob["character"]:
        return list(state.rob.played)
    return list(state.players[owner].played)


def resolve_owner(state: State, player: Player, text: str) -> str:
    if text.lower() == ROW:
        if not state.row:
            raise IllegalMove(N_("There is no neutral row of Trait Tiles in this mode."), rule_ids=("two-player.setup",))
        return ROW
    if text.lower() == player.name.lower():
        # p. 9: "a Trait Tile previously played by another player"
        raise IllegalMove(N_("{player} cannot mimic their own Trait Tiles: a Mimic Trait Token goes on another player's tile."),
                          rule_ids=("trait-bonus.mimic",), player=player.name)
    owner = resolve_character(state, player.name, text)
    if owner not in state.players and not (state.rob and owner == config().rob["character"]):
        raise IllegalMove(N_("'{owner}' has no Trait Tiles to mimic: name a player or 'row'."), rule_ids=("trait-bonus.mimic",), owner=text)
    return owner


def mimic(state: State, player: Player, owner_text: str, trait: str) -> Steps:
    """Mimic `trait` of `owner_text` (a player, Rob Bot or the neutral row)."""
    owner = resolve_owner(state, player, owner_text)
    if player.mimics_available <= 0:
        raise IllegalMove(N_("{player} has no Mimic Trait Token in supply: one is unlocked per Trait Tile played ({played} played, {used} used)."),
                          rule_ids=("trait-bonus.mimic", "setup.mimic-tokens"), player=player.name, played=len(player.played), used=len(player.mimics))
    tiles = tiles_of(state, owner)
    if trait not in tiles:
        raise IllegalMove(N_("{owner} has no {trait} Trait Tile in play."), rule_ids=("trait-bonus.mimic",), owner=owner, trait=trait_name(trait))
    if any(t == trait for _, t in player.mimics):
        raise IllegalMove(N_("{player} already mimicked {trait}: the same trait only once."), rule_ids=("trait-bonus.mimic-once",), player=player.name, trait=trait_name(trait))
    ok, reason = trait_met(state, player, trait)
    if not ok:
        raise IllegalMove(N_("{player} does not meet {trait} now: {reason}."), rule_ids=("trait-bonus.mimic", f"trait.{_rule_of(trait)}"),
                          player=player.name, trait=trait_name(trait), reason=reason)
    level = tiles.index(trait) + 1
    character = state.row[level - 1][1] if owner == ROW else owner
    friend = player.friends.get(character)
    have = friend.level if friend else None
    if have is None or have < level:
        where = (Msg(N_("{player} does not have {character} on their Friendship Track"), player=player.name, character=character) if have is None
                 else Msg(N_("{player} has {character} at level {have}"), player=player.name, character=character, have=have))
        raise IllegalMove(N_("Mimicking the level {level} tile {trait} needs {character} at Friendship level {level} or more; {where}."),
                          rule_ids=("trait-bonus.mimic", "two-player.mimic") if owner == ROW else ("trait-bonus.mimic",),
                          level=level, trait=trait_name(trait), character=character, where=where)
    yield
    player.mimics.append([owner, trait])
    vep = config().trait_vep(trait)
    add_vep(player, vep)
    return [Msg(N_("{player} mimics {trait} of {owner}: +{vep} VEP."), player=player.name, trait=trait_name(trait), owner=shown_character(owner), vep=vep)]
