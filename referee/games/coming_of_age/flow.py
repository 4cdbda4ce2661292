"""The turn structure as a declared table of phases (core `Flow`): rounds,
years (turns) and phases, moved forward after every applied move.

    setup → new-round → new-year → explore → experience → to-bus
          → [bus (step A, step-b, step B) → leave-stop]… → end-of-year
          → new-year | new-round | final → over

`explore`, `experience`, `bus` and `final` wait for the table; the others
are steps the referee takes by itself on entering them (unlocking a Mood
Track, refilling Memory Cards, the Bus finding its next stop, the End of the
Year). Phase 3 follows the Bus left to right over the available locations
that hold a Die or a Presence; at each stop step A, then step B; Rob Bot
(solo) resolves his steps first. Nothing moves on while a decision is owed
(`State.pending`: a bounce's choice, a bonus to report).
"""

from __future__ import annotations

from collections.abc import Callable

from referee.core.flow import Flow, Phase
from referee.core.messages import Msg, ngettext
from referee.i18n import N_

from .config import config
from .board import route, tile_fact
from .facts import BONUS_TILE, experience
from .mood import experience_space, known_owed_by_themselves, owe
from .bonus_queue import owes
from .choices import only_parent_card
from .friendship import cannot_befriend
from .owed import PARENT, bus_stop_tile
from .rob_auto import rob_by_itself
from .progress import PHASES, phase2_complete, rob_die, rob_done_here, settled, setup_complete, step_a_complete, stop_complete
from .state import State, Stop
from .turns import expected


def begin_round(state: State, number: int) -> list[Msg]:
    c = config()
    state.round = number
    state.turn_in_round = 0
    state.available = c.round_locations[number - 1]
    out = []
    if number > 1:
        track = c.tracks[state.unlocked_tracks]
        state.unlocked_tracks += 1
        for p in state.players.values():
            p.tracks[track].pos = c.center
        out.append(Msg(N_("Round {round}: the {track} Mood Counter goes to its central space; {track} Motivation Tokens join the supply."), round=number, track=track))
    for p in state.players.values():
        p.dice = c.dice[number - 1]
    if state.rob:
        state.rob.dice = c.dice[number - 1]
    for location in range(1, state.available + 1):
        state.memory_cards[location] = True
    out.append(ngettext("Round {round}: {n} {faces}-sided Die each; locations 1 to {available} are open.",
                        "Round {round}: {n} {faces}-sided Dice each; locations 1 to {available} are open.",
                        c.dice[number - 1], round=number, faces=c.faces[number - 1], available=state.available))
    return out


def begin_turn(state: State) -> list[Msg]:
    state.turn += 1
    state.turn_in_round += 1
    state.stop = None
    for p in state.players.values():
        p.roll, p.location = None, None
        p.experienced = p.turn_done = False
        p.memories_this_turn = 0
    if state.rob:
        state.rob.roll = None
        state.rob.interest_done = state.rob.followed = False
    return [Msg(N_("Year {turn} (round {round}): roll your Dice."), turn=state.turn, round=state.round)]


def _stop_at(state: State, location: int) -> Stop | None:
    a = [n for n in state.order if state.players[n].location == location or location in state.players[n].presences]
    b = [n for n in state.order if state.players[n].location == location]
    rob_a = bool(state.rob) and (rob_die(state) == location or location in state.rob.presences)
    rob_b = bool(state.rob) and rob_die(state) == location
    if not a and not rob_a:
        return None
    return Stop(location=location, a_needed=a, b_needed=b, rob_a=rob_a, rob_b=rob_b)


def next_stop(state: State, after: int) -> list[Msg]:
    """The Bus goes on from `after` (0: from the left side of the board)."""
    way = route(state)
    for location in way[way.index(after) + 1 if after in way else 0:]:
        stop = _stop_at(state, location)
        if stop is not None:
            state.stop = stop
            return [Msg(N_("The Bus stops at location {location}: step A for {players}."), location=location,
                           players=", ".join(stop.a_needed + ([config().scoring["rob_name"]] if stop.rob_a else [])))]
    state.stop = None
    return []


