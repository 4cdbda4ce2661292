"""CAREER abilities that are moves of their own (P.18 8.0 CAREER Overview).

Once-per-turn: Banker `influence`, Craftsman `forge`, Engineer `repair`,
Freelancer `swap`, Investor `invest`, Nurse `care`, Scavenger `scavenge`,
Scholar `peek`, Soldier `steal`; Homemaker's Minimalist is automatic
(flow.py). Conditional abilities live where they act: Artist, Freelancer and
Tycoon in WORK, Chef/Scientist/Office Lady in BUY, Lawyer/Officer/Politician/
Scavenger/Salesman in the FAVOUR rules, Waitress in the draw.
"""

from __future__ import annotations

from collections.abc import Iterator

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move
from referee.games.loop import data, effects
from referee.games.loop.favours import no_coin_spending
from referee.games.loop.state import Material, State, bump
from referee.games.loop.tokens import owner_of, parse_ref, pick
from referee.i18n import N_

VERBS = {
    "banker": "influence", "craftsman": "forge", "engineer": "repair", "freelancer": "swap", "investor": "invest",
    "nurse": "care", "scavenger": "scavenge", "scholar": "peek", "soldier": "steal",
}


def once(state: State, move: Move) -> tuple[str, ...]:
    """Refuse unless the player's CAREER has this ability and has not used it
    this turn (`use` records it); the rule ids of the ability."""
    career = state.player.career
    rule = ("career." + career,) if career in data.careers() else ()
    needed = next((c for c, verb in VERBS.items() if verb == move.verb), None)
    if career != needed:
        raise IllegalMove(
            N_("'{verb}' is the {career}'s ABILITY; {player} is {own}."),
            rule_ids=("careers.ability",), verb=move.verb, career=data.career_name(needed), player=move.player, own=data.career_name(career),
        )
    if move.verb in state.this_turn.used:
        raise IllegalMove(N_("{player} already used this Once-per-turn ABILITY this turn."), rule_ids=rule, player=move.player)
    return rule


def use(state: State, move: Move) -> None:
    """The Once-per-turn ABILITY is used for this turn."""
    state.this_turn.used.append(move.verb)


def other_player(state: State, word: str, rule: tuple[str, ...]) -> str:
    name = owner_of(word, state)
    if name not in state.people or name == state.active:
        raise IllegalMove(N_("Name another player."), rule_ids=rule)
    return name


def influence(state: State, move: Move) -> Iterator[None]:
    """The 'influence' move: Banker: trade REPUTATION for another player's COIN, or the other way round."""
    rule = once(state, move)
    other = other_player(state, move.arg(0), rule)
    me, them = state.player, state.people[other]
    numbers = data.ability_numbers("banker")
    rep, coins = numbers["reputation"], numbers["coins"]
    if move.arg(1) == "rep-for-coin":
        if me.reputation < rep or them.coins < coins:
            raise IllegalMove(ngettext("Influence needs {n_rep} REPUTATION from {player} ({rep}) and {n} COIN from {other} ({coins}).", "Influence needs {n_rep} REPUTATION from {player} ({rep}) and {n} COIN from {other} ({coins}).", coins, player=move.player, rep=me.reputation, other=other, coins=them.coins, n_rep=rep), rule_ids=rule)
    else:
        no_coin_spending(state, move.player)
        if me.coins < coins or them.reputation < rep:
            raise IllegalMove(ngettext("Influence needs {n} COIN from {player} ({coins}) and {n_rep} REPUTATION from {other} ({rep}).", "Influence needs {n} COIN from {player} ({coins}) and {n_rep} REPUTATION from {other} ({rep}).", coins, player=move.player, coins=me.coins, other=other, rep=them.reputation, n_rep=rep), rule_ids=rule)
    yield
    use(state, move)
    changes: list[Msg] = []
    if move.arg(1) == "rep-for-coin":
        effects.reputation(state, move.player, -rep, changes)
        effects.reputation(state, other, rep, changes)
        effects.coins(state, other, -coins, changes)
        effects.coins(state, move.player, coins, changes)
    else:
        effects.coins(state, move.player, -coins, changes)
        effects.coins(state, other, coins, changes)
        effects.reputation(state, other, -rep, changes)
        effects.reputation(state, move.player, rep, changes)
    return changes


