"""The small state changes every rule is made of, each reported as a message.

HAPPINESS moves (and draws EVENT when it enters another zone, P.14; reaching
12 triggers the end, P.10), REPUTATION is capped at 2 (P.9), BROKEN MATERIAL
go to their owner's LANDFILL (P.7, with the Landfill Tax), decks are drawn
from as reported (checking the card can be there) and DEPLETION is noticed
(P.10). Callers have already checked legality where a player chose something.
"""

from __future__ import annotations

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, ngettext
from referee.games.loop import data
from referee.games.loop.decisions import response
from referee.games.loop.state import Material, State, bump
from referee.i18n import N_


def happiness(state: State, name: str, delta: int, changes: list[Msg]) -> int:
    """Move a HAPPINESS token; returns the change actually made (the track is 0-12)."""
    person = state.people[name]
    before = person.happiness
    after = max(data.happiness_min(), min(data.happiness_max(), before + delta))
    person.happiness = after
    if after != before:
        changes.append(Msg(N_("{player}: HAPPINESS {before} → {after}."), player=name, before=before, after=after))
    if state.mode in data.MODES_WITH_EVENTS and data.zone(after) != data.zone(before):
        crossed = abs(data.zone(after) - data.zone(before))
        drawn = min(crossed, state.events_left())
        person.events_down += drawn
        if drawn:
            changes.append(Msg(N_("{player} enters another HAPPINESS zone and draws {count} EVENT face-down."), player=name, count=drawn))
        if drawn < crossed:
            changes.append(Msg(N_("The EVENT deck is empty: {player} draws no more EVENT."), player=name))
    if after >= data.happiness_max() and not state.end_triggered:
        state.end_triggered = True
        changes.append(Msg(N_("{player} reaches HAPPINESS {maximum}: the game ends when this round is completed."), player=name, maximum=after))
    return after - before


def reputation(state: State, name: str, amount: int, changes: list[Msg]) -> int:
    """Gain (or spend, if negative) REPUTATION; at most 2 are kept (P.9)."""
    person = state.people[name]
    before = person.reputation
    person.reputation = max(0, min(data.reputation_max(), before + amount))
    gained = person.reputation - before
    if gained:
        changes.append(Msg(N_("{player}: REPUTATION {before} → {after}."), player=name, before=before, after=person.reputation))
    elif amount > 0:
        changes.append(Msg(N_("{player} already has {maximum} REPUTATION and gains no more."), player=name, maximum=data.reputation_max()))
    return gained


def coins(state: State, name: str, amount: int, changes: list[Msg]) -> None:
    person = state.people[name]
    before = person.coins
    person.coins = max(0, before + amount)
    if person.coins != before:
        changes.append(Msg(N_("{player}: COIN {before} → {after}."), player=name, before=before, after=person.coins))


def spend(state: State, name: str, amount: int, changes: list[Msg], counted: bool) -> None:
    """Pay COIN to the WORK AREA; ACQUIRE, BUY and RECYCLE count for Buy More Earn More and Make It Rain."""
    coins(state, name, -amount, changes)
    if not counted or name != state.active or state.phase != "turn":
        return
    turn = state.this_turn
    turn.spent += amount
    events = data.table()["events"]
    if state.active_event == "buy-more-earn-more":
        owed = turn.spent // events["buy_more_earn_more_every"] * events["buy_more_earn_more_coins"] - turn.earned_back
        if owed > 0:
            turn.earned_back += owed
            changes.append(Msg(N_("Buy More Earn More: {player} gets {count} COIN back."), player=name, count=owed))
            coins(state, name, owed, changes)
    if state.active_event == "make-it-rain" and not turn.rain and turn.spent >= events["make_it_rain_coins"]:
        turn.rain = True
        changes.append(Msg(N_("Make It Rain: {player} spent {spent} COIN this turn."), player=name, spent=turn.spent))
        happiness(state, name, events["make_it_rain_happiness"], changes)


def broken(state: State, owner: str, material: Material, changes: list[Msg]) -> None:
    """A MATERIAL at QUALITY 0 goes to its owner's LANDFILL (P.7); from the BUY AREA to the central LANDFILL (P.17)."""
    if owner in (data.BUY_AREA, data.CENTRAL):
        bump(state.discard, material.kind)
        changes.append(Msg(N_("The {kind} is BROKEN and goes to the central LANDFILL."), kind=material.kind))
        return
    state.people[owner].landfill.append(material.kind)
    changes.append(Msg(N_("{player}'s {kind} is BROKEN and goes to {player}'s LANDFILL."), player=owner, kind=material.kind))
    landfill_tax(state, owner, changes)


def landfill_tax(state: State, owner: str, changes: list[Msg]) -> None:
    """Landfill Tax: COIN per MATERIAL sent to one's own LANDFILL, or a CREDIT CARD at once."""
    if state.active_event != "landfill-tax" or state.phase != "turn":
        return
    person = state.people[owner]
    tax = data.table()["events"]["landfill_tax_coins"]
    if person.coins >= tax:
        changes.append(ngettext("Landfill Tax: {player} pays {n} COIN.", "Landfill Tax: {player} pays {n} COIN.", tax, player=owner))
        coins(state, owner, -tax, changes)
    else:
        state.pending.add_first(response("landfill-tax", owner))
        changes.append(Msg(N_("Landfill Tax: {player} cannot pay and must APPLY for a CREDIT CARD now."), player=owner))


