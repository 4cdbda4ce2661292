"""EVENT (P.14 5.3 and 9.0 EVENT Overview): triggering and IMMEDIATE EVENT.

After ending the turn, the player flips the face-down EVENT and reports each
(`event NAME`). A CONTINUOUS EVENT replaces the active one from the next
turn (its effects are applied where they act: turn.py, favours.py,
effects.py). An IMMEDIATE EVENT is resolved by the triggerer first, then
clockwise: automatic ones at once (Combustion Energy, Hidden Clause,
Overproduction, The Gap), the others by each player's report (`insurance`,
`obsolete`, `redeem`, `repurchase`, `santa`, `take`, `climb`), with `apply`
open to anyone who must pay and cannot.
"""

from __future__ import annotations

from collections.abc import Iterator

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move, MoveSyntaxError
from referee.games.loop import data, effects
from referee.games.loop.decisions import EVENT, RESPONSES, first_response, response
from referee.games.loop.queries import wealth
from referee.games.loop.state import Material, State, bump
from referee.games.loop.tokens import (
    FAVOUR_WORD,
    Ref,
    buy_area_slot,
    kind_of,
    owner_of,
    parse_ref,
    pick,
)
from referee.i18n import N_



def clockwise_from(state: State, name: str) -> list[str]:
    start = state.order.index(name)
    return state.order[start:] + state.order[:start]


def reveal(state: State, move: Move) -> Iterator[None]:
    """The 'event' move: An EVENT flipped after your turn."""
    event = move.arg(0)
    spec = data.events()[event]
    if event not in state.event_pool:
        reason = N_("{event} is not in this game's EVENT deck (Not-For-Coop / Not-For-Solo).") if state.mode in spec["not_for"] else N_("{event} was already revealed.")
        raise IllegalMove(reason, rule_ids=("events.overview", "events.types"), event=data.event_name(event))
    yield
    state.event_pool.remove(event)
    state.to_flip -= 1
    changes = [Msg(N_("{player} triggers EVENT {event}."), player=move.player, event=data.event_name(event))]
    if spec["kind"] == "continuous":
        if state.active_event:
            state.event_discard.append(state.active_event)
        state.active_event = event
        changes.append(Msg(N_("{event} is now the active CONTINUOUS EVENT, from the next player's turn."), event=data.event_name(event)))
        return changes
    state.event_discard.insert(0, event)
    automatic(state, event, move.player, changes)
    if event in RESPONSES:
        for name in clockwise_from(state, move.player):
            state.pending.add(response(event, name))
    return changes


def automatic(state: State, event: str, triggerer: str, changes: list[Msg]) -> None:
    if event == "combustion-energy":
        least = min(p.happiness for p in state.people.values())
        for person in state.people.values():
            if person.happiness != least:
                continue
            back = [k for k in person.landfill if k != "utility"]
            for kind in back:
                bump(state.deck, kind)
            person.landfill = [k for k in person.landfill if k == "utility"]
            changes.append(Msg(N_("Combustion Energy: {player}'s {count} non-UTILITY MATERIAL go back into the MATERIAL deck."), player=person.name, count=len(back)))
    elif event == "hidden-clause":
        for person in state.people.values():
            for card in person.cards:
                moved = min(card["paid"], data.table()["events"]["hidden_clause_coins"])
                if moved > 0:
                    card["paid"] -= moved
                    changes.append(ngettext("Hidden Clause: {n} COIN leaves {player}'s CREDIT CARD.", "Hidden Clause: {n} COIN leave {player}'s CREDIT CARD.", moved, player=person.name))
    elif event == "overproduction":
        removed = min(data.table()["events"]["overproduction_cards"], state.deck_size())
        state.deck_unseen_out += removed
        changes.append(Msg(N_("Overproduction: {count} MATERIAL leave the game from the deck."), count=removed))
        effects.check_depletion(state, changes, None)
    elif event == "the-gap":
        values = [wealth(state, name) for name in state.order]
        gap = max(values) - min(values)
        changes.append(Msg(N_("The Gap: the largest difference is {gap}."), gap=gap))
        if gap > data.table()["events"]["the_gap_limit"]:
            for name in clockwise_from(state, triggerer):
                effects.happiness(state, name, -data.table()["events"]["the_gap_happiness"], changes)


