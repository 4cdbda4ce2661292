"""Step 2: spending what stands on the spots, receiving each reward (Player Turns).

Rewards without a choice resolve themselves when step 2 begins. The lower
spots that draw ask the table: Interview (the Career card drawn, or the
Promotion when Grown Up), Date (the Partner drawn, or Marriage when Grown
Up) and Meditate (a face-down Value to hand, or a Value swapped; in solo, a
market card replaced).
"""

from __future__ import annotations

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move, MoveSyntaxError
from referee.core.pending import Decision
from referee.games.adulthood import cards, data, tracks
from referee.games.adulthood.market import DECK_TYPES
from referee.games.adulthood.spots import visible
from referee.games.adulthood.state import Person, State
from referee.games.adulthood.tableau import facts_of, missing_icons, partners
from referee.i18n import N_


def enter(state: State, changes: list[Msg]) -> None:
    """Activate every placed spot: rewards now, choices owed as decisions.

    The spots are activated "in any order you choose" (Player Turns, 2a), so
    every printed reward is received before the choices are offered: a
    player who becomes Grown Up on a reward spot may still get Promoted or
    Married with this turn's Interview or Date."""
    person = state.person
    spots = visible(state, person)
    placed = [spots[spot_id] for spot_id in person.placed or [] if spot_id in spots]
    for spot in placed:
        tracks.gain(state, person, spot.gives, changes, spot.label())
    for spot in placed:
        if spot.draws == "career":
            verbs = ("career", "promote") if person.grown_up and "career" in person.slots and not person.promoted else ("career",)
            state.pending.add(Decision(person.name, verbs, Msg(N_("Interview: {player} reports the Career card drawn{or_promotion}"), player=person.name, or_promotion=Msg(N_(", or gets Promoted")) if len(verbs) > 1 else ""), "board.interview"))
        elif spot.draws == "partner":
            verbs = ("partner", "marry") if person.grown_up and person.partner and not person.married else ("partner",)
            state.pending.add(Decision(person.name, verbs, Msg(N_("Date: {player} reports the Partner card drawn{or_marriage}"), player=person.name, or_marriage=Msg(N_(", or gets Married")) if len(verbs) > 1 else ""), "board.date"))
        elif spot.draws == "values":
            if state.mode == data.SOLO:
                if any(state.market):
                    state.pending.add(Decision(person.name, ("meditate",), Msg(N_("Meditate: {player} discards a market card and reports its replacement"), player=person.name), "solo.meditate"))
                else:
                    changes.append(Msg(N_("Meditate: the solo market is empty, nothing to replace.")))
            else:
                state.pending.add(Decision(person.name, ("meditate",), ngettext("Meditate: {player} takes {n} face-down Value to hand (reveal) or swaps {n} (swap)",
                                                                                "Meditate: {player} takes {n} face-down Values to hand (reveal) or swaps {n} (swap)", data.meditate_cards(), player=person.name), "board.meditate"))


def _drawn(state: State, move: Move, kind: str):
    name = move.arg(0).lower()
    facts = cards.reported(state, name, move.arg(1, ()), move.text(), kind=kind, kinds=(kind,))
    yield
    state.pending.settle(move.player, move.verb)
    state.people[move.player].hand.append(name)
    return [Msg(N_("{player} adds {card} to their hand."), player=move.player, card=name), *cards.learn(state, name, facts)]


def career(state: State, move: Move):
    """`career NAME [facts]`: the Career card drawn at Interview."""
    return (yield from _drawn(state, move, "career"))


def partner(state: State, move: Move):
    """`partner NAME [facts]`: the Partner card drawn at Date."""
    return (yield from _drawn(state, move, "partner"))


def _upgrade_check(state: State, person: Person, card: str | None, what: Msg, rules: tuple[str, ...]) -> None:
    if not person.grown_up:
        raise IllegalMove(N_("{player} is not Grown Up yet: no Promotion or Marriage."), rule_ids=rules, player=person.name)
    if card is None:
        raise IllegalMove(N_("{player} has no {what} card in play to upgrade."), rule_ids=rules, player=person.name, what=what)
    lacking = missing_icons(state, person, facts_of(state, card).get("upgrade", []))
    if lacking:
        raise IllegalMove(
            N_("{card} needs the Life icons {needed} to upgrade (the card's own icon counts); {player} lacks {lacking}."),
            rule_ids=rules, card=card, needed=", ".join(facts_of(state, card).get("upgrade", [])), player=person.name, lacking=", ".join(lacking),
        )


def promote(state: State, move: Move):
    """`promote`: Interview spent on the Promotion (Promotions and Marriage)."""
    person = state.people[move.player]
    rules = ("upgrade.promotion", "upgrade.promotion-icons", "upgrade.own-icon-counts")
    if person.promoted:
        raise IllegalMove(N_("{player} is already Promoted."), rule_ids=rules, player=move.player)
    _upgrade_check(state, person, person.slots.get("career"), Msg(N_("Career")), rules)
    yield
    state.pending.settle(move.player, "promote")
    person.promoted = True
    return [Msg(N_("{player} is Promoted ({card}): from now on only its right-side action."), player=move.player, card=person.slots["career"])]


