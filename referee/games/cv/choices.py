"""The closed choices open now, as complete moves the table can answer with
a number (`referee options` lists them, `referee do 2` picks one): the
childhood card to keep, the track card to take, a card of the hand to play
(and 'done': a 'done' listed alone is the only move left), the active card
a misfortune discards, where a card goes in the CV, which costs to pay, the
social-assistance card. Dice and revealed cards are never proposed: they come
from the table. The engine verifies each move, so none is ever refused.
"""

from __future__ import annotations

from itertools import combinations

from referee.core.moves import Move
from referee.games.cv import cards, data
from referee.games.cv.buying import affordable
from referee.games.cv.placing import affordable_together, choices as stacks_for, upkeep_cards
from referee.games.cv.state import Player, State


def placements(person: Player, facts: dict) -> list[tuple[str, ...]]:
    """The ways to place a card: its type if it has two, and its position."""
    kinds, _ = stacks_for(person, facts)
    if not kinds:
        return [()]
    found = []
    for kind in kinds:
        named = (kind,) if len(kinds) > 1 else ()
        stack = person.stacks[kind]
        if not stack or not data.goes_anywhere(kind):
            found.append(named)
            continue
        found.append((*named, "top"))
        found += [(*named, f"under:{card}") for card in reversed(stack)]
    return found


def _paid_sets(state: State) -> list[list[str]]:
    """Every set of costs the player may pay: the symbols left pay them
    together and no other cost besides (a card is lost only when its cost
    cannot be paid), the very sets 'upkeep' accepts. Larger sets first."""
    due = upkeep_cards(state)
    found = []
    for size in range(len(due), -1, -1):
        for group in map(list, combinations(due, size)):
            if affordable_together(state, group) and not any(
                affordable_together(state, [*group, card]) for card in due if card not in group
            ):
                found.append(group)
    return found or [[]]


def propose(state: State) -> list[Move]:
    moves: list[Move] = []
    for decision in state.pending:
        person = state.people[decision.player]
        if "discard" in decision.verbs:
            moves += [Move(person.name, "discard", (card,)) for card in person.active_cards()]
        if "add" in decision.verbs:
            card = decision.data["card"]
            moves += [Move(person.name, "add", (card, where)) for where in placements(person, cards.facts_of(state, card))]
        if "upkeep" in decision.verbs:
            moves += [Move(person.name, "upkeep", (tuple(paid),)) for paid in _paid_sets(state)]
        if "assist" in decision.verbs:
            for card in dict.fromkeys(state.track):
                moves += [Move(person.name, "assist", (card, where)) for where in placements(person, cards.facts_of(state, card))]
            moves.append(Move(person.name, "pass"))
    if moves or state.pending:
        return moves
    if state.phase == "draft":
        for name in state.players:
            moves += [Move(name, "keep", (card,)) for card in dict.fromkeys(state.people[name].dealt)]
    elif state.phase == "select":
        moves += [Move(state.active, "buy", (card, ("luck",) if luck else ())) for card, luck in affordable(state)]
        moves += [Move(state.active, "play", (card,)) for card in dict.fromkeys(state.people[state.active].hand)]
        moves.append(Move(state.active, "done"))
    return moves
