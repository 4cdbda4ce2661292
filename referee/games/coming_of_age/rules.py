"""Check and apply, one handler per verb. Each handler validates against the
rules (raising IllegalMove with the numbers and the rule ids that decide),
`yield`s once, then mutates the state: `check` runs it up to its `yield`,
`apply` to its end (core `HandlerRules`), so legality has one source and
checking a move copies nothing. The verbs that report a bonus (and `skip`)
live in `bonuses`.
"""

from __future__ import annotations

from collections.abc import Callable, Generator

from referee.core.engine import IllegalMove
from referee.core.handlers import checked
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move
from referee.i18n import N_

from . import board_print, bot, facts, traits
from .board import adjacent, available, die_location, is_new, meet, resolve_character, tile_fact
from .bonus_queue import owes
from .bonuses import BONUS_HANDLERS
from .config import config
from .goal_relevance import goals_to_describe
from .personal_board import check_board, check_rob_board
from .progress import rob_done_here
from .rob_auto import refuse_rob_line
from .friendship import try_friend
from .mood import add_vep, enqueue, experience_space, owe, run, steps, to_center
from .owed import (
    PARENT,
    bus_stop_tile,
    fulfillment_space,
    memory_card,
    must_resolve,
)
from .state import UNRESOLVED, State, Player

Steps = Generator[None, None, list[Msg]]
Handler = Callable[[State, Player, Move], Steps]


# --- set-up -----------------------------------------------------------------

def do_start(state: State, player: Player, move: Move) -> Steps:
    """The 'start' move: Set up: your Starting Trait Tile and your Goal Tiles ([scoring] max_goals)."""
    c = config()
    trait, goals, board, rob_board = move.args[0], list(move.args[1]), move.arg(2), move.arg(3)
    if player.started:
        raise IllegalMove(N_("{player} has already set up."), rule_ids=("setup.starting-trait-and-goals",), player=player.name)
    check_board(state, player, board)
    check_rob_board(state, rob_board, board)
    wanted = sorted(c.scoring["solo_goal_types"] if state.solo else c.player["goal_types"])
    types = sorted(c.goals[g]["type"] for g in goals)
    if types != wanted or (not state.solo and len(set(goals)) != len(goals)):
        raise IllegalMove(N_("{player} draws Goal Tiles of types {wanted}; these are of types {types}."),
                          rule_ids=("setup.starting-trait-and-goals", "solo.setup-player-goals"),
                          player=player.name, wanted=" ".join(wanted), types=" ".join(types) or "-")
    traits.check_in_pile(state, trait)
    # "16 Goal Tiles (4 of each type: A, B, C, D)": types B and D name 4 tiles each, so each of those is
    # unique (and what it prints is one fact); type C names 2, so two players may hold the same one.
    held = {g: other.name for other in state.players.values() for g in other.goals}
    taken = [g for g in goals if g in held and facts.needs_details(g)]
    if state.strict and taken:
        raise IllegalMove(N_("There is only one {goal} Goal Tile, and {player} already holds it."), rule_ids=("components.cards-and-tiles",),
                          goal=taken[0], player=held[taken[0]])
    yield
    player.hand, player.goals, player.started, player.board = [trait], goals, True, board
    if state.rob is not None and rob_board is not None:
        state.rob.board = rob_board
    return [Msg(N_("{player} starts with a Trait Tile and {count} Goal Tiles."), player=player.name, count=len(goals))]