def has_decision(state: State, event: str, name: str) -> bool:
    """Whether the IMMEDIATE EVENT asks anything of this player."""
    person = state.people[name]
    others = [p for p in state.people.values() if p.name != name]
    if event == "planned-obsolescence":
        return bool(person.materials)
    if event == "repurchase":
        return any(k != "utility" for p in others for k in p.landfill)
    if event == "satan-santa":
        return bool(person.materials) and bool(others)
    if event == "social-responsibility":
        return any(p.happiness > person.happiness and p.hand for p in others)
    if event == "status-climb":
        return any(p.happiness < person.happiness for p in others)
    return True


def settle(state: State, changes: list[Msg]) -> None:
    """Skip the players an IMMEDIATE EVENT asks nothing of."""
    while (head := state.pending.head()) is not None and head.source.startswith(EVENT):
        event, name = head.data["event"], head.player
        if has_decision(state, event, name):
            return
        state.pending.items.pop(0)
        changes.append(Msg(N_("{event}: nothing for {player}."), event=data.event_name(event), player=name))


def owed(state: State, move: Move) -> str:
    event = first_response(state).data["event"]
    if RESPONSES.get(event) != move.verb:
        raise IllegalMove(N_("Now resolve {event}."), rule_ids=("events.immediate",), event=data.event_name(event))
    return event


def done(state: State) -> None:
    """The first IMMEDIATE EVENT response owed is given."""
    state.pending.items.remove(first_response(state))


def must_pay(state: State, name: str, amount: int, rule: str) -> None:
    coins = state.people[name].coins
    if coins < amount:
        raise IllegalMove(
            ngettext("{player} must pay {n} COIN and has {coins}: APPLY for a CREDIT CARD first.",
                     "{player} must pay {n} COIN and has {coins}: APPLY for a CREDIT CARD first.", amount, player=name, coins=coins),
            rule_ids=(rule, "credit.apply-when"),
        )


def insurance(state: State, move: Move) -> Iterator[None]:
    """The 'insurance' move: Insurance: pay COIN, or toss and win or lose COIN."""
    owed(state, move)
    table = data.table()["events"]
    choice, toss = move.arg(0), move.arg(1)
    if choice == "pay":
        if toss is not None:
            raise MoveSyntaxError(N_("'insurance pay' has no toss result."))
        delta = -table["insurance_loss"]
    else:
        if toss is None:
            raise MoveSyntaxError(N_("Report the toss: 'insurance toss win' or 'insurance toss lose'."))
        delta = table["insurance_toss"] if toss == "win" else -table["insurance_toss"]
    if delta < 0:
        must_pay(state, move.player, -delta, "event.insurance")
    yield
    changes: list[Msg] = []
    effects.coins(state, move.player, delta, changes)
    done(state)
    return changes or [Msg(N_("Insurance: no change for {player}."), player=move.player)]


def obsolete(state: State, move: Move) -> Iterator[None]:
    """The 'obsolete' move: Planned Obsolescence: your MATERIAL that loses QUALITY."""
    owed(state, move)
    person = state.people[move.player]
    ref = parse_ref(move.arg(0), state)
    index = pick(person.materials, Ref(None, ref.kind, ref.quality), set(), move.player, ("event.planned-obsolescence",))
    yield
    loss = data.table()["events"]["planned_obsolescence_quality"]
    changes = [Msg(N_("Planned Obsolescence: {player}'s {kind} loses {quality} QUALITY."), player=move.player, kind=ref.kind, quality=loss)]
    effects.wear(state, move.player, person.materials, index, loss, changes)
    done(state)
    return changes


def redeem(state: State, move: Move) -> Iterator[None]:
    """The 'redeem' move: Redeem Bonus: none, or a/b/c with the MATERIAL and the FAVOUR drawn."""
    owed(state, move)
    option = move.arg(0)
    words = list(move.arg(1, ()))
    if option == "none":
        if words:
            raise MoveSyntaxError(N_("'redeem none' takes nothing more."))
        yield
        done(state)
        return [Msg(N_("Redeem Bonus: {player} does nothing."), player=move.player)]
    price, quality, favours = data.table()["events"]["redeem"][option]
    if len(words) != 1 + favours:
        raise MoveSyntaxError(N_("Redeem option {option}: name the MATERIAL and {count} FAVOUR drawn, e.g. 'redeem {option} glass{example}'."), option=option, count=favours, example=" share" * favours)
    must_pay(state, move.player, price, "event.redeem-bonus")
    slot = buy_area_slot(state, move, words[0], ("event.redeem-bonus",))
    drawn = min(favours, state.favours_available())
    if len(words) - 1 > drawn:
        raise IllegalMove(N_("Only {count} FAVOUR are left to draw."), rule_ids=("event.redeem-bonus", "turn.draw-favour"), count=drawn)
    drawing = [kind_of(word, data.favour_types(state.mode), FAVOUR_WORD) for word in words[1:]]
    effects.check_drawable(state, drawing, ("event.redeem-bonus",))
    yield
    kind = state.buy_area[slot].kind  # type: ignore[union-attr]
    state.buy_area[slot] = None
    person = state.people[move.player]
    person.materials.append(Material(kind, quality))
    changes = [Msg(N_("Redeem Bonus: {player} pays {price} COIN for {kind} at QUALITY {quality}."), player=move.player, price=price, kind=kind, quality=quality)]
    effects.coins(state, move.player, -price, changes)
    for favour in drawing:
        effects.draw_favour(state, favour, ("event.redeem-bonus",))
        bump(person.hand, favour)
    done(state)
    return changes


