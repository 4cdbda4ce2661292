"""CREDIT CARD (P.15 5.4): APPLY any time in one's turn or when an IMMEDIATE
EVENT affects you (4 COIN and a QUALITY 1 MATERIAL from the BUY AREA as the
Welcoming Gift), PAYOFF 1-2 COIN on every card each turn until 5 are paid.
The Debt Penalty is scored at the end (scoring.py). Not in Basic Mode.
"""

from __future__ import annotations

from collections.abc import Iterator

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move
from referee.games.loop import data, effects
from referee.games.loop.decisions import first_response
from referee.games.loop.queries import event_on, numbered
from referee.games.loop.state import Material, State
from referee.games.loop.tokens import buy_area_slot
from referee.i18n import N_


def may_apply(state: State, name: str) -> bool:
    if state.mode == "basic":
        return False
    owed = first_response(state)
    if owed is not None:
        return owed.player == name
    return state.phase == "turn" and state.favour is None and name == state.active


def apply_card(state: State, move: Move) -> Iterator[None]:
    """The 'apply' move: APPLY for a CREDIT CARD, naming the Welcoming Gift MATERIAL."""
    if state.mode == "basic":
        raise IllegalMove(N_("Basic Mode has no CREDIT CARD."), rule_ids=("competitive.overview",))
    if not may_apply(state, move.player):
        raise IllegalMove(N_("{player} may APPLY only in their own turn or when an IMMEDIATE EVENT affects them."), rule_ids=("credit.apply-when",), player=move.player)
    credit = data.table()["credit"]
    person = state.people[move.player]
    kind = move.arg(0)
    available = [m for m in state.buy_area if m is not None]
    if available and kind is None:
        raise IllegalMove(N_("The Welcoming Gift: name the MATERIAL taken from the BUY AREA, e.g. 'apply glass'."), rule_ids=("credit.welcome-gift",))
    slot = buy_area_slot(state, move, kind, ("credit.welcome-gift",)) if kind is not None else None
    yield
    changes = [Msg(N_("{player} APPLYs for a CREDIT CARD."), player=move.player)]
    person.cards_applied += 1
    person.cards.append({"number": person.cards_applied, "paid": 0, "turn": 0})
    effects.coins(state, move.player, credit["gift_coins"], changes)
    if slot is not None:
        kind = state.buy_area[slot].kind  # type: ignore[union-attr]
        state.buy_area[slot] = None
        person.materials.append(Material(kind, credit["gift_quality"]))
        changes.append(Msg(N_("Welcoming Gift: {player} takes {kind} at QUALITY {quality}."), player=move.player, kind=kind, quality=credit["gift_quality"]))
    if move.player == state.active and state.phase == "turn":
        state.this_turn.applied += 1
        if event_on(state, "treat-yo-self"):
            changes.append(Msg(N_("Treat Yo Self: a new CREDIT CARD.")))
            effects.happiness(state, move.player, data.table()["events"]["treat_yo_self_happiness"], changes)
    head = first_response(state)
    if head and head.data["event"] == "landfill-tax" and head.player == move.player:
        state.pending.items.remove(head)
        tax = data.table()["events"]["landfill_tax_coins"]
        changes.append(ngettext("Landfill Tax: {player} pays {n} COIN.", "Landfill Tax: {player} pays {n} COIN.", tax, player=move.player))
        effects.coins(state, move.player, -tax, changes)
    return changes


def payoff(state: State, move: Move) -> Iterator[None]:
    """The 'payoff' move: PAYOFF 1-2 COIN onto a CREDIT CARD."""
    number, amount = move.arg(0), move.arg(1)
    credit = data.table()["credit"]
    person = state.player
    held = dict(numbered(state, person))
    if number not in held:
        raise IllegalMove(N_("{player} holds CREDIT CARD {numbers}; there is no card {number}."), rule_ids=("credit.payoff",), player=move.player, numbers=", ".join(map(str, held)) or "-", number=number)
    card = held[number]
    if card["turn"] + amount > credit["payoff_max"]:
        raise IllegalMove(N_("At most {maximum} COIN per CREDIT CARD per turn; card {number} already got {paid}."), rule_ids=("credit.payoff",), maximum=credit["payoff_max"], number=number, paid=card["turn"])
    if card["paid"] + amount > credit["clear_at"]:
        raise IllegalMove(N_("Card {number} needs only {left} more COIN to be cleared."), rule_ids=("credit.cleared",), number=number, left=credit["clear_at"] - card["paid"])
    if person.coins < amount:
        raise IllegalMove(ngettext("{player} has {coins} COIN, not {n}: APPLY for another CREDIT CARD to PAYOFF.", "{player} has {coins} COIN, not {n}: APPLY for another CREDIT CARD to PAYOFF.", amount, player=move.player, coins=person.coins), rule_ids=("credit.payoff",))
    yield
    changes = [ngettext("{player} pays {n} COIN onto CREDIT CARD {number}.", "{player} pays {n} COIN onto CREDIT CARD {number}.", amount, player=move.player, number=number)]
    effects.coins(state, move.player, -amount, changes)
    card["paid"] += amount
    card["turn"] += amount
    if card["paid"] >= credit["clear_at"]:
        person.cards.remove(card)
        changes.append(Msg(N_("CREDIT CARD {number} is cleared; its {amount} COIN go back to the WORK AREA."), number=number, amount=credit["clear_at"]))
    return changes