def do_row(state: State, player: Player, move: Move) -> Steps:
    """The 'row' move: Two-player variant and solo: the Trait Tiles in the row ([two_player] row),
    from level 1 up, each as TRAIT:CHARACTER (its neutral character)."""
    c = config()
    if not state.needs_row:
        raise IllegalMove(N_("The row of neutral Trait Tiles belongs to the two-player variant and solo mode."), rule_ids=("two-player.setup",))
    if state.row is not None:
        raise IllegalMove(N_("The neutral row is already set."), rule_ids=("two-player.setup",))
    entries = [t.lower().partition(":") for t in move.args[0]]
    usage = Msg(N_("{count} tiles as TRAIT:CHARACTER, like 'row stubborn:purple calm:white fair:black sad:brown'"), count=c.row)
    if len(entries) != c.row or any(not sep or trait not in c.traits or not who for trait, sep, who in entries):
        raise IllegalMove(N_("The row needs {usage}."), rule_ids=("two-player.setup",), usage=usage)
    tiles = [trait for trait, _, _ in entries]
    if len(set(tiles)) != len(tiles):
        raise IllegalMove(N_("The row needs {usage}."), rule_ids=("two-player.setup",), usage=usage)
    for trait in tiles:
        traits.check_in_pile(state, trait)
    characters: list[str] = []
    for _, _, who in entries:  # each new neutral character is met before the next is named
        characters.append(resolve_character(state, player.name, who, meeting=tuple(ch for ch in characters if is_new(state, ch))))
    if len(set(characters)) != len(characters) or any(ch in state.players or ch == c.rob["character"] for ch in characters):
        raise IllegalMove(N_("Each tile of the row gets a different neutral character."), rule_ids=("two-player.setup",))
    yield
    for character in characters:
        meet(state, character)
    state.row = [[t, ch] for t, ch in zip(tiles, characters)]
    return [Msg(N_("Neutral row: {row}."), row=", ".join(f"{i}: {t} ({ch})" for i, (t, ch) in enumerate(state.row, start=1)))]


# --- facts ------------------------------------------------------------------

def do_location(state: State, player: Player, move: Move) -> Steps:
    """The 'location' move: A fact printed on a location: 'needs' COLOURS [willpower];
    'experience' TRACK+N TRACK-N ...; 'stop' CHARACTER or 'bonus' (its Bus Stop Tile now)."""
    return (yield from facts.location_facts(state, player, move.args[0], move.args[1], move.args[2]))


def do_tiles(state: State, player: Player, move: Move) -> Steps:
    """The 'tiles' move: the Bus Stop Tiles as they lie now under every location."""
    return (yield from facts.tiles_fact(state, player, move.args[0]))


def do_board(state: State, player: Player, move: Move) -> Steps:
    """The 'board' move: A fact printed on the boards: 'memory' COLOUR EFFECT; 'fulfillment-vep'
    SPACE=VEP ...; 'friendship-vep' LEVEL=VEP ... from the top (for Rob Bot); from format 4 on,
    a track of the player's Personal Board at once (board_print.py)."""
    if move.args[0] in board_print.kinds():
        return (yield from board_print.track_fact(state, player, move.args[0], move.args[1]))
    return (yield from facts.board_fact(state, player, move.args[0], move.args[1]))


def do_goal(state: State, player: Player, move: Move) -> Steps:
    """The 'goal' move: What your Goal Tile asks for: type B, its locations; type D, the Memory
    Tokens as COLOUR=N."""
    return (yield from facts.goal_fact(state, player, move.args[0], move.args[1]))


# --- phase 1 ----------------------------------------------------------------

def _check_roll(state: State, player: Player, values: tuple[int, ...], who: str, rule_ids: tuple[str, ...] = ()) -> None:
    """The values rolled: one per Die `player` has this year, each a face of
    the round's Die; `rule_ids` first in the citations (Rob Bot's own rule)."""
    c = config()
    if len(values) != player.dice:
        raise IllegalMove(ngettext("{player} rolls {n} Die this year, not {count}.", "{player} rolls {n} Dice this year, not {count}.",
                                   player.dice, player=who, count=len(values)), rule_ids=rule_ids + ("phase1.roll", "play.turns-and-rounds"))
    faces = c.faces[state.round - 1]
    for value in values:
        ok = 1 <= value <= faces or (faces == c.max_location and value == c.ten_face)
        if not ok:
            raise IllegalMove(N_("{value} is not a face of a {faces}-sided Die (round {round})."), rule_ids=rule_ids + ("play.turns-and-rounds", "phase1.roll"),
                              value=value, faces=faces, round=state.round)


