"""Phases 3 and 4: Bad Luck (discard an active card for every 3 bad luck
symbols) and Add to CV (one stack per type; Health, Relationship and
Knowledge go on top or under any card, Work and Possession always on top;
events to the hand; a two-colour card's type chosen when taken), then the
red-slash upkeep of active cards, paid from symbols not spent on buying or
the card goes to the box. Tokens follow the active cards at Cleanup.
"""

from __future__ import annotations

from collections import Counter

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.core.moves import Move, MoveSyntaxError
from referee.games.cv import cards, data, labels
from referee.games.cv.dice import pool
from referee.games.cv.state import Player, State
from referee.i18n import N_

PLACE_RULES = ("cv.add-cards", "cv.place-hrk", "cv.place-work-possession", "two-color.choose-type")


# ---------------------------------------------------------------- bad luck

def discard(state: State, move: Move):
    """The 'discard' move: the active card a player loses to misfortune."""
    person = state.people[move.player]
    card = move.arg(0).lower()
    active = person.active_cards()
    if card not in active:
        raise IllegalMove(
            N_("Misfortune discards an active card (on top of a stack): {cards}, not {card}."),
            rule_ids=("badluck.discard-active", "cv.active"), cards=", ".join(active) or "—", card=card,
        )
    yield
    state.pending.settle(move.player, "discard")
    return lose(state, person, card)


def lose(state: State, person: Player, card: str) -> list[Msg]:
    for stack in person.stacks.values():
        if stack and stack[-1] == card:
            stack.pop()
            break
    state.discard.append(card)
    return [Msg(N_("Misfortune: {player} discards {card}."), player=person.name, card=card)]


# ---------------------------------------------------------------- add to CV

def choices(person: Player, facts: dict) -> tuple[list[str], bool]:
    """The stacks a card may go to, and whether its position in the stack is a choice."""
    kinds = [kind for kind in facts.get("types", []) if kind in data.cv_types()]
    open_position = any(data.goes_anywhere(kind) and person.stacks[kind] for kind in kinds)
    return kinds, open_position


def needs_choice(person: Player, facts: dict) -> bool:
    kinds, open_position = choices(person, facts)
    return len(kinds) > 1 or open_position


def placement(person: Player, card: str, facts: dict, words: tuple[str, ...], line: str) -> tuple[str | None, int]:
    """Where a card goes: (stack type or None for the hand, index in the stack).
    Raises IllegalMove for a choice the rules forbid or one left out."""
    kinds, _ = choices(person, facts)
    if not kinds:
        return None, 0
    kind, where = None, None
    for word in (w.lower() for w in words):
        if word in data.card_types():
            kind = word
        elif word in ("top", "bottom") or word.startswith("under:"):
            where = word
        else:
            raise MoveSyntaxError(N_("'{line}': '{word}' is neither a card type nor top, bottom or under:CARD."), line=line, word=word)
    if kind is None and len(kinds) == 1:
        kind = kinds[0]
    if kind not in kinds:
        raise IllegalMove(
            N_("{card} is a two-colour card: name its type, one of {types}."), rule_ids=("two-color.choose-type",),
            card=card, types=", ".join(kinds),
        )
    stack = person.stacks[kind]
    if where in (None, "top") or not stack:
        if where is None and stack and data.goes_anywhere(kind):
            raise IllegalMove(
                N_("{card} may go on top of the {kind} stack or under any of its cards ({cards}): say top, bottom or under:CARD."),
                rule_ids=("cv.place-hrk",), card=card, kind=labels.kind(kind), cards=", ".join(reversed(stack)),
            )
        return kind, len(stack)
    if not data.goes_anywhere(kind):
        raise IllegalMove(N_("A new {kind} card always goes on top of its stack."), rule_ids=("cv.place-work-possession",), kind=labels.kind(kind))
    if where == "bottom":
        return kind, 0
    under = where.partition(":")[2]
    if under not in stack:
        raise IllegalMove(N_("{card} is not in {player}'s {kind} stack ({cards})."), rule_ids=("cv.place-hrk",), card=under, player=person.name, kind=labels.kind(kind), cards=", ".join(reversed(stack)))
    return kind, stack.index(under)


def put(person: Player, card: str, kind: str | None, index: int) -> Msg:
    if kind is None:
        person.hand.append(card)
        return Msg(N_("{card} goes to {player}'s hand (an event)."), card=card, player=person.name)
    stack = person.stacks[kind]
    stack.insert(index, card)
    if index == len(stack) - 1:
        return Msg(N_("{player} adds {card} on top of the {kind} stack: it is active."), player=person.name, card=card, kind=labels.kind(kind))
    return Msg(N_("{player} adds {card} under {above} in the {kind} stack."), player=person.name, card=card, above=stack[index + 1], kind=labels.kind(kind))


def add(state: State, move: Move):
    """The 'add' move: a card taken this turn placed on the player's CV, in the stack (and position) its types allow."""
    person = state.people[move.player]
    card = move.arg(0).lower()
    if card not in state.this_turn.to_place:
        raise IllegalMove(N_("{player} has no bought card {card} to place ({cards})."), rule_ids=("cv.add-cards",), player=move.player, card=card, cards=", ".join(state.this_turn.to_place) or "—")
    kind, index = placement(person, card, cards.facts_of(state, card), move.arg(1, ()), move.text())
    yield
    settle_card(state, move.player, "add", card)
    state.this_turn.to_place.remove(card)
    return [put(person, card, kind, index)]


