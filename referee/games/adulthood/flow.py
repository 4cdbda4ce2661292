"""The order of play as a table of phases (Player Turns; End of Game, p. 10; Adulthood (Solo Mode)).

    setup → turn-start → place → spend → play → events → reset
          → (last seat of the round) round-end → [solo: market-refresh]
          → turn-start ... → final → over

Step 1 may be done before one's turn: while another player acts, a player
who has a turn still to come may already `place`. The end: once a player's
markers cross, the round is finished and the game ends (standard); in solo
it ends after the eighth Life Event of the deck. Then the Values (or the
Achievement level) are reported and the game is over.
"""

from __future__ import annotations

from referee.core.engine import IllegalMove
from referee.core.flow import Flow, Phase
from referee.core.messages import Msg
from referee.core.moves import Move
from referee.core.pending import Decision
from referee.games.adulthood import automatic, data, events, market, setup, spending
from referee.games.adulthood.state import State, Turn
from referee.games.adulthood.tableau import time_supply
from referee.i18n import N_


PLAYING = ("turn-start", "place", "spend", "play", "events", "reset")   # the phases of a player's turn


def always(state: State) -> bool:
    return True


def upcoming(state: State) -> list[str]:
    """Players other than the active one who still have a turn to come."""
    later = state.seats_from(state.next_seat())[:-1]
    if state.end_triggered:
        last = (state.first_seat - 1) % len(state.players)
        later = later[: (last - state.seat) % len(state.players)]
    return later


def no_turn_left(state: State, move: Move, expectation) -> IllegalMove | None:
    """A 'place' by a player who has no turn left once the end is triggered:
    the refusal cites the end's rule ("so that everyone ends the game having
    taken the same number of turns", p. 10), not the turn order."""
    if not state.end_triggered or state.over or move.verb != "place" or move.player == state.active or state.phase not in PLAYING:
        return None
    if move.player not in state.people or move.player in upcoming(state):
        return None
    return IllegalMove(
        N_("The end of the game is triggered: {player} has no turn left (play stops after the turn of the player before the first player)."),
        rule_ids=("end.equal-turns",), player=move.player,
    )


def early(state: State) -> dict[str, tuple[str, ...]]:
    """Step 1 'can be done before your turn' (Player Turns)."""
    return {name: ("place",) for name in upcoming(state) if state.people[name].placed is None}


def begin_turn(state: State, changes: list[Msg]) -> None:
    if state.turn == 0:
        state.turn = 1
    else:
        Flow.next_turn(state)
    state.turn_state = Turn()
    for name, until in list(state.lasting_until.items()):
        if until < state.round:
            del state.lasting_until[name]
    changes.append(Msg(N_("Round {round}: {player}'s turn."), round=state.round, player=state.active))


def place_actors(state: State) -> dict[str, tuple[str, ...]]:
    actors = {state.active: ("place",)} if state.person.placed is None else {}
    return actors | early(state)


def play_actors(state: State) -> dict[str, tuple[str, ...]]:
    return {state.active: ("draft", "play", "done")} | early(state)


def end_of_turn(state: State, changes: list[Msg]) -> None:
    """Leaving step 3: say so when the referee ended it (automatic.py), then
    owe the Life Events of the track spaces reached this turn."""
    if not state.turn_state.finished:
        state.ended_by_itself = state.active
        changes.append(Msg(N_("{player} can neither draft nor play a card now: step 3 ends by itself."), player=state.active))
        changes += automatic.reminders(state)   # the extra card of a card just played may still come
    events.owe_track_events(state, state.active)


def last_turn(state: State) -> bool:
    """True in the game's last turn: the end is triggered and this is the last
    seat of the round (p. 10, "Play continues until the end of the turn of
    the player before the first player")."""
    return state.end_triggered and state.is_last_of_round()


def reset(state: State, changes: list[Msg]) -> None:
    """Step 4 (Player Turns): Time back, spent Energy and Money to the supply, the
    market slides left and is refilled, Life Events to the Experience stack.

    After the game's last turn the market is not refilled: the game is over
    (End of Game, p. 10: "Then, turn all Values cards face-up"), nobody will
    draft again. Sessions recorded before held that refill report; it is
    accepted right after, as a report that changes nothing (market.report),
    so they replay with the same scores."""
    person = state.person
    person.placed = None
    person.on_spots = {}
    person.played_now = []
    person.experiences += person.events_now
    person.events_now = []
    if state.mode != data.SOLO and last_turn(state):
        state.refill_skipped = state.active
        changes.append(Msg(N_("The game's last turn is over: the market is not refilled.")))
    elif state.mode != data.SOLO:
        market.owe_refill(state)   # the row slides left when the refill is reported