def end_of_year(state: State) -> list[Msg]:
    """The End of the Year: each player's Die used is gone, the Bus Stop Tiles slide one place."""
    out = [Msg(N_("End of year {turn}."), turn=state.turn)]
    for p in state.players.values():
        p.dice -= 1
    if state.rob:
        state.rob.dice -= 1
        human = state.players[state.order[0]]
        if human.location:
            state.memory_cards[human.location] = False  # solo: removed whoever gained it
    state.bus_shift += 1
    if state.players[state.order[0]].dice > 0:
        for location in range(1, state.available + 1):
            state.memory_cards[location] = True
    return out


def after_year(state: State) -> str:
    """Another year of this round while Dice are left; else a new round, or the end of the game."""
    if state.players[state.order[0]].dice > 0:
        return "new-year"
    return "new-round" if state.round < config().rounds else "final"


def begin_final(state: State) -> list[Msg]:
    for p in state.players.values():
        p.turn_done = False
        p.memories_this_turn = 0
    if state.rob and state.rob.pile:
        state.rob.reveal_for = "end"
    last = config().memory["at_end"]  # "each player may use one unused Memory Token, if they still have one" (p. 11)
    return [ngettext("End of the game: each player may use {n} last unused Memory Token, then says 'done'.",
                     "End of the game: each player may use {n} last unused Memory Tokens, then says 'done'.", last)]


def experience_by_itself(state: State) -> list[Msg]:
    """Format 2: an Experience Space that needs no choice resolves itself — its
    icons are printed (a known fact) and the player holds no unused Memory
    Token that could be flipped before it (p. 8: "either before or after")."""
    out: list[Msg] = []
    for p in state.players.values():
        if p.experienced or p.mood_steps or owes(state, p.name) or (any(p.memory_unused.values()) and not state.memory_spent(p)):
            continue
        moves = experience(state, p.location)
        if moves is not None:
            out += experience_space(state, p, moves)
    return out


def bus_stop_by_itself(state: State) -> list[Msg]:
    """Step A for a player whose only option is the Bus Stop Tile (nobody else
    has a Presence here), when it needs no word: from format 2 on, a tile known
    to show a bonus ("simply gain the indicated bonus", p. 10); from format 4
    on, a tile showing a character the player cannot move up ("You cannot move
    it if it's already at level 4 or if there are no available spaces in the
    next level", p. 10): it gains nothing. A character that would go up stays
    the player's call ("you may gain a Friendship Bonus")."""
    stop = state.stop
    if stop is None or stop.step != "A" or not rob_done_here(state):
        return []
    tile = tile_fact(state, stop.location)
    if tile is None or (tile != BONUS_TILE and not state.by_tile):
        return []
    out: list[Msg] = []
    for name in stop.a_needed:
        if name in stop.a_done or (state.rob and stop.location in state.rob.presences):
            continue
        p = state.players[name]
        if any(n != name and stop.location in state.players[n].presences for n in state.order):
            continue  # another player's Presence here: step A is a choice
        if tile == BONUS_TILE:
            stop.a_done.append(name)
            out.append(Msg(N_("{player} takes the Bus Stop bonus at location {location}."), player=name, location=stop.location))
            out += owe(state, p, bus_stop_tile(stop.location))
        elif (reason := cannot_befriend(state, p, tile)) is not None:
            stop.a_done.append(name)
            out.append(Msg(N_("{player}: the Bus Stop Tile at location {location} shows {character}, who cannot go up ({reason}): step A gains nothing."),
                           player=name, location=stop.location, character=tile, reason=reason))
    return out


def parent_by_itself(state: State) -> list[Msg]:
    """Format 3, step B: a player who can pay for neither the Memory nor a
    Presence "must play a Parent Card from your hand and gain its bonus"
    (p. 10): it is played without a word; its bonus, printed on the card, is
    reported as usual (a 'parent' typed right after only confirms)."""
    stop = state.stop
    if not state.by_board or stop is None or stop.step != "B" or not rob_done_here(state):
        return []
    out: list[Msg] = []
    for name in stop.b_needed:
        player = state.players[name]
        if name in stop.b_done or owes(state, name) or player.mood_steps or not only_parent_card(state, player):
            continue
        player.parent_cards += 1
        stop.b_done.append(name)
        player.parent_by_itself = True
        out.append(Msg(N_("{player} can pay for neither the Memory nor a Presence: a Parent Card is played ({count} so far) and another drawn."),
                       player=name, count=player.parent_cards))
        out += owe(state, player, PARENT)
    return out


