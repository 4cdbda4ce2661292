"""The turn structure: rounds, years (turns) and phases, moved forward after
every applied move.

    setup → [round r: years with phases explore → experience → bus] → final → over

Phase 3 follows the Bus left to right over the available locations that hold a
Die or a Presence; at each stop step A, then step B; Rob Bot (solo) resolves
his steps first. The End of the Year and End of the Round steps run here.
Nothing moves on while a player concerned still owes a bonus (`Player.owed`).
"""

from __future__ import annotations

from referee.core.messages import Msg, ngettext
from referee.i18n import N_

from .config import config
from .board import tile_fact
from .facts import BONUS_TILE, experience
from .mood import experience_space, owe
from .owed import bus_stop_tile
from .state import State, Player, Stop


def setup_complete(game: State) -> bool:
    return all(p.started for p in game.players.values()) and (not game.needs_row or game.row is not None)


def begin_round(game: State, number: int) -> list[Msg]:
    c = config()
    game.round = number
    game.turn_in_round = 0
    game.available = c.round_locations[number - 1]
    out = []
    if number > 1:
        track = c.tracks[game.unlocked_tracks]
        game.unlocked_tracks += 1
        for p in game.players.values():
            p.tracks[track].pos = c.center
        out.append(Msg(N_("Round {round}: the {track} Mood Counter goes to its central space; {track} Motivation Tokens join the supply."), round=number, track=track))
    for p in game.players.values():
        p.dice = c.dice[number - 1]
    if game.rob:
        game.rob.dice = c.dice[number - 1]
    for location in range(1, game.available + 1):
        game.memory_cards[location] = True
    out.append(ngettext("Round {round}: {n} {faces}-sided Die each; locations 1 to {available} are open.",
                        "Round {round}: {n} {faces}-sided Dice each; locations 1 to {available} are open.",
                        c.dice[number - 1], round=number, faces=c.faces[number - 1], available=game.available))
    return out + begin_turn(game)


def begin_turn(game: State) -> list[Msg]:
    game.turn += 1
    game.turn_in_round += 1
    game.phase = "explore"
    game.stop = None
    for p in game.players.values():
        p.roll, p.location = None, None
        p.experienced = p.memory_this_turn = p.turn_done = False
    if game.rob:
        game.rob.roll = None
        game.rob.interest_done = game.rob.followed = False
    return [Msg(N_("Year {turn} (round {round}): roll your Dice."), turn=game.turn, round=game.round)]


def settled(players) -> bool:
    """No bounce waiting and no bonus owed."""
    return not any(p.mood_steps or p.owed for p in players)


def phase2_complete(player: Player) -> bool:
    return player.experienced and settled([player]) and (
        player.memory_this_turn or player.turn_done or not any(player.memory_unused.values()))


def rob_die(game: State) -> int | None:
    """Rob's Die sits where the human player's Die is (solo)."""
    if not game.rob or not game.rob.followed:
        return None
    return game.players[game.order[0]].location


def _stop_at(game: State, location: int) -> Stop | None:
    a = [n for n in game.order if game.players[n].location == location or location in game.players[n].presences]
    b = [n for n in game.order if game.players[n].location == location]
    rob_a = bool(game.rob) and (rob_die(game) == location or location in game.rob.presences)
    rob_b = bool(game.rob) and rob_die(game) == location
    if not a and not rob_a:
        return None
    return Stop(location=location, a_needed=a, b_needed=b, rob_a=rob_a, rob_b=rob_b)


def next_stop(game: State, after: int) -> list[Msg]:
    for location in range(after + 1, game.available + 1):
        stop = _stop_at(game, location)
        if stop is not None:
            game.stop = stop
            return [Msg(N_("The Bus stops at location {location}: step A for {players}."), location=location,
                           players=", ".join(stop.a_needed + ([config().scoring["rob_name"]] if stop.rob_a else [])))]
    game.stop = None
    return end_of_year(game)


def rob_done_here(game: State) -> bool:
    from .bot import decision

    stop = game.stop
    if not stop or not (stop.rob_a or stop.rob_b):
        return True
    return decision(game) is None


def step_a_complete(game: State) -> bool:
    """Step A is over when everyone here took it and resolved its bonuses ("After completing the previous step")."""
    stop = game.stop
    return rob_done_here(game) and set(stop.a_needed) <= set(stop.a_done) and settled(game.players[n] for n in stop.a_needed)