def after_reset(state: State) -> str:
    return "round-end" if state.is_last_of_round() else "turn-start"


def round_end(state: State, changes: list[Msg]) -> None:
    if state.mode == data.SOLO:
        events.owe_solo_event(state)


def after_round(state: State) -> str:
    if state.mode == data.SOLO:
        return "final" if state.solo_events >= data.solo_life_events() else "market-refresh"
    return "final" if state.end_triggered else "turn-start"


def refresh_market(state: State, changes: list[Msg]) -> None:
    """Solo: the market is emptied and dealt again at the end of each round (Solo Mode)."""
    state.market = [None] * data.market_size(state.mode)
    changes.append(Msg(N_("End of round: the solo market is emptied.")))
    state.pending.add(Decision(state.players[0], ("market",), Msg(N_("{player} deals {count} new market cards and reports them"), player=state.players[0], count=len(state.market)), "solo.market-refresh"))


def final(state: State, changes: list[Msg]) -> None:
    if state.mode == data.SOLO:
        player = state.players[0]
        changes.append(Msg(N_("The eighth Life Event is resolved: the solo game ends.")))
        state.pending.add(Decision(player, ("level",), Msg(N_("{player} reports the highest Achievement level completed (0 if none)"), player=player), "solo.win"))
        return
    changes.append(Msg(N_("The round is finished: the game ends. Turn all Values face up.")))
    for name in state.players:
        state.pending.add(Decision(name, ("values",), Msg(N_("{player} reveals the happy of each Values card (and 'heart' if complete)"), player=name), "end.step4-values", together=True))


def over(state: State, changes: list[Msg]) -> None:
    reason = Msg(N_("the eighth Life Event was drawn.")) if state.mode == data.SOLO else Msg(N_("a player's markers crossed and the round is finished."))
    FLOW.end_game(state, reason, changes)


def place_label(state: State) -> Msg:
    person = state.person
    return Msg(
        N_("{player}'s turn, step 1: place Time, Money and Energy ({time} Time, {energy} Energy, {money} Money)"),
        player=person.name, time=time_supply(state, person), energy=person.energy, money=person.money,
    )


def _label(text: str):
    return lambda state: Msg(text, player=state.active, round=state.round)


class AdulthoodFlow(Flow):
    """The flow, plus what may still come after a step the referee took by
    itself. Right after it ended a player's step 3: that player's 'done'
    (older sessions hold it; it changes nothing), or the extra card of a
    card just played ('draft SLOT extra': the card's effect resolves at
    once, step 3b). After the game's last turn, until the game is over, that
    player's one market refill (older sessions hold it; it changes nothing)."""

    def advance(self, state: State, changes: list[Msg]) -> None:
        # a confirmation is only the very next move, or the next after an extra card taken then
        if not state.extra_after_end:
            state.ended_by_itself = None
        state.extra_after_end = False
        super().advance(state, changes)

    def actors(self, state: State) -> dict[str, tuple[str, ...]]:
        actors = super().actors(state)
        if state.over:
            return actors
        for late, verb in ((state.ended_by_itself, "done"), (state.ended_by_itself, "draft"), (state.refill_skipped, "market")):
            if late is None:
                continue
            actors = dict(actors)
            verbs = actors.get(late, ())
            if verb not in verbs:
                actors[late] = (*verbs, verb)
        return actors


FLOW = AdulthoodFlow(
    [
        Phase("setup", lambda s: Msg(N_("Set-up")), lambda s: {}, always, "turn-start", setup.enter),
        Phase("turn-start", _label(N_("{player}'s turn")), lambda s: {}, always, "place", begin_turn),
        Phase("place", place_label, place_actors, lambda s: s.person.placed is not None, "spend"),
        Phase("spend", _label(N_("{player}'s turn, step 2: spend")), early, always, "play", spending.enter),
        Phase("play", _label(N_("{player}'s turn, step 3: draft and play cards, then 'done'")), play_actors, lambda s: s.turn_state.finished or automatic.nothing_left(s), "events"),
        Phase("events", _label(N_("End of {player}'s turn: Life Events")), lambda s: {}, always, "reset", end_of_turn),
        Phase("reset", _label(N_("{player}'s turn, step 4: reset")), lambda s: {}, always, after_reset, reset),
        Phase("round-end", _label(N_("End of round {round}")), lambda s: {}, always, after_round, round_end),
        Phase("market-refresh", _label(N_("End of round {round}: new market")), lambda s: {}, always, "turn-start", refresh_market),
        Phase("final", lambda s: Msg(N_("Final scoring")), lambda s: {}, always, "over", final),
        Phase("over", lambda s: Msg(N_("The game is over.")), lambda s: {}, lambda s: False, "", over),
    ],
    start="setup",
)