def material_anywhere(state: State, word: str, rule: tuple[str, ...]) -> tuple[str, Material]:
    ref = parse_ref(word, state)
    owner = ref.owner or state.active
    if owner not in state.people:
        raise IllegalMove(N_("Name a player's MATERIAL, e.g. 'Ben.glass:2'."), rule_ids=rule)
    materials = state.people[owner].materials
    return owner, materials[pick(materials, ref, set(), owner, rule)]


def forge(state: State, move: Move) -> Iterator[None]:
    """The 'forge' move: Craftsman: a MATERIAL counts as another non-FOOD type this turn."""
    rule = once(state, move)
    owner, material = material_anywhere(state, move.arg(0), rule)
    kind = move.arg(1)
    if kind == "food":
        raise IllegalMove(N_("Forge makes a non-FOOD MATERIAL."), rule_ids=rule)
    yield
    use(state, move)
    material.forged = kind
    return [Msg(N_("Forge: {owner}'s {material} counts as {kind} until {player}'s turn ends."), owner=owner, material=material.kind, kind=kind, player=move.player)]


def repair(state: State, move: Move) -> Iterator[None]:
    """The 'repair' move: Engineer: more QUALITY for a non-UTILITY MATERIAL, up to the most a card shows."""
    rule = once(state, move)
    owner, material = material_anywhere(state, move.arg(0), rule)
    if material.kind == "utility":
        raise IllegalMove(N_("Repair works on non-UTILITY MATERIAL."), rule_ids=rule)
    top = data.table()["materials"]["quality_max"]
    added = data.ability_numbers("engineer")["quality"]
    if material.quality >= top:
        raise IllegalMove(N_("That {kind} is already at QUALITY {quality}, the most a MATERIAL shows."), rule_ids=rule + ("area.quality",), kind=material.kind, quality=top)
    yield
    use(state, move)
    material.quality = min(top, material.quality + added)
    return [Msg(N_("Repair: {owner}'s {kind} goes up to QUALITY {quality}."), owner=owner, kind=material.kind, quality=material.quality)]


def swap(state: State, move: Move) -> Iterator[None]:
    """The 'swap' move: Freelancer: discard a FAVOUR and draw a new one."""
    rule = once(state, move)
    effects.check_in_hand(state, move.player, move.arg(0), rule)
    effects.check_drawable(state, [move.arg(1)], rule, discarded=move.arg(0))
    yield
    use(state, move)
    effects.from_hand(state, move.player, move.arg(0), rule)
    bump(state.favour_discard, move.arg(0))
    effects.draw_favour(state, move.arg(1), rule)
    bump(state.player.hand, move.arg(1))
    return [Msg(N_("Freedom: {player} discards a FAVOUR and draws a new one."), player=move.player)]


def invest(state: State, move: Move) -> Iterator[None]:
    """The 'invest' move: Investor: pay COIN, toss (twice); win COIN if either toss shows $."""
    rule = once(state, move)
    no_coin_spending(state, move.player)
    numbers = data.ability_numbers("investor")
    if state.player.coins < numbers["cost"]:
        raise IllegalMove(ngettext("Invest costs {n} COIN; {player} has {coins}.", "Invest costs {n} COIN; {player} has {coins}.", numbers["cost"], player=move.player, coins=state.player.coins), rule_ids=rule)
    yield
    use(state, move)
    tosses = ngettext("{n} time", "{n} times", numbers["tosses"])
    changes: list[Msg] = [ngettext("Invest: {player} pays {n} COIN and tosses {tosses}.", "Invest: {player} pays {n} COIN and tosses {tosses}.", numbers["cost"], player=move.player, tosses=tosses)]
    effects.spend(state, move.player, numbers["cost"], changes, counted=False)
    if move.arg(0) == "win":
        effects.coins(state, move.player, numbers["win_coins"], changes)
    return changes