def stop_complete(game: State) -> bool:
    stop = game.stop
    at_stop = [game.players[n] for n in set(stop.a_needed) | set(stop.b_needed)]
    return rob_done_here(game) and set(stop.a_needed) <= set(stop.a_done) and set(stop.b_needed) <= set(stop.b_done) and settled(at_stop)


def end_of_year(game: State) -> list[Msg]:
    c = config()
    out = [Msg(N_("End of year {turn}."), turn=game.turn)]
    for p in game.players.values():
        p.dice -= 1
    if game.rob:
        game.rob.dice -= 1
        human = game.players[game.order[0]]
        if human.location:
            game.memory_cards[human.location] = False  # solo: removed whoever gained it
    game.bus_shift += 1
    if game.players[game.order[0]].dice > 0:
        for location in range(1, game.available + 1):
            game.memory_cards[location] = True
        return out + begin_turn(game)
    if game.round < c.rounds:
        return out + begin_round(game, game.round + 1)
    game.phase = "final"
    for p in game.players.values():
        p.turn_done = False
        p.memory_this_turn = False
    if game.rob and game.rob.pile:
        game.rob.reveal_for = "end"
    return out + [Msg(N_("End of the game: each player may use one last unused Memory Token, then says 'done'."))]


def experience_by_itself(game: State) -> list[Msg]:
    """Format 2: an Experience Space that needs no choice resolves itself — its
    icons are printed (a known fact) and the player holds no unused Memory
    Token that could be flipped before it (p. 8: "either before or after")."""
    out: list[Msg] = []
    for p in game.players.values():
        if p.experienced or p.mood_steps or p.owed or (any(p.memory_unused.values()) and not p.memory_this_turn):
            continue
        moves = experience(game, p.location)
        if moves is not None:
            out += experience_space(game, p, moves)
    return out


def bus_stop_by_itself(game: State) -> list[Msg]:
    """Format 2, step A: a player whose only option is a Bus Stop Tile known to
    show a bonus (nobody else has a Presence here) takes it without a word
    ("simply gain the indicated bonus"); a character on the tile stays the
    player's call ("you may gain a Friendship Bonus")."""
    stop = game.stop
    if stop is None or stop.step != "A" or tile_fact(game, stop.location) != BONUS_TILE or not rob_done_here(game):
        return []
    out: list[Msg] = []
    for name in stop.a_needed:
        p = game.players[name]
        others = [n for n in game.order if n != name and stop.location in game.players[n].presences]
        if name in stop.a_done or others or (game.rob and stop.location in game.rob.presences):
            continue
        stop.a_done.append(name)
        out.append(Msg(N_("{player} takes the Bus Stop bonus at location {location}."), player=name, location=stop.location))
        out += owe(game, p, bus_stop_tile(stop.location))
    return out


def advance(game: State) -> list[Msg]:
    """Move the game forward while nothing waits for a player."""
    out: list[Msg] = []
    if game.strict and game.phase == "experience":
        out += experience_by_itself(game)
    while not any(p.mood_steps for p in game.players.values()):
        if game.strict and game.phase == "bus":
            by_itself = bus_stop_by_itself(game)
            if by_itself:
                out += by_itself
                continue
        if game.phase == "setup" and setup_complete(game):
            out += begin_round(game, 1)
        elif game.phase == "explore" and all(p.location is not None for p in game.players.values()) and settled(game.players.values()) and (not game.rob or game.rob.followed):
            game.phase = "experience"
            out.append(Msg(N_("Phase 2: experience your location.")))
            if game.strict:
                out += experience_by_itself(game)
        elif game.phase == "experience" and all(phase2_complete(p) for p in game.players.values()):
            game.phase = "bus"
            out += next_stop(game, 0)
        elif game.phase == "bus" and game.stop is not None and game.stop.step == "A" and step_a_complete(game) and game.stop.b_needed and not set(game.stop.b_needed) <= set(game.stop.b_done):
            game.stop.step = "B"
            out.append(Msg(N_("Step B at location {location}: Memory, Presence or Parent Card for {players}."), location=game.stop.location, players=", ".join(game.stop.b_needed)))
        elif game.phase == "bus" and game.stop is not None and stop_complete(game):
            stop = game.stop
            if stop.memory_taken and not game.rob:
                game.memory_cards[stop.location] = False
            out.append(Msg(N_("The Dice at location {location} leave the game."), location=stop.location))
            out += next_stop(game, stop.location)
        elif game.phase == "final" and all(p.turn_done for p in game.players.values()) and (not game.rob or game.rob.pile == 0):
            game.phase = "over"
            out.append(Msg(N_("The game is over: score it with the tally.")))
        else:
            break
    return out
