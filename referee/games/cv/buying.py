"""Phase 2, Select Cards: take 1 or 2 track cards, paying their symbol cost
from dice and tokens, helped by event (and childhood) cards from the hand:
a card played to help buy is discarded, and its symbols serve both cards
taken this turn, those left over being lost when Select Cards ends; or
paying with 3 good luck symbols (from dice and tokens), which cover the
symbols but never a special condition. Also playing a hand card for its
effect.
"""

from __future__ import annotations

from collections import Counter

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move
from referee.games.cv import cards, data
from referee.games.cv.dice import pool
from referee.games.cv.state import State
from referee.i18n import N_

LUCK_WORD = "luck"


def price(state: State, card: str, with_luck: bool) -> Counter:
    """The symbols a card costs: printed, or 3 good luck instead."""
    if with_luck:
        return Counter({data.good_luck(): data.good_luck_buys()})
    return Counter(cards.facts_of(state, card).get("cost", []))


def helpers_symbols(state: State, helpers: list[str]) -> Counter:
    total: Counter = Counter()
    for helper in helpers:
        total += Counter(cards.facts_of(state, helper).get("gives", []))
    return total


def played_symbols(state: State, with_luck: bool, helpers: list[str] = (), ignore_loose: bool = False) -> Counter:
    """Symbols of hand cards played to help buy, usable for this card: those
    left from a card played earlier in this Select Cards phase (unless
    `ignore_loose`) and those of `helpers`. None with good luck: its 3
    symbols come "from their dice and tokens" (Select Cards)."""
    if with_luck:
        return Counter()
    loose = Counter() if ignore_loose else Counter(state.this_turn.loose)
    return loose + helpers_symbols(state, list(helpers))


def missing(state: State, card: str, with_luck: bool, helpers: list[str] = (), ignore_loose: bool = False) -> Counter:
    """Symbols still missing to take `card` now (empty: affordable);
    `ignore_loose` leaves out the event symbols left over this turn (to tell
    which cards need them)."""
    return price(state, card, with_luck) - pool(state) - played_symbols(state, with_luck, helpers, ignore_loose)


def affordable(state: State) -> list[tuple[str, bool]]:
    """Track cards the active player can take now, with or without good luck."""
    found = []
    for card in dict.fromkeys(state.track):
        if not missing(state, card, False):
            found.append((card, False))
        elif not missing(state, card, True):
            found.append((card, True))
    return found


def _spell(counter: Counter) -> str:
    return ", ".join(f"{n}× {symbol}" for symbol, n in sorted(counter.items()))


def no_more_cards(state: State) -> IllegalMove | None:
    """Why the active player may take no more card this turn (None: they may): "1 or 2 cards"."""
    limit = data.table()["cards_per_turn"]
    if len(state.this_turn.bought) >= limit:
        return IllegalMove(N_("A player takes at most {count} cards a turn."), rule_ids=("select.take-cards",), count=limit)
    return None


def buy(state: State, move: Move):
    """The 'buy' move: a card taken from the track, paid with the dice symbols (or 3 good luck), helped by event cards from the hand."""
    turn, person = state.this_turn, state.me
    card = move.arg(0).lower()
    extras = [word.lower() for word in move.arg(1, ())]
    with_luck = LUCK_WORD in extras
    helpers = [word for word in extras if word != LUCK_WORD]
    refusal = no_more_cards(state)
    if refusal is not None:
        raise refusal
    if card not in state.track:
        raise IllegalMove(N_("{card} is not on the track ({track})."), rule_ids=("select.take-cards",), card=card, track=", ".join(state.track) or "—")
    if with_luck and helpers:
        raise IllegalMove(
            ngettext("The {n} good luck symbol comes from dice and tokens, not from cards in hand.",
                     "The {n} good luck symbols come from dice and tokens, not from cards in hand.", data.good_luck_buys()),
            rule_ids=("select.three-good-luck",),
        )
    hand = Counter(person.hand)
    for helper in helpers:
        if hand[helper] <= 0:
            raise IllegalMove(N_("{card} is not in {player}'s hand ({hand})."), rule_ids=("select.events",), card=helper, player=move.player, hand=", ".join(person.hand) or "—")
        hand[helper] -= 1
        facts = cards.need_facts(state, helper, f"{move.player}: card {helper} gives:money")
        if facts["deck"] != "childhood" and "event" not in facts["types"]:
            raise IllegalMove(N_("{card} is not an event card."), rule_ids=("select.events",), card=helper)
    short = missing(state, card, with_luck, helpers)
    if short:
        rules = ("select.three-good-luck", "select.pay-cost") if with_luck else ("select.pay-cost",)
        raise IllegalMove(
            N_("{card} costs {cost}; {player} is missing {missing}."), rule_ids=rules,
            card=card, cost=_spell(price(state, card, with_luck)), player=move.player, missing=_spell(short),
        )
    yield
    cost = price(state, card, with_luck)
    played = played_symbols(state, with_luck, helpers)
    from_played = cost & played
    turn.spent.extend((cost - from_played).elements())
    if not with_luck:  # a good luck buy leaves the played symbols for the other card
        turn.loose = sorted((played - from_played).elements())
    for helper in helpers:
        person.hand.remove(helper)
        state.discard.append(helper)
    state.track.remove(card)
    turn.bought.append(card)
    changes = [Msg(N_("{player} takes {card} from the track."), player=move.player, card=card)]
    if helpers:
        changes.append(Msg(N_("Used and discarded: {cards}."), cards=", ".join(helpers)))
    if turn.loose:
        changes.append(Msg(N_("Symbols of played cards left for another card this turn: {symbols} (lost when Select Cards ends)."), symbols=", ".join(turn.loose)))
    if cards.facts_of(state, card).get("condition"):
        changes.append(Msg(N_("{card} has a special condition: it must still be met."), card=card))
    return changes


def done(state: State, move: Move):
    """The 'done' move: the active player takes no more cards this turn."""
    if not state.this_turn.rolled:
        raise IllegalMove(N_("Roll the dice first."), rule_ids=("round.phases",))
    yield
    state.this_turn.selected = True
    return [Msg(N_("{player} takes no more cards this turn."), player=move.player)]


def play(state: State, move: Move):
    """The 'play' move: an event card played from the hand and discarded; its effect is resolved at the table."""
    person = state.people[move.player]
    card = move.arg(0).lower()
    if card not in person.hand:
        raise IllegalMove(N_("{card} is not in {player}'s hand ({hand})."), rule_ids=("card-type.event",), card=card, player=move.player, hand=", ".join(person.hand) or "—")
    yield
    person.hand.remove(card)
    state.discard.append(card)
    return [Msg(N_("{player} plays {card} (resolve its effect at the table) and discards it."), player=move.player, card=card)]