def repurchase(state: State, move: Move) -> Iterator[None]:
    """The 'repurchase' move: Repurchase: COIN to a player for a MATERIAL from their LANDFILL."""
    owed(state, move)
    other = owner_of(move.arg(0), state)
    kind = move.arg(1)
    rule = ("event.repurchase",)
    if other not in state.people or other == move.player:
        raise IllegalMove(N_("Name another player."), rule_ids=rule)
    if kind == "utility" or kind not in state.people[other].landfill:
        raise IllegalMove(N_("Repurchase takes a non-UTILITY MATERIAL from {other}'s LANDFILL (there: {there})."), rule_ids=rule, other=other, there=", ".join(state.people[other].landfill) or "-")
    table = data.table()["events"]
    price, quality = table["repurchase_coins"], table["repurchase_quality"]
    must_pay(state, move.player, price, "event.repurchase")
    yield
    changes: list[Msg] = [ngettext("Repurchase: {player} gives {other} {n} COIN for {kind} at QUALITY {quality}.", "Repurchase: {player} gives {other} {n} COIN for {kind} at QUALITY {quality}.", price, player=move.player, other=other, kind=kind, quality=quality)]
    effects.coins(state, move.player, -price, changes)
    effects.coins(state, other, price, changes)
    state.people[other].landfill.remove(kind)
    state.people[move.player].materials.append(Material(kind, quality))
    done(state)
    return changes


def santa(state: State, move: Move) -> Iterator[None]:
    """The 'santa' move: Satan Santa: the MATERIAL you give and to whom."""
    owed(state, move)
    other = owner_of(move.arg(0), state)
    if other not in state.people or other == move.player:
        raise IllegalMove(N_("Satan Santa: give to another player."), rule_ids=("event.satan-santa",))
    person = state.people[move.player]
    ref = parse_ref(move.arg(1), state)
    index = pick(person.materials, Ref(None, ref.kind, ref.quality), set(), move.player, ("event.satan-santa",))
    yield
    material = person.materials.pop(index)
    state.people[other].materials.append(material)
    done(state)
    return [Msg(N_("Satan Santa: {player} gives {other} {kind} (QUALITY {quality})."), player=move.player, other=other, kind=material.kind, quality=material.quality)]


def take(state: State, move: Move) -> Iterator[None]:
    """The 'take' move: Social Responsibility: the FAVOUR you draw from a happier player."""
    owed(state, move)
    other = owner_of(move.arg(0), state)
    rule = ("event.social-responsibility",)
    if other not in state.people or state.people[other].happiness <= state.people[move.player].happiness:
        raise IllegalMove(N_("Social Responsibility: draw from a player with more HAPPINESS than {player}."), rule_ids=rule, player=move.player)
    effects.check_in_hand(state, other, move.arg(1), rule)
    yield
    effects.from_hand(state, other, move.arg(1), rule)
    bump(state.people[move.player].hand, move.arg(1))
    done(state)
    return [Msg(N_("Social Responsibility: {player} draws a FAVOUR from {other}'s hand."), player=move.player, other=other)]


def climb(state: State, move: Move) -> Iterator[None]:
    """The 'climb' move: Status Climb: a player with less HAPPINESS to compare COIN with."""
    owed(state, move)
    other = owner_of(move.arg(0), state)
    me = state.people[move.player]
    if other not in state.people or state.people[other].happiness >= me.happiness:
        raise IllegalMove(N_("Status Climb: choose a player with less HAPPINESS than {player}."), rule_ids=("event.status-climb",), player=move.player)
    yield
    changes = [Msg(N_("Status Climb: {player} compares COIN with {other}."), player=move.player, other=other)]
    if state.people[other].coins > me.coins:
        effects.happiness(state, move.player, -data.table()["events"]["status_climb_happiness"], changes)
    done(state)
    return changes
