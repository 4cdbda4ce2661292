"""The order of play as a table of phases (core `Flow`): set-up, a player's
turn, the end-of-turn refill (P.10 2.7), burning MATERIAL (Cooperative and
Solo), flipping the player's face-down EVENT (P.14), and the end after the
round in which the deck ran out (DEPLETION, P.10 2.8).

Decisions owed (set-up reports, IMMEDIATE EVENT responses, a FAVOUR's
answers: decisions.py) come before the phase. After every applied move
`advance` first settles what needs no one (set-up steps with nothing to
report, EVENT responses with no choice), the checks made "at any time in
your turn" (Homemaker's Minimalist, Collector) and a WORK that ends the turn
at once; then the flow walks through the phases that are done, with their
automatic effects on entering (the next turn's start: drawing a FAVOUR, P.6).
`expected` answers who must act now and with which verbs; it is the same
source the checks use.
"""

from __future__ import annotations

from referee.core.engine import Expectation, IllegalMove
from referee.core.moves import Move
from referee.core.flow import Flow, Phase
from referee.core.messages import Msg, ngettext
from referee.games.loop import board, data, effects, events
from referee.games.loop.careers import VERBS as CAREER_VERBS
from referee.games.loop.queries import event_on, kinds_owned, must_draw
from referee.games.loop.setup import skip_empty_steps
from referee.games.loop.state import State, Turn
from referee.games.loop.turn import finish
from referee.i18n import N_


def advance(state: State, changes: list[Msg]) -> None:
    """After a move: settle what needs no one, then let the flow move on."""
    if not state.over:
        if state.phase == "setup":
            skip_empty_steps(state)
        else:
            events.settle(state, changes)
        if state.phase == "turn" and not state.pending:
            at_any_time(state, changes)
            if state.this_turn.work_ends:   # WORK with no HAPPINESS ends the turn at once (P.6)
                state.this_turn.work_ends = False
                changes.extend(finish(state, None))
    FLOW.advance(state, changes)


def expected(state: State) -> Expectation:
    """Who must act now and with which verbs: the decisions owed, else the phase's player."""
    return FLOW.expected(state)


def _enter_turn(state: State, changes: list[Msg]) -> None:
    """The next player clockwise (after the first turn), a new round when it
    comes back to the first seat; then their turn starts."""
    if state.turn > 0:
        state.current = (state.current + 1) % len(state.order)
        if state.current == 0:
            state.round += 1
    start_turn(state, changes)
    at_any_time(state, changes)


def start_turn(state: State, changes: list[Msg]) -> None:
    """The active player's turn starts: nothing done yet, FAVOUR to draw (P.6)."""
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
    minimalist = data.ability_numbers("homemaker") if person.career == "homemaker" else None
    if minimalist and not turn.minimalist and len(person.materials) <= minimalist["materials_max"]:
        turn.minimalist = True
        changes.append(ngettext("Minimalist: {player} has no more than {n} MATERIAL.", "Minimalist: {player} has no more than {n} MATERIAL.", minimalist["materials_max"], player=person.name))
        effects.reputation(state, person.name, minimalist["reputation"], changes)
    if event_on(state, "collector") and not turn.collector and kinds_owned(state, person.name) >= set(data.material_types()):
        turn.collector = True
        changes.append(Msg(N_("Collector: {player} has all {count} MATERIAL types."), player=person.name, count=len(data.material_types())))
        effects.happiness(state, person.name, data.table()["events"]["collector_happiness"], changes)


def turn_verbs(state: State) -> tuple[str, ...]:
    """What the active player may do in their turn (P.6-10), with their CAREER's verb."""
    verbs = ["work", "buy", "consume", "goal", "rep-happiness", "play"]
    if state.mode != "basic":
        verbs += ["apply", "payoff"]
    career_verb = CAREER_VERBS.get(state.player.career)
    if career_verb:
        verbs.append(career_verb)
    verbs.append("end")
    return tuple(verbs)


def why_not(state: State, move: Move) -> IllegalMove | None:
    """The refusal citing the rule that closes a verb in this mode, when that
    is why it is not open now (else None): no FAVOUR drawn in Cooperative (P.16) and Solo (P.17); no CREDIT
    CARD in Basic Mode (P.13 5.0: Competitive is Basic "with ... CREDIT CARD")."""
    if move.verb == "draw" and state.mode in data.MODES_WITHOUT_DRAW:
        if state.mode == "solo":
            return IllegalMove(N_("Solo Mode: you will not draw FAVOUR at the start of your turn."), rule_ids=("solo.favours",))
        return IllegalMove(N_("Cooperative Mode: you will not draw FAVOUR at the start of your turn."), rule_ids=("coop.favours",))
    if move.verb in ("apply", "payoff") and state.mode == "basic":
        return IllegalMove(N_("Basic Mode has no CREDIT CARD."), rule_ids=("competitive.overview",))
    return _step_first(state, move)