def settle_card(state: State, player: str, verb: str, card: str) -> None:
    """Settle the decision owed for this very card (cards may be placed in any order)."""
    owed = next(d for d in state.pending if d.player == player and verb in d.verbs and d.data.get("card") == card)
    state.pending.items.remove(owed)


def place_bought(state: State, changes: list[Msg]) -> None:
    """Entering Add to CV: cards with no choice go in by themselves; the others are owed."""
    from referee.core.pending import Decision

    person, turn = state.me, state.this_turn
    for card in turn.bought:
        facts = cards.facts_of(state, card)
        if needs_choice(person, facts):
            turn.to_place.append(card)
            state.pending.add(Decision(
                player=person.name, verbs=("add",), source="cv.add-cards", data={"card": card},
                label=Msg(N_("{player} places {card} in the CV"), player=person.name, card=card),
            ))
        else:
            kind, index = placement(person, card, facts, (), "")
            changes.append(put(person, card, kind, index))


def upkeep_of(state: State, card: str) -> Counter:
    return Counter(cards.facts_of(state, card).get("upkeep", []))


def upkeep_cards(state: State) -> list[str]:
    """Active cards of the active player with a red-slash cost."""
    return [card for card in state.me.active_cards() if upkeep_of(state, card)]


def affordable_together(state: State, chosen: list[str]) -> bool:
    total: Counter = Counter()
    for card in chosen:
        total += upkeep_of(state, card)
    return not total - pool(state)


def pay_upkeep(state: State, changes: list[Msg]) -> None:
    """Entering the upkeep step of Add to CV: red-slash costs of active cards,
    from dice and tokens not spent on buying. A card that cannot be paid goes
    to the box; when the symbols pay some of the costs but not all, the
    player chooses which cards to keep paying."""
    from referee.core.pending import Decision

    person = state.me
    due = upkeep_cards(state)
    for card in [c for c in due if not affordable_together(state, [c])]:
        changes.append(to_box(state, person, card))
        due.remove(card)
    if affordable_together(state, due):
        for card in due:
            changes.append(pay(state, person, card))
        return
    state.pending.add(Decision(
        player=person.name, verbs=("upkeep",), source="cost.cannot-pay", data={"cards": due},
        label=Msg(N_("{player} chooses which costs to pay ({cards})"), player=person.name, cards=", ".join(due)),
    ))


def pay(state: State, person: Player, card: str) -> Msg:
    state.this_turn.spent.extend(upkeep_of(state, card).elements())
    return Msg(N_("{player} pays the cost of {card}."), player=person.name, card=card)


def to_box(state: State, person: Player, card: str) -> Msg:
    for stack in person.stacks.values():
        if stack and stack[-1] == card:
            stack.pop()
            break
    state.box.append(card)
    return Msg(N_("{player} cannot pay the cost of {card}: it goes to the box."), player=person.name, card=card)


def upkeep(state: State, move: Move):
    """The player names the cards whose costs they pay; the others go to the box.
    Paying is not optional: nothing else may be paid with what is left."""
    person = state.people[move.player]
    due = upkeep_cards(state)
    chosen = [card.lower() for card in move.arg(0, ())]
    strangers = [card for card in chosen if card not in due]
    if strangers or len(set(chosen)) != len(chosen):
        raise IllegalMove(N_("Name the cards whose cost you pay, among {cards}."), rule_ids=("cost.pay-each-turn",), cards=", ".join(due))
    if not affordable_together(state, chosen):
        raise IllegalMove(N_("The dice and tokens left cannot pay all of {cards}."), rule_ids=("cost.cannot-pay", "cost.no-reuse"), cards=", ".join(chosen))
    more = [card for card in due if card not in chosen and affordable_together(state, [*chosen, card])]
    if more:
        raise IllegalMove(N_("{card} can be paid as well, so it must be: a card is lost only when its cost cannot be paid."), rule_ids=("cost.cannot-pay",), card=more[0])
    yield
    state.pending.settle(move.player, "upkeep")
    changes = [pay(state, person, card) for card in chosen]
    changes += [to_box(state, person, card) for card in due if card not in chosen]
    return changes


def update_tokens(state: State, person: Player) -> Msg:
    """Tokens are exactly the effect symbols of the active cards."""
    person.tokens = sorted(s for card in person.active_cards() for s in cards.facts_of(state, card).get("gives", []))
    return Msg(N_("{player}'s tokens: {tokens}."), player=person.name, tokens=", ".join(person.tokens) or "—")


def misfortunes_owed(state: State, changes: list[Msg]) -> None:
    """Entering Bad Luck: one discard per 3 bad luck symbols; resolved at once
    when there is no choice (no or one active card)."""
    from referee.core.pending import Decision
    from referee.games.cv.dice import bad_luck_count

    person = state.me
    count = bad_luck_count(state, person, state.this_turn.dice) // data.table()["bad_luck_per_misfortune"]
    owed = 0
    for _ in range(count):
        active = person.active_cards()
        if person.cv_size() - owed == 0:
            changes.append(Msg(N_("Misfortune: {player} has no active card to lose."), player=person.name))
        elif len(active) == 1 and not owed:
            changes.extend(lose(state, person, active[0]))
        else:
            owed += 1
            state.pending.add(Decision(
                player=person.name, verbs=("discard",), source="badluck.misfortune",
                label=Msg(N_("Misfortune: {player} discards an active card"), player=person.name),
            ))
