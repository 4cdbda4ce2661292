"""The track and its decks: cards revealed onto it (at set-up and in
Cleanup), the slide and the discard of the left-most card at the end of a
round (after every turn with 2 players), the life-stage decks used in order,
and social assistance each time one of them runs out.
"""

from __future__ import annotations

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.core.moves import Move
from referee.games.cv import cards, data, labels
from referee.games.cv.placing import placement, put
from referee.games.cv.state import State
from referee.i18n import N_


def reveal(state: State, move: Move):
    """The 'reveal' move: a card turned face up from the current life-stage deck onto the track (its printed facts reported the first time it is seen); an emptied deck moves play to the next deck and opens social assistance."""
    name = move.arg(0).lower()
    tokens = move.arg(1, ())
    if len(state.track) >= data.table()["track_length"]:
        raise IllegalMove(N_("The track is full ({count} cards)."), rule_ids=("setup.track", "cleanup.slide-refill"), count=len(state.track))
    if state.decks.get(state.stage, 0) <= 0:
        raise IllegalMove(N_("Every life-stage deck is empty: nothing more can be revealed."), rule_ids=("cleanup.deck-order",))
    if tokens:
        facts = cards.parse(state.stage, tokens, move.text())
        state.facts.check(cards.key(name), facts, cards.describe(name))
    else:
        facts = cards.need_facts(state, name, f"{move.player}: reveal {name} {cards.EXAMPLE.split(' ', 1)[1]}")
        if facts["deck"] != state.stage:
            raise IllegalMove(
                N_("{card} belongs to the {deck} deck, but the track is refilled from the {stage} deck now."),
                rule_ids=("cleanup.deck-order",), card=name, deck=labels.deck(facts["deck"]), stage=labels.deck(state.stage),
            )
    yield
    state.facts.learn(cards.key(name), facts)
    state.track.append(name)
    state.decks[state.stage] -= 1
    changes = [Msg(N_("{card} is revealed onto the track ({count} of {length})."), card=name, count=len(state.track), length=data.table()["track_length"])]
    if state.decks[state.stage] == 0:
        changes += deck_ran_out(state)
    return changes


def deck_ran_out(state: State) -> list[Msg]:
    """Move on to the next deck, and interrupt for social assistance."""
    from referee.core.pending import Decision

    stages = data.stages()
    empty = state.stage
    position = stages.index(empty)
    if position + 1 < len(stages):
        state.stage = stages[position + 1]
    changes = [Msg(N_("The {deck} deck has run out: check for social assistance."), deck=labels.deck(empty))]
    eligible = assisted(state)
    if not state.track:
        eligible = []
    for name in eligible:
        state.pending.add(Decision(
            player=name, verbs=("assist", "pass"), source="social.take-card",
            label=Msg(N_("Social assistance: {player} may take a track card free"), player=name),
        ))
    if eligible:
        changes.append(Msg(N_("Social assistance, in this order: {players}."), players=", ".join(eligible)))
    else:
        changes.append(Msg(N_("Nobody qualifies for social assistance.")))
    return changes


def assisted(state: State) -> list[str]:
    """Players some other player has at least twice as many CV cards as,
    clockwise from the player finishing their turn."""
    sizes = {name: person.cv_size() for name, person in state.people.items()}
    ratio = data.table()["assistance_ratio"]
    return [
        name for name in state.seats_from(state.seat)
        if any(other != name and size > 0 and size >= ratio * sizes[name] for other, size in sizes.items())
    ]


def assist(state: State, move: Move):
    """The 'assist' move: a player entitled to social assistance takes a card from the track and adds it to their CV."""
    person = state.people[move.player]
    card = move.arg(0).lower()
    if card not in state.track:
        raise IllegalMove(N_("{card} is not on the track ({track})."), rule_ids=("social.take-card",), card=card, track=", ".join(state.track) or "—")
    facts = cards.facts_of(state, card)
    kind, index = placement(person, card, facts, move.arg(1, ()), move.text())
    yield
    state.pending.settle(move.player, "assist")
    state.track.remove(card)
    changes = [Msg(N_("Social assistance: {player} takes {card} free."), player=move.player, card=card), put(person, card, kind, index)]
    if facts.get("condition"):
        changes.append(Msg(N_("{card} has a special condition: it must still be met."), card=card))
    return changes


def pass_(state: State, move: Move):
    """The 'pass' move: a player entitled to social assistance takes no card."""
    yield
    state.pending.settle(move.player, "pass")
    return [Msg(N_("{player} takes no card from social assistance."), player=move.player)]


def slide(state: State, changes: list[Msg]) -> None:
    """Entering Cleanup: the track closes up; at the end of a round (after
    every turn with 2 players) its left-most card is discarded first."""
    every_turn = len(state.players) == data.table()["discard_every_turn_players"]
    if state.track and (every_turn or state.is_last_of_round()):
        card = state.track.pop(0)
        state.discard.append(card)
        changes.append(Msg(N_("{card}, the left-most card of the track, is discarded."), card=card))


def refilled(state: State) -> bool:
    return len(state.track) >= data.table()["track_length"] or state.deck_left() == 0


def game_ends(state: State) -> bool:
    """At the end of a round, after refilling: the old age deck holds fewer cards than there are players."""
    last = data.stages()[-1]
    return state.is_last_of_round() and state.decks[last] < len(state.players)