def do_roll(state: State, player: Player, move: Move) -> Steps:
    """The 'roll' move: Phase 1: the values you rolled, one per Die you have this turn (the
    ten-sided Die's [board] ten_face is the last location)."""
    if player.roll is not None:
        raise IllegalMove(N_("{player} has already rolled this year."), rule_ids=("phase1.roll",), player=player.name)
    _check_roll(state, player, move.args[0], player.name)
    yield
    player.roll = [die_location(v) for v in move.args[0]]
    return [ngettext("{player}'s Die: location {locations}.", "{player}'s Dice: locations {locations}.", len(player.roll), player=player.name, locations=" ".join(map(str, player.roll)))]


def do_rob_roll(state: State, player: Player, move: Move) -> Steps:
    """The 'rob-roll' move: Solo: the values rolled for Rob Bot, as many Dice as yours."""
    if not state.rob:
        raise IllegalMove(N_("Rob Bot plays only in solo mode."), rule_ids=("solo.overview",))
    if state.rob.roll is not None:
        raise IllegalMove(N_("Rob Bot has already rolled this year."), rule_ids=("solo.rob-roll",))
    # Solo Mode, Rob's Turn 1: "Rob rolls the same number and types of Dice as you."
    _check_roll(state, player, move.args[0], config().scoring["rob_name"], ("solo.rob-roll",))
    yield
    return bot.roll(state, move.args[0])


def do_choose(state: State, player: Player, move: Move) -> Steps:
    """The 'choose' move: Phase 1: the Die you visit with; to change location add the new
    location and the Mood Tracks that take the Frustration Tokens."""
    c = config()
    if player.roll is None:
        raise IllegalMove(N_("{player} must roll first."), rule_ids=("phase1.roll",), player=player.name)
    if player.location is not None:
        raise IllegalMove(N_("{player} has already chosen location {location}."), rule_ids=("phase1.choose",), player=player.name, location=player.location)
    die = die_location(move.args[0])
    if die not in player.roll:
        raise IllegalMove(N_("{player} has no Die on location {location}; the Dice are on {locations}."), rule_ids=("phase1.choose",),
                          player=player.name, location=die, locations=" ".join(map(str, player.roll)))
    target = die if move.args[1] is None else die_location(move.args[1])
    tracks = list(move.args[2])
    if target != die:
        if not available(state, target):
            raise IllegalMove(N_("Location {location} is not available yet: locations 1 to {available} are open."),
                              rule_ids=("locations.overview", "end-of-round.new-locations"), location=target, available=state.available)
        near = adjacent(state, die, target)
        needed = c.frustration["adjacent_tokens"] if near else c.frustration["far_tokens"]
        rules = ("change-location.frustration", "change-location.ends-adjacent") if near else ("change-location.non-adjacent",)
        free = [t for t in c.tracks if player.tracks[t].pos is not None and player.tracks[t].frustration is None]
        if len(free) < needed or player.frustration_supply < needed:
            tracks_free = ngettext("{n} Mood Track without one", "{n} Mood Tracks without one", len(free))
            in_supply = ngettext("{n} Frustration Token in supply", "{n} Frustration Tokens in supply", player.frustration_supply)
            have = Msg(N_("{first}; {rest}"), first=tracks_free, rest=in_supply)
            raise IllegalMove(ngettext("Moving from {die} to {location} takes {n} Frustration Token on a Mood Track without one; {player} has: {have}.",
                                       "Moving from {die} to {location} takes {n} Frustration Tokens on Mood Tracks without one; {player} has: {have}.",
                                       needed, die=die, location=target, player=player.name, have=have),
                              rule_ids=rules + ("change-location.no-free-track",))
        if len(tracks) != needed or len(set(tracks)) != needed:
            raise IllegalMove(ngettext("Moving from {die} to {location} takes {n} Frustration Token: name {n} Mood Track (free: {free}).",
                                       "Moving from {die} to {location} takes {n} Frustration Tokens: name {n} different Mood Tracks (free: {free}).",
                                       needed, die=die, location=target, free=", ".join(free)),
                              rule_ids=rules)
        for track in tracks:
            if track not in free:
                track_state = player.tracks[track]
                reason = Msg(N_("not available yet")) if track_state.pos is None else Msg(N_("it already has a Frustration Token"))
                raise IllegalMove(N_("No Frustration Token can go on the {track} Mood Track: {reason}."),
                                  rule_ids=("change-location.no-free-track", "frustration.placement"), track=track, reason=reason)
    elif tracks:
        raise IllegalMove(N_("Frustration Tokens are only for changing location."), rule_ids=("change-location.frustration",))
    yield
    out = []
    for track in tracks:
        player.tracks[track].frustration = UNRESOLVED
        player.frustration_supply -= 1
    if tracks:
        out.append(Msg(N_("{player} moves the Die from {die} to {location}: Frustration on {tracks}."), player=player.name, die=die, location=target, tracks=", ".join(tracks)))
    player.location = target
    # "If, at the final location you chose, you have one or more Interest Tokens ... advance"
    count = player.interest.pop(target, 0)
    if count:
        player.interest_supply += count
        before = player.fulfillment
        player.fulfillment = min(c.fulfillment_last, player.fulfillment + count)
        extra = count - (player.fulfillment - before)
        out.append(ngettext("{player} takes back {n} Interest Token and advances to space {space} of the Personal Fulfillment Track.",
                            "{player} takes back {n} Interest Tokens and advances to space {space} of the Personal Fulfillment Track.",
                            count, player=player.name, space=player.fulfillment + 1))
        # "gaining the bonus from each space you reach ... you gain the bonus indicated for each step you must advance"
        for reached in range(before + 1, player.fulfillment + 1):
            out += owe(state, player, fulfillment_space(reached + 1))
        if extra:
            out.append(ngettext("{player} is at the end of the track: the end bonus once.", "{player} is at the end of the track: the end bonus {n} times.",
                                extra, player=player.name))
        for _ in range(extra):
            out += owe(state, player, fulfillment_space(None))
    rest = sorted(player.roll)
    rest.remove(die)
    placed = rest[: player.interest_supply]
    for location in placed:
        player.interest[location] = player.interest.get(location, 0) + 1
    player.interest_supply -= len(placed)
    if placed:
        out.append(Msg(N_("{player} leaves Interest Tokens on {locations}."), player=player.name, locations=", ".join(map(str, placed))))
    out.append(Msg(N_("{player} visits location {location}."), player=player.name, location=target))
    return out