def wear(state: State, owner: str, holder: list, index: int, amount: int, changes: list[Msg]) -> None:
    """Deduct `amount` QUALITY from a MATERIAL (CONSUME and SHARE: `[play.activities]
    consume_wear`; Planned Obsolescence: `[play.events] planned_obsolescence_quality`)."""
    material = holder[index]
    material.quality -= amount
    if material.quality <= 0:
        if holder is state.buy_area:
            holder[index] = None
        else:
            holder.pop(index)
        broken(state, owner, material, changes)


def take_from_deck(state: State, kind: str, rule_ids: tuple[str, ...]) -> None:
    """A reported MATERIAL drawn from the deck: it must still be there."""
    check_deck(state, kind, rule_ids)
    bump(state.deck, kind, -1)


def check_deck(state: State, kind: str, rule_ids: tuple[str, ...]) -> None:
    """Refuse a reported MATERIAL the deck cannot hold any more; nothing changes."""
    check_deck_draws(state, [kind], rule_ids)


def check_deck_draws(state: State, kinds: list[str] | tuple[str, ...], rule_ids: tuple[str, ...]) -> None:
    """Refuse MATERIAL `kinds` reported drawn one after another when the deck
    cannot hold them; nothing changes."""
    deck, size = dict(state.deck), state.deck_size()
    for kind in kinds:
        if size <= 0:
            raise IllegalMove(N_("The MATERIAL deck is empty (DEPLETION): no MATERIAL can be drawn."), rule_ids=("end.depletion",))
        if deck.get(kind, 0) <= 0:
            left = ", ".join(f"{k} {n}" for k, n in sorted(deck.items())) or "-"
            raise IllegalMove(N_("No {kind} can be left in the MATERIAL deck (left: {left})."), rule_ids=rule_ids, kind=kind, left=left)
        bump(deck, kind, -1)
        size -= 1


def check_depletion(state: State, changes: list[Msg], by: str | None) -> None:
    """DEPLETION: the deck is empty (P.10). `by`: the player who triggers it at turn end (penalty)."""
    if state.depleted or state.deck_size() > 0:
        return
    state.depleted = True
    state.end_triggered = True
    changes.append(Msg(N_("DEPLETION: the MATERIAL deck is empty; the game ends when this round is completed.")))
    if by is not None:
        state.depletion_by = by
        penalty = data.scoring()["depletion_penalty"]
        changes.append(Msg(N_("DEPLETION Penalty: {player} loses {count} HAPPINESS."), player=by, count=penalty))
        state.depletion_loss = -happiness(state, by, -penalty, changes)


def check_drawable(state: State, kinds: tuple[str, ...] | list[str], rule_ids: tuple[str, ...], discarded: str | None = None) -> None:
    """Refuse FAVOUR `kinds` reported drawn in turn when the deck (refilled from
    the Discard Pile when empty, P.6) cannot hold them, after `discarded` went
    to the Discard Pile; nothing changes."""
    deck, discard = dict(state.favour_deck), dict(state.favour_discard)
    if discarded is not None:
        bump(discard, discarded)
    for kind in kinds:
        if not deck and discard:
            deck, discard = discard, {}
        if deck.get(kind, 0) <= 0:
            left = ", ".join(f"{k} {n}" for k, n in sorted(deck.items())) or "-"
            raise IllegalMove(N_("No {favour} can be in the FAVOUR deck now (left: {left})."), rule_ids=rule_ids, favour=kind, left=left)
        bump(deck, kind, -1)


def draw_favour(state: State, kind: str, rule_ids: tuple[str, ...]) -> None:
    """Draw a reported FAVOUR; an empty deck is refilled from the Discard Pile first (P.6)."""
    if not state.favour_deck and state.favour_discard:
        state.favour_deck, state.favour_discard = dict(state.favour_discard), {}
    if state.favour_deck.get(kind, 0) <= 0:
        left = ", ".join(f"{k} {n}" for k, n in sorted(state.favour_deck.items())) or "-"
        raise IllegalMove(N_("No {favour} can be in the FAVOUR deck now (left: {left})."), rule_ids=rule_ids, favour=kind, left=left)
    bump(state.favour_deck, kind, -1)


def check_in_hand(state: State, name: str, kind: str, rule_ids: tuple[str, ...]) -> None:
    """Refuse playing or discarding a FAVOUR `name` does not hold; nothing changes."""
    person = state.people[name]
    if person.hand.get(kind, 0) <= 0:
        hand = ", ".join(f"{k} {n}" for k, n in sorted(person.hand.items())) or "-"
        raise IllegalMove(N_("{player} has no {favour} in hand (hand: {hand})."), rule_ids=rule_ids, player=name, favour=kind, hand=hand)


def from_hand(state: State, name: str, kind: str, rule_ids: tuple[str, ...]) -> None:
    """A FAVOUR leaves `name`'s hand (refused when not held)."""
    check_in_hand(state, name, kind, rule_ids)
    bump(state.people[name].hand, kind, -1)