def automatic(state: State) -> list[Msg]:
    """Format 2: what needs no choice in the phase at rest resolves itself."""
    if not state.strict:
        return []
    known = known_owed_by_themselves(state)
    if state.phase == "experience":
        return known + experience_by_itself(state)
    if state.phase == "bus":
        return known + bus_stop_by_itself(state) + parent_by_itself(state)
    return known


def _explore_done(state: State) -> bool:
    return all(p.location is not None for p in state.players.values()) and settled(state, state.players.values()) and (not state.rob or state.rob.followed)


def _step_a_over(state: State) -> bool:
    """Step A is done and step B has players who still choose."""
    stop = state.stop
    return stop.step == "A" and step_a_complete(state) and bool(stop.b_needed) and not set(stop.b_needed) <= set(stop.b_done)


def _enter(step: Callable[[State], list[Msg]]) -> Callable[[State, list[Msg]], None]:
    """A phase's automatic effects, as `Flow` calls them: messages appended to `changes`."""
    def enter(state: State, changes: list[Msg]) -> None:
        changes.extend(step(state))
    return enter


def _enter_experience(state: State) -> list[Msg]:
    return [Msg(N_("Phase 2: experience your location."))] + automatic(state)


def _stop_or_year_end(state: State) -> str:
    return "bus" if state.stop is not None else "end-of-year"


def _arrive(state: State, after: int) -> list[Msg]:
    """The Bus moves on to the next location with a Die or a Presence after `after`."""
    return next_stop(state, after)


def _step_b(state: State) -> list[Msg]:
    state.stop.step = "B"
    return [Msg(N_("Step B at location {location}: Memory, Presence or Parent Card for {players}."), location=state.stop.location, players=", ".join(state.stop.b_needed))]


def _leave_stop(state: State) -> list[Msg]:
    stop = state.stop
    if stop.memory_taken and not state.rob:
        state.memory_cards[stop.location] = False
    return [Msg(N_("The Dice at location {location} leave the game."), location=stop.location)] + _arrive(state, stop.location)


def _final_done(state: State) -> bool:
    return all(p.turn_done for p in state.players.values()) and (not state.rob or state.rob.pile == 0)


def _always(state: State) -> bool:
    return True


def _waits(state: State) -> dict[str, tuple[str, ...]]:
    """Who may act: turns.expected (simultaneous phases, Rob Bot's moves, owed bonuses)."""
    return expected(state).actors


def _label(phase: str) -> Callable[[State], Msg]:
    return lambda state: Msg(PHASES.get(phase, PHASES["bus"]))


def _phase(id: str, **fields) -> Phase:
    return Phase(id, _label(id), _waits, **fields)


FLOW = Flow([
    _phase("setup", done=setup_complete, next="new-round"),
    _phase("new-round", enter=_enter(lambda state: begin_round(state, state.round + 1)), done=_always, next="new-year"),
    _phase("new-year", enter=_enter(begin_turn), done=_always, next="explore"),
    _phase("explore", done=_explore_done, next="experience"),
    _phase("experience", enter=_enter(_enter_experience), done=lambda state: all(phase2_complete(state, p) for p in state.players.values()), next="to-bus"),
    _phase("to-bus", enter=_enter(lambda state: _arrive(state, 0)), done=_always, next=_stop_or_year_end),
    _phase("bus", enter=_enter(automatic), done=lambda state: _step_a_over(state) or stop_complete(state), next=lambda state: "step-b" if _step_a_over(state) else "leave-stop"),
    _phase("step-b", enter=_enter(_step_b), done=_always, next="bus"),
    _phase("leave-stop", enter=_enter(_leave_stop), done=_always, next=_stop_or_year_end),
    _phase("end-of-year", enter=_enter(end_of_year), done=_always, next=after_year),
    _phase("final", enter=_enter(begin_final), done=_final_done, next="over"),
    _phase("over", enter=_enter(lambda state: [Msg(N_("The game is over: score it with the tally."))])),
], start="setup")


def advance(state: State, changes: list[Msg]) -> None:
    """Move the game forward while nothing waits for a player: what resolves
    itself now, then the phases that are done (their messages go to
    `changes`); from format 3 on, Rob Bot's moves too, wherever the flow
    comes to rest."""
    changes += automatic(state)
    FLOW.advance(state, changes)
    while moved := rob_by_itself(state):
        changes += moved + automatic(state)
        FLOW.advance(state, changes)