# --- phase 2 ----------------------------------------------------------------

def do_experience(state: State, player: Player, move: Move) -> Steps:
    """The 'experience' move: Phase 2: apply the Experience Space of your location (enter it once
    with 'location N experience ...')."""
    if player.experienced:
        raise IllegalMove(N_("{player} has already applied the Experience Space."), rule_ids=("experience.resolve",), player=player.name)
    moves = facts.experience(state, player.location)
    if moves is None:
        raise IllegalMove(N_("The referee does not know the Experience Space of location {location} yet: enter it with 'location {location} experience TRACK+N TRACK-N ...' (left to right)."),
                          rule_ids=("experience.resolve",), location=player.location)
    yield
    return experience_space(state, player, moves)


def do_memory(state: State, player: Player, move: Move) -> Steps:
    """The 'memory' move: Flip one unused Memory Token to move a Mood Counter: right, left or to
    the center (its bonus as many times as `[memory] center_bonus_times`)."""
    colour, track, effect = move.args[0].lower(), move.args[1], move.args[2]
    if state.memory_spent(player):
        limit = state.memory_limit()
        raise IllegalMove(ngettext("{player} has already used {n} Memory Token (only {n}).", "{player} has already used {n} Memory Tokens (only {n}).", limit,
                                   player=player.name), rule_ids=("experience.memory-token", "end.last-memory-token"))
    if state.strict and (player.mood_steps or owes(state, player.name)):
        # "either before or after resolving all the effects of the Experience Space" (p. 8)
        raise IllegalMove(N_("{player} uses a Memory Token before or after the Experience Space, not while its effects are being resolved."),
                          rule_ids=("experience.memory-token", "experience.resolve"), player=player.name)
    if not player.memory_unused.get(colour):
        raise IllegalMove(N_("{player} has no unused {colour} Memory Token."), rule_ids=("memory-tokens.single-use",), player=player.name, colour=colour)
    if player.tracks[track].pos is None:
        raise IllegalMove(N_("The {track} Mood Track is not available yet."), rule_ids=("memory-tokens.effects",), track=track)
    out = yield from facts.learning_effect(state, colour, effect)
    player.memory_unused[colour] -= 1
    player.memory_used[colour] = player.memory_used.get(colour, 0) + 1
    player.memories_this_turn += 1
    if effect == "center":
        return out + to_center(state, player, track)
    return out + enqueue(state, player, steps(track, 1 if effect == "right" else -1))


