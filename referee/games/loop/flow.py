"""The order of play: whose decision it is, and the automatic steps between.

`advance` runs after every applied move and walks through what needs no
report: leaving set-up, the checks made "at any time in your turn"
(Homemaker's Minimalist, Collector), the end-of-turn sequence (refill P.10
2.7; burning MATERIAL in Cooperative/Solo; DEPLETION; the end after the
round, P.10 2.8; flipping the player's EVENT, P.14) and the next turn's
start (drawing a FAVOUR, P.6). `expected` answers who must act now and with
which verbs: the decisions owed first (the queue `state.pending`, see
decisions.py), then the phase's player; it is the same source the checks use.
"""

from __future__ import annotations

from referee.core.engine import Expectation
from referee.core.messages import Msg
from referee.games.loop import board, data, effects, events
from referee.games.loop.careers import VERBS as CAREER_VERBS
from referee.games.loop.queries import event_on, kinds_owned, must_draw
from referee.games.loop.state import State, Turn
from referee.games.loop.turn import finish
from referee.i18n import N_

SETUP_VERBS = {"activity": ("activity",), "careers": ("careers",), "career": ("career",), "hand": ("hand",), "start": ("start",)}


def advance(state: State, changes: list[Msg]) -> None:
    from referee.games.loop.setup import skip_empty_steps

    while True:
        if state.over:
            return
        if state.phase == "setup":
            skip_empty_steps(state)
            if state.pending:
                return
            start_turn(state, changes)
            continue
        events.settle(state, changes)
        if state.pending:
            return
        if state.phase == "turn":
            at_any_time(state, changes)
            if state.this_turn.work_ends:
                state.this_turn.work_ends = False
                changes.extend(finish(state, None))
                continue
            return
        if state.phase == "refill":
            if board.material_slots_to_fill(state) or board.activity_slots_to_fill(state):
                return
            effects.check_depletion(state, changes, state.active)
            last = state.current == len(state.order) - 1
            state.burn_due = state.mode == "solo" or (state.mode == "cooperative" and last)
            state.phase = "burn"
            continue
        if state.phase == "burn":
            if state.burn_due and state.deck_size() > 0:
                return
            state.burn_due = False
            if state.end_triggered and state.current == len(state.order) - 1:
                state.over = True
                state.phase = "over"
                changes.append(Msg(N_("The final round is complete: the game is over. Score it with 'referee score --file SESSION'.")))
                return
            person = state.player
            state.to_flip, person.events_down = person.events_down, 0
            state.phase = "events"
            continue
        if state.phase == "events":
            if state.to_flip > 0:
                return
            state.current = (state.current + 1) % len(state.order)
            if state.current == 0:
                state.round += 1
            start_turn(state, changes)
            continue
        return


def start_turn(state: State, changes: list[Msg]) -> None:
    state.phase = "turn"
    state.turn += 1
    person = state.player
    state.this_turn = Turn(start_kept=list(person.activities))
    for card in person.cards:
        card["turn"] = 0
    changes.append(Msg(N_("Round {round}: {player}'s turn."), round=state.round, player=person.name))
    if must_draw(state) == 0:
        state.this_turn.drawn = True


def at_any_time(state: State, changes: list[Msg]) -> None:
    """Checks that hold 'at any given time in your turn'."""
    person, turn = state.player, state.this_turn
    if person.career == "homemaker" and not turn.minimalist and len(person.materials) <= 1:
        turn.minimalist = True
        changes.append(Msg(N_("Minimalist: {player} has no more than 1 MATERIAL."), player=person.name))
        effects.reputation(state, person.name, 1, changes)
    if event_on(state, "collector") and not turn.collector and kinds_owned(state, person.name) >= set(data.material_types()):
        turn.collector = True
        changes.append(Msg(N_("Collector: {player} has all 5 MATERIAL types."), player=person.name))
        effects.happiness(state, person.name, 1, changes)


def turn_verbs(state: State) -> tuple[str, ...]:
    verbs = ["work", "buy", "consume", "goal", "rep-happiness", "play"]
    if state.mode != "basic":
        verbs += ["apply", "payoff"]
    career_verb = CAREER_VERBS.get(state.player.career)
    if career_verb:
        verbs.append(career_verb)
    verbs.append("end")
    return tuple(verbs)


def refill_verbs(state: State) -> tuple[str, ...]:
    verbs = []
    if board.material_slots_to_fill(state):
        verbs.append("material")
    if board.activity_slots_to_fill(state):
        verbs.append("activity")
    return tuple(verbs)


def expected(state: State) -> Expectation:
    rnd, number = state.round, state.turn
    if state.over:
        return Expectation(Msg(N_("The game is over.")), {}, rnd, number)
    head = state.pending.head()
    if head is not None:  # set-up reports, IMMEDIATE EVENT responses, a FAVOUR's answer (decisions.py)
        return Expectation(head.label, state.pending.actors(), rnd, number)
    name = state.active
    if state.phase == "turn":
        if board.refill_now(state):
            return Expectation(Msg(N_("Skinner Box: {player} refills the empty slots now"), player=name), {name: refill_verbs(state)}, rnd, number)
        if not state.this_turn.drawn:
            return Expectation(Msg(N_("{player} draws FAVOUR to start the turn"), player=name), {name: ("draw",)}, rnd, number)
        return Expectation(Msg(N_("{player}'s turn"), player=name), {name: turn_verbs(state)}, rnd, number)
    if state.phase == "refill":
        return Expectation(Msg(N_("End of {player}'s turn: refill the BUY AREA and CONSUME AREA"), player=name), {name: refill_verbs(state)}, rnd, number)
    if state.phase == "burn":
        return Expectation(Msg(N_("Burn the top MATERIAL of the deck")), {name: ("burn",)}, rnd, number)
    return Expectation(Msg(N_("{player} flips the face-down EVENT ({count} left)"), player=name, count=state.to_flip), {name: ("event",)}, rnd, number)