def care(state: State, move: Move) -> Iterator[None]:
    """The 'care' move: Nurse: give a FAVOUR, gain REPUTATION."""
    rule = once(state, move)
    other = other_player(state, move.arg(0), rule)
    effects.check_in_hand(state, move.player, move.arg(1), rule)
    yield
    use(state, move)
    effects.from_hand(state, move.player, move.arg(1), rule)
    bump(state.people[other].hand, move.arg(1))
    changes = [Msg(N_("Care: {player} gives {other} a FAVOUR, which {other} must take."), player=move.player, other=other)]
    effects.reputation(state, move.player, data.ability_numbers("nurse")["reputation"], changes)
    return changes


def scavenge(state: State, move: Move) -> Iterator[None]:
    """The 'scavenge' move: Scavenger: take a non-UTILITY MATERIAL from a LANDFILL, at the QUALITY the card prints."""
    rule = once(state, move)
    owner = owner_of(move.arg(0), state)
    kind = move.arg(1)
    if kind == "utility":
        raise IllegalMove(N_("The Scavenger takes non-UTILITY MATERIAL only."), rule_ids=rule)
    central = owner == data.CENTRAL and state.mode == "solo"
    if central:
        if state.discard.get(kind, 0) <= 0:
            raise IllegalMove(N_("There is no {kind} in the central LANDFILL."), rule_ids=rule, kind=kind)
    elif owner in state.people:
        if kind not in state.people[owner].landfill:
            raise IllegalMove(N_("There is no {kind} in {owner}'s LANDFILL."), rule_ids=rule, kind=kind, owner=owner)
    else:
        raise IllegalMove(N_("Name a player's LANDFILL."), rule_ids=rule)
    yield
    use(state, move)
    if central:
        bump(state.discard, kind, -1)
    else:
        state.people[owner].landfill.remove(kind)
    quality = data.ability_numbers("scavenger")["quality"]
    state.player.materials.append(Material(kind, quality))
    return [Msg(N_("{player} takes {kind} at QUALITY {quality} from {owner}'s LANDFILL."), player=move.player, kind=kind, owner=owner, quality=quality)]


def peek(state: State, move: Move) -> Iterator[None]:
    """The 'peek' move: Scholar: look at the top card of a deck (P.18 "look at the top card of
    either the MATERIAL, ACTIVITY, FAVOUR, or EVENT deck"): an empty deck has no top card. Cooperative
    and Solo Mode have no FAVOUR deck at all: the FAVOUR left after the hands are dealt are removed
    from the game (P.16 6.1) or put away (P.17 7.1)."""
    rules = once(state, move)
    deck = move.arg(0)
    left = {
        "material": state.deck_size(),
        "activity": state.activity_deck_size(),
        "favour": sum(state.favour_deck.values()),
        "event": state.events_left(),
    }[deck]
    if left <= 0:
        mode_rule = {"cooperative": ("coop.setup-favours",), "solo": ("solo.setup",)}.get(state.mode, ()) if deck == "favour" else ()
        raise IllegalMove(N_("The {deck} deck is empty: there is no top card to look at."), rule_ids=rules + mode_rule, deck=deck.upper())
    yield
    use(state, move)
    return [Msg(N_("{player} looks at the top card of the {deck} deck."), player=move.player, deck=move.arg(0).upper())]


def steal(state: State, move: Move) -> Iterator[None]:
    """The 'steal' move: Soldier: take a random FAVOUR from a player's hand (report which)."""
    rule = once(state, move)
    other = other_player(state, move.arg(0), rule)
    effects.check_in_hand(state, other, move.arg(1), rule)
    yield
    use(state, move)
    effects.from_hand(state, other, move.arg(1), rule)
    bump(state.player.hand, move.arg(1))
    return [Msg(N_("{player} takes a random FAVOUR from {other}'s hand."), player=move.player, other=other)]