def do_bounce(state: State, player: Player, move: Move) -> Steps:
    """The 'bounce' move: A Counter bounced to the left: add a Frustration Token or lose VEP ([mood] left_bounce_vep)."""
    if not player.mood_steps:
        raise IllegalMove(N_("{player} has no bounce to resolve."), rule_ids=("bounce.left",), player=player.name)
    if move.args[0] == "frustration" and player.frustration_supply <= 0:
        raise IllegalMove(N_("{player} has no Frustration Token left in supply."), rule_ids=("bounce.left",), player=player.name)
    yield
    return run(state, player, move.args[0])


def do_done(state: State, player: Player, move: Move) -> Steps:
    """The 'done' move: Nothing more this phase (no Memory Token now; at the end of the game:
    finished)."""
    if state.phase == "experience" and not player.experienced:
        raise IllegalMove(N_("{player} must apply the Experience Space first."), rule_ids=("experience.resolve",), player=player.name)
    if state.phase == "final":
        missing = goals_to_describe(state, player)
        if missing:
            raise IllegalMove(N_("Before the final scoring, enter what your Goal Tiles ask for: {goals} ('goal GOAL ...')."),
                              rule_ids=("goal.type-b", "goal.type-d"), goals=", ".join(missing))
    if player.turn_done:
        raise IllegalMove(N_("{player} is already done."), rule_ids=("play.phases",), player=player.name)
    must_resolve(state, player, ("play.phases",))
    yield
    player.turn_done = True
    return [Msg(N_("{player} is done."), player=player.name)]


# --- phase 3 ----------------------------------------------------------------

def _step_a(state: State, player: Player) -> int:
    stop = state.stop
    if not rob_done_here(state):
        raise IllegalMove(N_("Rob Bot resolves his steps at this stop first."), rule_ids=("solo.rob-bus-order",))
    if player.name not in stop.a_needed or player.name in stop.a_done:
        raise IllegalMove(N_("{player} has no step A to take at location {location}."), rule_ids=("bus.step-a", "bus.die-and-presence"), player=player.name, location=stop.location)
    return stop.location


def do_bus_stop(state: State, player: Player, move: Move) -> Steps:
    """The 'bus-stop' move: Step A: take the Bus Stop bonus; name the neutral character if the
    tile shows one (and the Friendship space)."""
    location = _step_a(state, player)
    word, space = move.args[0], move.args[1]
    known = tile_fact(state, location)
    out: list[Msg] = []
    if word is None and known not in (None, facts.BONUS_TILE):
        word = known  # the tile is known to show this character: no need to name it again
    if word is None:
        yield
        if known is None:
            out.append(facts.set_tile(state, location, facts.BONUS_TILE))
        out.append(Msg(N_("{player} takes the Bus Stop bonus at location {location}."), player=player.name, location=location))
        out += owe(state, player, bus_stop_tile(location))
    else:
        tile = facts.tile_value(state, player, location, word.lower())
        befriending = checked(try_friend(state, player, tile, space))
        yield
        out.append(facts.set_tile(state, location, tile))
        out += yield from befriending
    state.stop.a_done.append(player.name)
    return out


def do_befriend(state: State, player: Player, move: Move) -> Steps:
    """The 'befriend' move: Step A: a Friendship Bonus with a player who has a Presence here."""
    location = _step_a(state, player)
    character = resolve_character(state, player.name, move.args[0])
    holders = [n for n in state.order if n != player.name and location in state.players[n].presences]
    if state.rob and location in state.rob.presences:
        holders.append(config().rob["character"])
    if character not in holders:
        raise IllegalMove(N_("{character} has no Presence at location {location}; Presences here: {holders}."), rule_ids=("bus.step-a",),
                          character=character, location=location, holders=", ".join(holders) or "-")
    out = yield from try_friend(state, player, character, move.args[1])
    state.stop.a_done.append(player.name)
    return out


