"""The market row: reporting the cards dealt into it, and drafting one (Player Turns,
step 3a; solo: Solo Mode).

Standard: five cards, one draft per turn; the left-most gives 1 Energy, the
three right-most cost their printed price (the right-most 1 Energy + 1 Money,
the two others as the board prints them). Step 4 slides the row left and
refills it. Solo: three cards, emptied and dealt again at the end of each
round, never restocked mid-round; the first card gained is free, then 1 + 1,
then 2 + 2; a card gained through a card's extra-card effect is free and
does not raise the price. Standard: such an extra card pays its slot's price
and does not use up the turn's one draft (see `draft`).

An extra card comes with the effect that grants it, which resolves at once
("immediately resolving any effects", step 3b): when step 3 has just ended
by itself after the card was played, the extra card is still taken, as the
very next move. So the row slides left only when the refill is reported,
as the table does it (step 4c): until then its slots are the ones the
players see.
"""

from __future__ import annotations

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move
from referee.core.pending import Decision
from referee.games.adulthood import board, cards, data, tracks
from referee.games.adulthood.state import State
from referee.i18n import N_

# The Adulthood deck: every card type but Careers and Partners (their own decks).
DECK_TYPES = tuple(kind for kind in data.card_types() if kind not in ("career", "partner"))


def price(state: State, slot: int, free: bool = False) -> dict[str, int]:
    """What taking the card in `slot` (1-based) costs now."""
    if state.mode == data.SOLO:
        if free:
            return {}
        return dict(data.solo_prices()[state.turn_state.paid_drafts])
    play = data.play()
    size = play["market_size"]
    if slot == size:
        return dict(play["rightmost_price"])
    middle = board.middle_slots()
    if slot in middle:
        return cards.bundle(board.board_facts(state)["prices"][middle.index(slot)])
    return {}


def report(state: State, move: Move):
    """`market CARD [facts] ...`: the cards dealt into the empty slots, left to right.
    After the game's last turn (flow.reset), the one refill that older
    sessions report is accepted and ignored: nothing is refilled once the
    game is over (p. 10)."""
    decision = state.pending.find(move.player, "market")
    if decision is None and state.refill_skipped == move.player:
        yield
        state.refill_skipped = None   # once: a second report is refused as any late one
        return [Msg(N_("The game is over: the market is not refilled after the last turn, so this report changes nothing."))]
    if not state.facts.knows(board.fact_key(state.mode)):
        raise IllegalMove(
            N_("The referee does not know the Scoring Board yet: first report its printed spaces once, e.g. '{player}: board {example}'."),
            rule_ids=("scoring-board.grown-up", "scoring-board.life-event-spaces"), player=move.player, example=board.example(state.mode),
        )
    reported = cards.group(move.arg(0, ()))
    empty = state.market.count(None)
    if len(reported) != empty:
        raise IllegalMove(
            ngettext("The market has {n} empty slot to fill now, not {given}.",
                     "The market has {n} empty slots to fill now, not {given}.", empty, given=len(reported)),
            rule_ids=(decision.source if decision else "setup.market",),
        )
    line = move.text()
    facts = [cards.reported(state, name, words, line, kinds=DECK_TYPES) for name, words in reported]
    yield
    state.pending.settle(move.player, "market")
    slide(state)
    changes: list[Msg] = []
    names = iter(name for name, _ in reported)
    state.market = [slot if slot is not None else next(names) for slot in state.market]
    for (name, _), known in zip(reported, facts):
        changes += cards.learn(state, name, known)
    changes.insert(0, Msg(N_("Market: {cards}."), cards=" | ".join(c or "—" for c in state.market)))
    return changes


def open_variants(state: State) -> tuple[str | None, ...]:
    """The drafts step 3 keeps open besides the turn's own: in solo a 'free'
    one, since a card's extra-card effect (which the referee does not track)
    may grant it at any time; what `options` lists and what keeps step 3
    from ending by itself."""
    return (None, "free") if state.mode == data.SOLO else (None,)