def marry(state: State, move: Move):
    """`marry [PARTNER]`: Date spent on the Marriage (Promotions and Marriage).

    A player has one Married marker. With Open Relationship and several
    Partners active, the table names the one to marry; it becomes the
    Partner the marker sits on (`person.partner`, the `partner` spot)."""
    person = state.people[move.player]
    rules = ("upgrade.marriage", "upgrade.marriage-icons")
    if person.married:
        raise IllegalMove(N_("{player} is already Married."), rule_ids=rules, player=move.player)
    active = partners(person)
    named = move.arg(0)
    card = named.lower() if named else (active[0] if len(active) == 1 else None)
    if len(active) > 1 and card is None:
        raise IllegalMove(N_("{player} has several Partners ({partners}): name the one to marry, e.g. '{player}: marry {card}'."), rule_ids=(*rules, "cards.partner"), player=move.player, partners=", ".join(active), card=active[-1])
    if card is not None and card not in active:
        raise IllegalMove(N_("{card} is not an active Partner of {player} ({partners})."), rule_ids=(*rules, "cards.partner"), card=card, player=move.player, partners=", ".join(active) or "—")
    _upgrade_check(state, person, card, Msg(N_("Partner")), rules)
    yield
    state.pending.settle(move.player, "marry")
    if card != person.partner:       # the marker goes on this Partner: it takes the `partner` place
        person.more_partners = [name for name in active if name != card]
        person.partner = card
    person.married = True
    return [Msg(N_("{player} gets Married ({card}): from now on only its right-side action."), player=move.player, card=card)]


def meditate(state: State, move: Move):
    """`meditate reveal|swap` (standard) or `meditate SLOT CARD [facts]` (solo)."""
    person = state.people[move.player]
    words = move.arg(0, ())
    if state.mode == data.SOLO:
        return (yield from _replace_market(state, move, words))
    count = data.meditate_cards()
    choice = words[0].lower() if len(words) == 1 else ""
    if choice not in ("reveal", "swap"):
        raise MoveSyntaxError(ngettext("'{line}': Meditate is 'meditate reveal' ({n} face-down Value to hand) or 'meditate swap' (discard {n} Value from hand, draw {n} face down).",
                                       "'{line}': Meditate is 'meditate reveal' ({n} face-down Values to hand) or 'meditate swap' (discard {n} Values from hand, draw {n} face down).", count, line=move.text()))
    if choice == "reveal" and person.values_down < count:
        raise IllegalMove(ngettext("{player} does not have {n} face-down Value left to take in hand.",
                                   "{player} does not have {n} face-down Values left to take in hand.", count, player=move.player), rule_ids=("board.meditate",))
    if choice == "swap" and person.values_hand < count:
        raise IllegalMove(ngettext("{player} does not have {n} Value in hand to discard.",
                                   "{player} does not have {n} Values in hand to discard.", count, player=move.player), rule_ids=("board.meditate",))
    yield
    state.pending.settle(move.player, "meditate")
    if choice == "reveal":
        person.values_down -= count
        person.values_hand += count
        return [ngettext("{player} takes {n} face-down Value in hand.", "{player} takes {n} face-down Values in hand.", count, player=move.player)]
    person.values_hand -= count
    person.values_down += count
    return [ngettext("{player} discards {n} Value from hand and draws a new one face down.",
                     "{player} discards {n} Values from hand and draws {n} new ones face down.", count, player=move.player)]


def _replace_market(state: State, move: Move, words: tuple[str, ...]):
    if len(words) < 2 or not words[0].isdigit():
        raise MoveSyntaxError(N_("'{line}': in solo, Meditate replaces a market card: 'meditate SLOT NEW-CARD', e.g. 'meditate 2 yoga'."), line=move.text())
    slot = int(words[0])
    if not 1 <= slot <= len(state.market) or state.market[slot - 1] is None:
        raise IllegalMove(N_("Market slot {slot} holds no card to replace."), rule_ids=("solo.meditate",), slot=slot)
    reported = cards.group(words[1:])
    if len(reported) != 1:
        raise MoveSyntaxError(N_("'{line}': name one new card for the market."), line=move.text())
    name, facts_words = reported[0]
    facts = cards.reported(state, name, facts_words, move.text(), kinds=DECK_TYPES)
    yield
    state.pending.settle(move.player, "meditate")
    old = state.market[slot - 1]
    state.market[slot - 1] = name
    return [Msg(N_("{player} discards {old} from the market; {card} takes its place."), player=move.player, old=old, card=name), *cards.learn(state, name, facts)]