def _step_b(state: State, player: Player) -> int:
    stop = state.stop
    if player.name not in stop.b_needed or player.name in stop.b_done:
        raise IllegalMove(N_("{player} has no Die at location {location} for step B now."), rule_ids=("bus.step-b",), player=player.name, location=stop.location)
    if stop.step != "B":
        raise IllegalMove(N_("Step B starts when every player here has completed step A."), rule_ids=("bus.step-b",))
    return stop.location


def _needs(state: State, location: int) -> list[str]:
    needs = facts.needs(state, location)
    if needs is None:
        raise IllegalMove(N_("The referee does not know what location {location} requires: enter it with 'location {location} needs COLOUR [COLOUR] [willpower]'."),
                          rule_ids=("memory.gain",), location=location)
    return needs


def _price(state: State, player: Player, location: int, source: str, count: int, cost_key: str) -> tuple[str, int, str | None]:
    """Check a payment of Motivation or Willpower: what to pay (`_pay` it after
    the checks) and the colour whose Counter must then move 2 left."""
    c = config()
    needs = _needs(state, location)
    if source == "willpower":
        cost = c.memory["willpower_cost"] if cost_key == "memory" else c.presence["willpower_cost"]
        if not facts.willpower_allowed(state, location):
            raise IllegalMove(N_("Location {location} does not accept Willpower Tokens."), rule_ids=("memory.willpower", "presence.place"), location=location)
        if count != cost:
            raise IllegalMove(N_("Willpower is paid with exactly {cost} tokens, not {count}."), rule_ids=("memory.willpower",), cost=cost, count=count)
        if player.willpower < cost:
            raise IllegalMove(N_("{player} needs {cost} Willpower, has {have}."), rule_ids=("memory.willpower", "presence.place"), player=player.name, cost=cost, have=player.willpower)
        # seed 002 p. 10: Motivation "(o 4 de Fuerza de Voluntad, si está permitido)" moves the Counter 2 left too;
        # the colour is the one the location requires (with two, the rulebook does not say which: none moves)
        return "willpower", cost, needs[0] if len(needs) == 1 else None
    passive = c.mood["any_colour_passive"]
    any_colour = player.tracks[passive].pos == c.last
    if source not in needs and not any_colour:
        raise IllegalMove(N_("Location {location} requires {needs} Motivation, not {colour} (any colour only with the {passive} Counter on its passive space)."),
                          rule_ids=("memory.vep-scale", "mood-tracks.pink-passive"), location=location, needs=" / ".join(needs), colour=source, passive=passive)
    have = player.motivation.get(source, 0)
    if have < count:
        raise IllegalMove(ngettext("{player} needs {n} {colour} Motivation Token, has {have}.", "{player} needs {n} {colour} Motivation Tokens, has {have}.",
                                   count, player=player.name, colour=source, have=have), rule_ids=("memory.vep-scale", "presence.place"))
    return source, count, source


def _pay(player: Player, kind: str, amount: int) -> None:
    """Pay what `_price` asked: Willpower Tokens, or Motivation Tokens of a colour."""
    if kind == "willpower":
        player.willpower -= amount
    else:
        player.motivation[kind] = player.motivation.get(kind, 0) - amount


def do_remember(state: State, player: Player, move: Move) -> Steps:
    """The 'remember' move: Step B: gain the Memory, spending COUNT Motivation Tokens of one
    colour (or Willpower Tokens, [memory] willpower_cost), and the colour of its Memory Token."""
    c = config()
    location = _step_b(state, player)
    source, count, token = move.args[0], move.args[1], move.args[2].lower()
    if not state.memory_cards.get(location):
        raise IllegalMove(N_("Location {location} has no Memory Card now."), rule_ids=("memory.gain",), location=location)
    facts.check_memory_colour(state, token)
    kind, amount, colour = _price(state, player, location, source, count, "memory")
    yield
    _pay(player, kind, amount)
    vep = c.memory["willpower_vep"] if source == "willpower" else c.memory_vep(count)
    add_vep(player, vep)
    player.memory_unused[token] = player.memory_unused.get(token, 0) + 1
    state.stop.memory_taken = True
    state.stop.b_done.append(player.name)
    out = [Msg(N_("{player} gains the Memory of location {location}: +{vep} VEP and a {token} Memory Token."),
               player=player.name, location=location, vep=vep, token=token)]
    out += owe(state, player, memory_card(location))  # "each Card grants the indicated bonus and one Memory Token"
    if colour:
        out += enqueue(state, player, steps(colour, -c.mood["spend_steps"], bonus=False))
    return out