def _step_first(state: State, move: Move) -> IllegalMove | None:
    """The refusal citing the step of the turn that comes first, when the
    active player reports a move of their turn before it: the FAVOUR drawn at
    the start of the turn (P.6 2.2), or, once the turn is ended, the refill of
    the empty slots (P.10 2.7), the burned MATERIAL (P.16, P.17) and the
    face-down EVENT flipped (P.14). Else None (the engine's own refusal)."""
    if state.pending or move.player != state.active or move.verb not in TURN_GRAMMAR_VERBS:
        return None
    if state.phase == "turn" and not state.this_turn.drawn and not board.refill_now(state):
        rules = ("turn.draw-favour",) + (("career.waitress",) if state.player.career == "waitress" else ())
        return IllegalMove(
            N_("{player} first draws {count} FAVOUR to start the turn (holds {held}, fewer than {limit}): report it with 'draw TYPE'."),
            rule_ids=rules, player=move.player, count=must_draw(state), held=sum(state.player.hand.values()), limit=data.table()["favours"]["draw_below"],
        )
    if state.phase == "refill":
        return IllegalMove(N_("{player} has ended the turn: refill the empty BUY AREA and CONSUME AREA slots first ('material TYPE', 'activity NAME')."), rule_ids=("turn.end-refill", "turn.refill-timing"), player=move.player)
    if state.phase == "burn":
        rule = "solo.burning-material" if state.mode == "solo" else "coop.burning-material"
        return IllegalMove(N_("{player} has ended the turn: burn the top MATERIAL of the deck first ('burn TYPE')."), rule_ids=(rule,), player=move.player)
    if state.phase == "events":
        return IllegalMove(N_("{player} has ended the turn: flip the face-down EVENT first ('event NAME')."), rule_ids=("events.triggering",), player=move.player)
    return None


# The moves of a player's own turn (P.6-10), whose step order `_step_first` explains.
TURN_GRAMMAR_VERBS = frozenset(
    ("work", "buy", "consume", "goal", "rep-happiness", "play", "apply", "payoff", "end") + tuple(CAREER_VERBS.values())
)


def refill_verbs(state: State) -> tuple[str, ...]:
    """The reports that refill the empty BUY AREA and CONSUME AREA slots."""
    verbs = []
    if board.material_slots_to_fill(state):
        verbs.append("material")
    if board.activity_slots_to_fill(state):
        verbs.append("activity")
    return tuple(verbs)


def _turn_label(state: State) -> Msg:
    name = state.active
    if board.refill_now(state):
        return Msg(N_("Skinner Box: {player} refills the empty slots now"), player=name)
    if not state.this_turn.drawn:
        return Msg(N_("{player} draws FAVOUR to start the turn"), player=name)
    return Msg(N_("{player}'s turn"), player=name)


def _turn_actors(state: State) -> dict[str, tuple[str, ...]]:
    if board.refill_now(state):
        return {state.active: refill_verbs(state)}
    if not state.this_turn.drawn:
        return {state.active: ("draw",)}
    return {state.active: turn_verbs(state)}


def _refilled(state: State) -> bool:
    return not (board.material_slots_to_fill(state) or board.activity_slots_to_fill(state))


def _enter_burn(state: State, changes: list[Msg]) -> None:
    """The refill is done: DEPLETION is checked; Solo burns every turn, Cooperative after the round's last turn."""
    effects.check_depletion(state, changes, state.active)
    last = state.current == len(state.order) - 1
    state.burn_due = state.mode == "solo" or (state.mode == "cooperative" and last)


def _burnt(state: State) -> bool:
    return not (state.burn_due and state.deck_size() > 0)


def _after_burn(state: State) -> str:
    return "over" if state.end_triggered and state.current == len(state.order) - 1 else "events"


def _enter_events(state: State, changes: list[Msg]) -> None:
    """The player's face-down EVENT are flipped now (P.14)."""
    state.burn_due = False
    person = state.player
    state.to_flip, person.events_down = person.events_down, 0


def _enter_over(state: State, changes: list[Msg]) -> None:
    """The round in which DEPLETION happened is complete (P.10 2.8)."""
    state.burn_due = False
    state.over = True
    changes.append(Msg(N_("The final round is complete: the game is over. Score it with 'referee score --file SESSION'.")))


FLOW = Flow(
    [
        Phase("setup", label=lambda s: Msg(N_("Set-up")), actors=lambda s: {}, done=lambda s: True, next="turn"),
        Phase("turn", label=_turn_label, actors=_turn_actors, enter=_enter_turn),
        Phase("refill", label=lambda s: Msg(N_("End of {player}'s turn: refill the BUY AREA and CONSUME AREA"), player=s.active),
              actors=lambda s: {s.active: refill_verbs(s)}, done=_refilled, next="burn"),
        Phase("burn", label=lambda s: Msg(N_("Burn the top MATERIAL of the deck")), actors=lambda s: {s.active: ("burn",)},
              done=_burnt, next=_after_burn, enter=_enter_burn),
        Phase("events", label=lambda s: Msg(N_("{player} flips the face-down EVENT ({count} left)"), player=s.active, count=s.to_flip),
              actors=lambda s: {s.active: ("event",)}, done=lambda s: s.to_flip <= 0, next="turn", enter=_enter_events),
        Phase("over", label=lambda s: Msg(N_("The game is over.")), actors=lambda s: {}, enter=_enter_over),
    ],
    start="setup",
)