def draft(state: State, move: Move):
    """`draft SLOT [free|extra]`: take the market card in SLOT (1 = left-most).

    `extra` is a card gained through a card's "gain an extra card" effect.
    Solo (Gameplay 3): free, and it does not raise the price of the next
    card ('free' says the same). Standard: the rules are silent on its cost,
    so it is read as a draft beyond the one per turn that is otherwise like
    any draft: it pays its slot's printed price and the left-most card still
    gives its Energy (rule note on 'turn.market-costs'). The referee does not
    track which cards print the effect: the table vouches for it."""
    slot, variant = move.arg(0), move.arg(1)
    person = state.people[move.player]
    solo = state.mode == data.SOLO
    free = solo and variant in ("free", "extra")
    extra = variant == "extra"
    late = state.phase != "play"   # right after step 3 ended by itself (the flow lets no other draft through)
    if variant == "free" and not solo:
        raise IllegalMove(
            N_("'free' is for solo: in the standard game a card gained through a card's extra-card effect pays its slot's price; write 'draft {slot} extra'."),
            rule_ids=("turn.market-costs", "solo.extra-card-effects"), slot=slot,
        )
    if late and variant is None:
        raise IllegalMove(
            N_("Step 3 of {player}'s turn has ended: only the extra card of a card just played may still be taken ('draft {slot} extra')."),
            rule_ids=("turn.play-cards", "turn.draft"), player=move.player, slot=slot,
        )
    per_turn = data.play()["drafts_per_turn"]
    if not solo and not extra and state.turn_state.drafts >= per_turn:
        raise IllegalMove(
            ngettext("{player} has already drafted a card this turn: {n} market card per turn.",
                     "{player} has already drafted {n} cards this turn: {n} market cards per turn.", per_turn, player=move.player),
            rule_ids=("turn.draft",),
        )
    if solo and not free and state.turn_state.paid_drafts >= len(data.solo_prices()):
        raise IllegalMove(N_("Solo: at most {count} cards bought per turn (then only cards' extra-card effects)."), rule_ids=("solo.market-costs",), count=len(data.solo_prices()))
    if not 1 <= slot <= len(state.market) or state.market[slot - 1] is None:
        filled = [str(i) for i, card in enumerate(state.market, start=1) if card]
        raise IllegalMove(
            N_("Market slot {slot} holds no card; cards are in slots {slots}."),
            rule_ids=("solo.market-refresh",) if solo else ("turn.draft",), slot=slot, slots=", ".join(filled) or "—",
        )
    cost = price(state, slot, free)
    if tracks.short(person, cost):
        raise IllegalMove(
            N_("The card in slot {slot} costs {cost}; {player} has {energy} Energy and {money} Money."),
            rule_ids=("solo.market-costs",) if solo else ("turn.market-costs",), slot=slot, cost=data.amounts(cost), player=move.player, energy=person.energy, money=person.money,
        )
    yield
    name = state.market[slot - 1]
    state.market[slot - 1] = None
    tracks.pay(person, cost)
    person.hand.append(name)
    if not extra:
        state.turn_state.drafts += 1
    if solo and not free:
        state.turn_state.paid_drafts += 1
    changes = [Msg(N_("{player} drafts {card} from slot {slot}, paying {cost}."), player=move.player, card=name, slot=slot, cost=data.amounts(cost))]
    if extra:
        changes.append(Msg(N_("This is the extra card of a card's effect: it does not use up the turn's draft.")))
    if not solo and slot == 1:
        tracks.gain(state, person, {"energy": data.play()["leftmost_energy"]}, changes, Msg(N_("left-most market card")))
    if late:
        owe_refill(state, again=True)
        state.extra_after_end = True   # another extra card, or the 'done' that confirms the end, may follow
    return changes


REFILL = "turn.refill-market"


def owe_refill(state: State, again: bool = False) -> None:
    """Step 4c: the active player owes the cards for the market's empty slots
    (reported left to right once the row has slid). `again`: only when a
    refill is owed already, counted anew (an extra card taken after step 3
    ended by itself empties one more slot)."""
    owed = [d for d in state.pending.items if d.source == REFILL and d.player == state.active]
    if again and not owed:
        return
    for decision in owed:
        state.pending.items.remove(decision)
    empty = state.market.count(None)
    if empty:
        state.pending.add(Decision(state.active, ("market",), ngettext("Step 4: {player} refills the market ({n} card, reported left to right)",
                                                                       "Step 4: {player} refills the market ({n} cards, reported left to right)", empty,
                                                                       player=state.active), REFILL))


def slide(state: State) -> None:
    """Step 4c: slide the cards left to fill the empty slots (done when the
    refill is reported; a market dealt whole or emptied stays as it is)."""
    cards_left = [card for card in state.market if card is not None]
    state.market = cards_left + [None] * (len(state.market) - len(cards_left))