def do_presence(state: State, player: Player, move: Move) -> Steps:
    """The 'presence' move: Step B: leave a Presence, paying Motivation ([presence]
    motivation_cost) or Willpower (willpower_cost); with all placed, say which location it leaves."""
    c = config()
    location = _step_b(state, player)
    source, origin = move.args[0], move.args[1]
    if location in player.presences:
        raise IllegalMove(N_("{player} already has a Presence at location {location}."), rule_ids=("presence.limit",), player=player.name, location=location)
    limit = c.scoring["presence_tokens"]
    if len(player.presences) >= limit:
        if origin is None or origin not in player.presences:
            raise IllegalMove(N_("{player} has placed all {limit} Presences: say which one moves here ({where})."),
                              rule_ids=("presence.limit",), player=player.name, limit=limit, where=", ".join(map(str, player.presences)))
    elif origin is not None:
        raise IllegalMove(N_("{player} still has Character Tokens for Presences: nothing has to move."), rule_ids=("presence.limit",), player=player.name)
    count = c.presence["willpower_cost"] if source == "willpower" else c.presence["motivation_cost"]
    kind, amount, colour = _price(state, player, location, source, count, "presence")
    yield
    _pay(player, kind, amount)
    if origin is not None:
        player.presences.remove(origin)
    player.presences.append(location)
    state.stop.b_done.append(player.name)
    out = [Msg(N_("{player} leaves a Presence at location {location}."), player=player.name, location=location)]
    if colour:
        out += enqueue(state, player, steps(colour, -c.mood["spend_steps"], bonus=False))
    return out


def do_parent(state: State, player: Player, move: Move) -> Steps:
    """The 'parent' move: Step B: play a Parent Card (report its bonus with 'gain' and the bonus
    moves)."""
    if player.parent_by_itself:  # played by itself as the only move (flow.parent_by_itself): a recorded line confirms it
        yield
        player.parent_by_itself = False
        return [Msg(N_("{player}'s Parent Card was already played by itself, the only move."), player=player.name)]
    _step_b(state, player)
    yield
    player.parent_cards += 1
    state.stop.b_done.append(player.name)
    out = [Msg(N_("{player} plays a Parent Card ({count} so far) and draws another."), player=player.name, count=player.parent_cards)]
    return out + owe(state, player, PARENT)  # "play a Parent Card from your hand and gain its bonus"


# --- Rob --------------------------------------------------------------------

def do_rob(state: State, player: Player, move: Move) -> Steps:
    """The 'rob' move: Solo: a move of Rob Bot, as the referee works it out (recorded so the log
    stays complete)."""
    refuse_rob_line(state)
    bot.check(state, move)
    yield
    return bot.apply(state, move)


def do_reveal(state: State, player: Player, move: Move) -> Steps:
    """The 'rob-reveal' move: Solo: the Trait Tile turned face up from Rob Bot's pile."""
    return (yield from bot.reveal(state, move.args[0]))


HANDLERS: dict[str, Handler] = {
    "start": do_start, "row": do_row, "location": do_location, "tiles": do_tiles, "board": do_board, "goal": do_goal,
    "roll": do_roll, "rob-roll": do_rob_roll, "choose": do_choose,
    "experience": do_experience, "memory": do_memory, "bounce": do_bounce, "done": do_done,
    "bus-stop": do_bus_stop, "befriend": do_befriend, "remember": do_remember, "presence": do_presence, "parent": do_parent,
    "rob": do_rob, "rob-reveal": do_reveal, **BONUS_HANDLERS,
}
