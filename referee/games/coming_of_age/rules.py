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
from referee.core.handlers import checked, finish
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move
from referee.i18n import N_

from . import bot, facts, traits
from .board import adjacent, available, die_location, is_new, meet, resolve_character, tile_fact
from .bonus_queue import owes
from .bonuses import BONUS_HANDLERS
from .config import config
from .goal_relevance import goals_to_describe
from .personal_board import check_board
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

def do_start(game: State, p: Player, move: Move) -> Steps:
    """The 'start' move: Set up: your Starting Trait Tile and your 4 Goal Tiles."""
    c = config()
    trait, goals, board = move.args[0], list(move.args[1]), move.arg(2)
    if p.started:
        raise IllegalMove(N_("{player} has already set up."), rule_ids=("setup.starting-trait-and-goals",), player=p.name)
    check_board(game, p, board)
    wanted = sorted(c.scoring["solo_goal_types"] if game.solo else c.player["goal_types"])
    types = sorted(c.goals[g]["type"] for g in goals)
    if types != wanted or (not game.solo and len(set(goals)) != len(goals)):
        raise IllegalMove(N_("{player} draws Goal Tiles of types {wanted}; these are of types {types}."),
                          rule_ids=("setup.starting-trait-and-goals", "solo.setup-player-goals"),
                          player=p.name, wanted=" ".join(wanted), types=" ".join(types) or "-")
    traits.check_in_pile(game, trait)
    # "16 Goal Tiles (4 of each type: A, B, C, D)": types B and D name 4 tiles each, so each of those is
    # unique (and what it prints is one fact); type C names 2, so two players may hold the same one.
    held = {g: other.name for other in game.players.values() for g in other.goals}
    taken = [g for g in goals if g in held and facts.needs_details(g)]
    if game.strict and taken:
        raise IllegalMove(N_("There is only one {goal} Goal Tile, and {player} already holds it."), rule_ids=("components.cards-and-tiles",),
                          goal=taken[0], player=held[taken[0]])
    yield
    p.hand, p.goals, p.started, p.board = [trait], goals, True, board
    return [Msg(N_("{player} starts with a Trait Tile and {count} Goal Tiles."), player=p.name, count=len(goals))]


def do_row(game: State, p: Player, move: Move) -> Steps:
    """The 'row' move: Two-player variant and solo: the 4 Trait Tiles in the row, levels 1 to 4,
    each as TRAIT:CHARACTER (its neutral character)."""
    c = config()
    if not game.needs_row:
        raise IllegalMove(N_("The row of neutral Trait Tiles belongs to the two-player variant and solo mode."), rule_ids=("two-player.setup",))
    if game.row is not None:
        raise IllegalMove(N_("The neutral row is already set."), rule_ids=("two-player.setup",))
    entries = [t.lower().partition(":") for t in move.args[0]]
    usage = Msg(N_("{count} tiles as TRAIT:CHARACTER, like 'row stubborn:purple calm:white fair:black sad:brown'"), count=c.row)
    if len(entries) != c.row or any(not sep or trait not in c.traits or not who for trait, sep, who in entries):
        raise IllegalMove(N_("The row needs {usage}."), rule_ids=("two-player.setup",), usage=usage)
    tiles = [trait for trait, _, _ in entries]
    if len(set(tiles)) != len(tiles):
        raise IllegalMove(N_("The row needs {usage}."), rule_ids=("two-player.setup",), usage=usage)
    for trait in tiles:
        traits.check_in_pile(game, trait)
    characters: list[str] = []
    for _, _, who in entries:  # each new neutral character is met before the next is named
        characters.append(resolve_character(game, p.name, who, meeting=tuple(ch for ch in characters if is_new(game, ch))))
    if len(set(characters)) != len(characters) or any(ch in game.players or ch == c.rob["character"] for ch in characters):
        raise IllegalMove(N_("Each tile of the row gets a different neutral character."), rule_ids=("two-player.setup",))
    yield
    for character in characters:
        meet(game, character)
    game.row = [[t, ch] for t, ch in zip(tiles, characters)]
    return [Msg(N_("Neutral row: {row}."), row=", ".join(f"{i}: {t} ({ch})" for i, (t, ch) in enumerate(game.row, start=1)))]


# --- facts ------------------------------------------------------------------

def do_location(game: State, p: Player, move: Move) -> Steps:
    """The 'location' move: A fact printed on a location: 'needs' COLOURS [willpower];
    'experience' TRACK+N TRACK-N ...; 'stop' CHARACTER or 'bonus' (its Bus Stop Tile now)."""
    return (yield from facts.location_facts(game, p, move.args[0], move.args[1], move.args[2]))


def do_tiles(game: State, p: Player, move: Move) -> Steps:
    """The 'tiles' move: the Bus Stop Tiles as they lie now under locations 1 to 10."""
    return (yield from facts.tiles_fact(game, p, move.args[0]))


def do_board(game: State, p: Player, move: Move) -> Steps:
    """The 'board' move: A fact printed on the boards: 'memory' COLOUR EFFECT; 'fulfillment-vep'
    SPACE=VEP ...; 'friendship-vep' LEVEL=VEP ... from the top (for Rob Bot)."""
    return (yield from facts.board_fact(game, p, move.args[0], move.args[1]))


def do_goal(game: State, p: Player, move: Move) -> Steps:
    """The 'goal' move: What your Goal Tile asks for: type B, its 3 locations; type D, the Memory
    Tokens as COLOUR=N."""
    return (yield from facts.goal_fact(game, p, move.args[0], move.args[1]))


# --- phase 1 ----------------------------------------------------------------

def _check_roll(game: State, p: Player, values: tuple[int, ...], who: str) -> None:
    c = config()
    if len(values) != p.dice:
        raise IllegalMove(ngettext("{player} rolls {n} Die this year, not {count}.", "{player} rolls {n} Dice this year, not {count}.",
                                   p.dice, player=who, count=len(values)), rule_ids=("phase1.roll", "play.turns-and-rounds"))
    faces = c.faces[game.round - 1]
    for value in values:
        ok = 1 <= value <= faces or (faces == c.max_location and value == c.ten_face)
        if not ok:
            raise IllegalMove(N_("{value} is not a face of a {faces}-sided Die (round {round})."), rule_ids=("play.turns-and-rounds", "phase1.roll"),
                              value=value, faces=faces, round=game.round)


def do_roll(game: State, p: Player, move: Move) -> Steps:
    """The 'roll' move: Phase 1: the values you rolled, one per Die you have this turn (0 on a
    ten-sided Die is location 10)."""
    if p.roll is not None:
        raise IllegalMove(N_("{player} has already rolled this year."), rule_ids=("phase1.roll",), player=p.name)
    _check_roll(game, p, move.args[0], p.name)
    yield
    p.roll = [die_location(v) for v in move.args[0]]
    return [ngettext("{player}'s Die: location {locations}.", "{player}'s Dice: locations {locations}.", len(p.roll), player=p.name, locations=" ".join(map(str, p.roll)))]


def do_rob_roll(game: State, p: Player, move: Move) -> Steps:
    """The 'rob-roll' move: Solo: the values rolled for Rob Bot, as many Dice as yours."""
    if not game.rob:
        raise IllegalMove(N_("Rob Bot plays only in solo mode."), rule_ids=("solo.overview",))
    if game.rob.roll is not None:
        raise IllegalMove(N_("Rob Bot has already rolled this year."), rule_ids=("solo.rob-roll",))
    _check_roll(game, p, move.args[0], config().scoring["rob_name"])
    yield
    return bot.roll(game, move.args[0])


def do_choose(game: State, p: Player, move: Move) -> Steps:
    """The 'choose' move: Phase 1: the Die you visit with; to change location add the new
    location and the Mood Tracks that take the Frustration Tokens."""
    c = config()
    if p.roll is None:
        raise IllegalMove(N_("{player} must roll first."), rule_ids=("phase1.roll",), player=p.name)
    if p.location is not None:
        raise IllegalMove(N_("{player} has already chosen location {location}."), rule_ids=("phase1.choose",), player=p.name, location=p.location)
    die = die_location(move.args[0])
    if die not in p.roll:
        raise IllegalMove(N_("{player} has no Die on location {location}; the Dice are on {locations}."), rule_ids=("phase1.choose",),
                          player=p.name, location=die, locations=" ".join(map(str, p.roll)))
    target = die if move.args[1] is None else die_location(move.args[1])
    tracks = list(move.args[2])
    if target != die:
        if not available(game, target):
            raise IllegalMove(N_("Location {location} is not available yet: locations 1 to {available} are open."),
                              rule_ids=("locations.overview", "end-of-round.new-locations"), location=target, available=game.available)
        near = adjacent(game, die, target)
        needed = c.frustration["adjacent_tokens"] if near else c.frustration["far_tokens"]
        rules = ("change-location.frustration", "change-location.ends-adjacent") if near else ("change-location.non-adjacent",)
        free = [t for t in c.tracks if p.tracks[t].pos is not None and p.tracks[t].frustration is None]
        if len(free) < needed or p.frustration_supply < needed:
            tracks_free = ngettext("{n} Mood Track without one", "{n} Mood Tracks without one", len(free))
            in_supply = ngettext("{n} Frustration Token in supply", "{n} Frustration Tokens in supply", p.frustration_supply)
            have = Msg(N_("{first}; {rest}"), first=tracks_free, rest=in_supply)
            raise IllegalMove(ngettext("Moving from {die} to {location} takes {n} Frustration Token on a Mood Track without one; {player} has: {have}.",
                                       "Moving from {die} to {location} takes {n} Frustration Tokens on Mood Tracks without one; {player} has: {have}.",
                                       needed, die=die, location=target, player=p.name, have=have),
                              rule_ids=rules + ("change-location.no-free-track",))
        if len(tracks) != needed or len(set(tracks)) != needed:
            raise IllegalMove(ngettext("Moving from {die} to {location} takes {n} Frustration Token: name {n} Mood Track (free: {free}).",
                                       "Moving from {die} to {location} takes {n} Frustration Tokens: name {n} different Mood Tracks (free: {free}).",
                                       needed, die=die, location=target, free=", ".join(free)),
                              rule_ids=rules)
        for track in tracks:
            if track not in free:
                state = p.tracks[track]
                reason = Msg(N_("not available yet")) if state.pos is None else Msg(N_("it already has a Frustration Token"))
                raise IllegalMove(N_("No Frustration Token can go on the {track} Mood Track: {reason}."),
                                  rule_ids=("change-location.no-free-track", "frustration.placement"), track=track, reason=reason)
    elif tracks:
        raise IllegalMove(N_("Frustration Tokens are only for changing location."), rule_ids=("change-location.frustration",))
    yield
    out = []
    for track in tracks:
        p.tracks[track].frustration = UNRESOLVED
        p.frustration_supply -= 1
    if tracks:
        out.append(Msg(N_("{player} moves the Die from {die} to {location}: Frustration on {tracks}."), player=p.name, die=die, location=target, tracks=", ".join(tracks)))
    p.location = target
    # "If, at the final location you chose, you have one or more Interest Tokens ... advance"
    count = p.interest.pop(target, 0)
    if count:
        p.interest_supply += count
        before = p.fulfillment
        p.fulfillment = min(c.fulfillment_last, p.fulfillment + count)
        extra = count - (p.fulfillment - before)
        out.append(ngettext("{player} takes back {n} Interest Token and advances to space {space} of the Personal Fulfillment Track.",
                            "{player} takes back {n} Interest Tokens and advances to space {space} of the Personal Fulfillment Track.",
                            count, player=p.name, space=p.fulfillment + 1))
        # "gaining the bonus from each space you reach ... you gain the bonus indicated for each step you must advance"
        for reached in range(before + 1, p.fulfillment + 1):
            out += owe(game, p, fulfillment_space(reached + 1))
        if extra:
            out.append(ngettext("{player} is at the end of the track: the end bonus once.", "{player} is at the end of the track: the end bonus {n} times.",
                                extra, player=p.name))
        for _ in range(extra):
            out += owe(game, p, fulfillment_space(None))
    rest = sorted(p.roll)
    rest.remove(die)
    placed = rest[: p.interest_supply]
    for location in placed:
        p.interest[location] = p.interest.get(location, 0) + 1
    p.interest_supply -= len(placed)
    if placed:
        out.append(Msg(N_("{player} leaves Interest Tokens on {locations}."), player=p.name, locations=", ".join(map(str, placed))))
    out.append(Msg(N_("{player} visits location {location}."), player=p.name, location=target))
    return out


# --- phase 2 ----------------------------------------------------------------

def do_experience(game: State, p: Player, move: Move) -> Steps:
    """The 'experience' move: Phase 2: apply the Experience Space of your location (enter it once
    with 'location N experience ...')."""
    if p.experienced:
        raise IllegalMove(N_("{player} has already applied the Experience Space."), rule_ids=("experience.resolve",), player=p.name)
    moves = facts.experience(game, p.location)
    if moves is None:
        raise IllegalMove(N_("The referee does not know the Experience Space of location {location} yet: enter it with 'location {location} experience TRACK+N TRACK-N ...' (left to right)."),
                          rule_ids=("experience.resolve",), location=p.location)
    yield
    return experience_space(game, p, moves)


def do_memory(game: State, p: Player, move: Move) -> Steps:
    """The 'memory' move: Flip one unused Memory Token to move a Mood Counter: right, left or to
    the center (bonus twice)."""
    colour, track, effect = move.args[0].lower(), move.args[1], move.args[2]
    if p.memory_this_turn:
        raise IllegalMove(N_("{player} has already used a Memory Token (only one)."), rule_ids=("experience.memory-token", "end.last-memory-token"), player=p.name)
    if game.strict and (p.mood_steps or owes(game, p.name)):
        # "either before or after resolving all the effects of the Experience Space" (p. 8)
        raise IllegalMove(N_("{player} uses a Memory Token before or after the Experience Space, not while its effects are being resolved."),
                          rule_ids=("experience.memory-token", "experience.resolve"), player=p.name)
    if not p.memory_unused.get(colour):
        raise IllegalMove(N_("{player} has no unused {colour} Memory Token."), rule_ids=("memory-tokens.single-use",), player=p.name, colour=colour)
    if p.tracks[track].pos is None:
        raise IllegalMove(N_("The {track} Mood Track is not available yet."), rule_ids=("memory-tokens.effects",), track=track)
    out = yield from facts.learning_effect(game, colour, effect)
    p.memory_unused[colour] -= 1
    p.memory_used[colour] = p.memory_used.get(colour, 0) + 1
    p.memory_this_turn = True
    if effect == "center":
        return out + to_center(game, p, track)
    return out + enqueue(game, p, steps(track, 1 if effect == "right" else -1))


def do_bounce(game: State, p: Player, move: Move) -> Steps:
    """The 'bounce' move: A Counter bounced to the left: add a Frustration Token or lose 2 VEP."""
    if not p.mood_steps:
        raise IllegalMove(N_("{player} has no bounce to resolve."), rule_ids=("bounce.left",), player=p.name)
    if move.args[0] == "frustration" and p.frustration_supply <= 0:
        raise IllegalMove(N_("{player} has no Frustration Token left in supply."), rule_ids=("bounce.left",), player=p.name)
    yield
    return run(game, p, move.args[0])


def do_done(game: State, p: Player, move: Move) -> Steps:
    """The 'done' move: Nothing more this phase (no Memory Token now; at the end of the game:
    finished)."""
    if game.phase == "experience" and not p.experienced:
        raise IllegalMove(N_("{player} must apply the Experience Space first."), rule_ids=("experience.resolve",), player=p.name)
    if game.phase == "final":
        missing = goals_to_describe(game, p)
        if missing:
            raise IllegalMove(N_("Before the final scoring, enter what your Goal Tiles ask for: {goals} ('goal GOAL ...')."),
                              rule_ids=("goal.type-b", "goal.type-d"), goals=", ".join(missing))
    if p.turn_done:
        raise IllegalMove(N_("{player} is already done."), rule_ids=("play.phases",), player=p.name)
    must_resolve(game, p, ("play.phases",))
    yield
    p.turn_done = True
    return [Msg(N_("{player} is done."), player=p.name)]


# --- phase 3 ----------------------------------------------------------------

def _step_a(game: State, p: Player) -> int:
    stop = game.stop
    if not rob_done_here(game):
        raise IllegalMove(N_("Rob Bot resolves his steps at this stop first."), rule_ids=("solo.rob-bus-order",))
    if p.name not in stop.a_needed or p.name in stop.a_done:
        raise IllegalMove(N_("{player} has no step A to take at location {location}."), rule_ids=("bus.step-a", "bus.die-and-presence"), player=p.name, location=stop.location)
    return stop.location


def do_bus_stop(game: State, p: Player, move: Move) -> Steps:
    """The 'bus-stop' move: Step A: take the Bus Stop bonus; name the neutral character if the
    tile shows one (and the Friendship space)."""
    location = _step_a(game, p)
    word, space = move.args[0], move.args[1]
    known = tile_fact(game, location)
    out: list[Msg] = []
    if word is None and known not in (None, facts.BONUS_TILE):
        word = known  # the tile is known to show this character: no need to name it again
    if word is None:
        yield
        if known is None:
            out.append(facts.set_tile(game, location, facts.BONUS_TILE))
        out.append(Msg(N_("{player} takes the Bus Stop bonus at location {location}."), player=p.name, location=location))
        out += owe(game, p, bus_stop_tile(location))
    else:
        tile = facts.tile_value(game, p, location, word.lower())
        befriending = checked(try_friend(game, p, tile, space))
        yield
        out.append(facts.set_tile(game, location, tile))
        out += finish(befriending)
    game.stop.a_done.append(p.name)
    return out


def do_befriend(game: State, p: Player, move: Move) -> Steps:
    """The 'befriend' move: Step A: a Friendship Bonus with a player who has a Presence here."""
    location = _step_a(game, p)
    character = resolve_character(game, p.name, move.args[0])
    holders = [n for n in game.order if n != p.name and location in game.players[n].presences]
    if game.rob and location in game.rob.presences:
        holders.append(config().rob["character"])
    if character not in holders:
        raise IllegalMove(N_("{character} has no Presence at location {location}; Presences here: {holders}."), rule_ids=("bus.step-a",),
                          character=character, location=location, holders=", ".join(holders) or "-")
    out = yield from try_friend(game, p, character, move.args[1])
    game.stop.a_done.append(p.name)
    return out


def _step_b(game: State, p: Player) -> int:
    stop = game.stop
    if p.name not in stop.b_needed or p.name in stop.b_done:
        raise IllegalMove(N_("{player} has no Die at location {location} for step B now."), rule_ids=("bus.step-b",), player=p.name, location=stop.location)
    if stop.step != "B":
        raise IllegalMove(N_("Step B starts when every player here has completed step A."), rule_ids=("bus.step-b",))
    return stop.location


def _needs(game: State, location: int) -> list[str]:
    needs = facts.needs(game, location)
    if needs is None:
        raise IllegalMove(N_("The referee does not know what location {location} requires: enter it with 'location {location} needs COLOUR [COLOUR] [willpower]'."),
                          rule_ids=("memory.gain",), location=location)
    return needs


def _price(game: State, p: Player, location: int, source: str, count: int, cost_key: str) -> tuple[str, int, str | None]:
    """Check a payment of Motivation or Willpower: what to pay (`_pay` it after
    the checks) and the colour whose Counter must then move 2 left."""
    c = config()
    needs = _needs(game, location)
    if source == "willpower":
        cost = c.memory["willpower_cost"] if cost_key == "memory" else c.presence["willpower_cost"]
        if not facts.willpower_allowed(game, location):
            raise IllegalMove(N_("Location {location} does not accept Willpower Tokens."), rule_ids=("memory.willpower", "presence.place"), location=location)
        if count != cost:
            raise IllegalMove(N_("Willpower is paid with exactly {cost} tokens, not {count}."), rule_ids=("memory.willpower",), cost=cost, count=count)
        if p.willpower < cost:
            raise IllegalMove(N_("{player} needs {cost} Willpower, has {have}."), rule_ids=("memory.willpower", "presence.place"), player=p.name, cost=cost, have=p.willpower)
        # seed 002 p. 10: Motivation "(o 4 de Fuerza de Voluntad, si está permitido)" moves the Counter 2 left too;
        # the colour is the one the location requires (with two, the rulebook does not say which: none moves)
        return "willpower", cost, needs[0] if len(needs) == 1 else None
    passive = c.mood["any_colour_passive"]
    any_colour = p.tracks[passive].pos == c.last
    if source not in needs and not any_colour:
        raise IllegalMove(N_("Location {location} requires {needs} Motivation, not {colour} (any colour only with the {passive} Counter on its passive space)."),
                          rule_ids=("memory.vep-scale", "mood-tracks.pink-passive"), location=location, needs=" / ".join(needs), colour=source, passive=passive)
    have = p.motivation.get(source, 0)
    if have < count:
        raise IllegalMove(ngettext("{player} needs {n} {colour} Motivation Token, has {have}.", "{player} needs {n} {colour} Motivation Tokens, has {have}.",
                                   count, player=p.name, colour=source, have=have), rule_ids=("memory.vep-scale", "presence.place"))
    return source, count, source


def _pay(p: Player, kind: str, amount: int) -> None:
    """Pay what `_price` asked: Willpower Tokens, or Motivation Tokens of a colour."""
    if kind == "willpower":
        p.willpower -= amount
    else:
        p.motivation[kind] = p.motivation.get(kind, 0) - amount


def do_remember(game: State, p: Player, move: Move) -> Steps:
    """The 'remember' move: Step B: gain the Memory, spending COUNT Motivation Tokens of one
    colour (or 4 willpower), and the colour of its Memory Token."""
    c = config()
    location = _step_b(game, p)
    source, count, token = move.args[0], move.args[1], move.args[2].lower()
    if not game.memory_cards.get(location):
        raise IllegalMove(N_("Location {location} has no Memory Card now."), rule_ids=("memory.gain",), location=location)
    facts.check_memory_colour(game, token)
    kind, amount, colour = _price(game, p, location, source, count, "memory")
    yield
    _pay(p, kind, amount)
    vep = c.memory["willpower_vep"] if source == "willpower" else c.memory_vep(count)
    add_vep(p, vep)
    p.memory_unused[token] = p.memory_unused.get(token, 0) + 1
    game.stop.memory_taken = True
    game.stop.b_done.append(p.name)
    out = [Msg(N_("{player} gains the Memory of location {location}: +{vep} VEP and a {token} Memory Token."),
               player=p.name, location=location, vep=vep, token=token)]
    out += owe(game, p, memory_card(location))  # "each Card grants the indicated bonus and one Memory Token"
    if colour:
        out += enqueue(game, p, steps(colour, -c.mood["spend_steps"], bonus=False))
    return out


def do_presence(game: State, p: Player, move: Move) -> Steps:
    """The 'presence' move: Step B: leave a Presence, paying one Motivation Token (or 4
    willpower); with all 4 placed, say which location it leaves."""
    c = config()
    location = _step_b(game, p)
    source, origin = move.args[0], move.args[1]
    if location in p.presences:
        raise IllegalMove(N_("{player} already has a Presence at location {location}."), rule_ids=("presence.limit",), player=p.name, location=location)
    limit = c.scoring["presence_tokens"]
    if len(p.presences) >= limit:
        if origin is None or origin not in p.presences:
            raise IllegalMove(N_("{player} has placed all {limit} Presences: say which one moves here ({where})."),
                              rule_ids=("presence.limit",), player=p.name, limit=limit, where=", ".join(map(str, p.presences)))
    elif origin is not None:
        raise IllegalMove(N_("{player} still has Character Tokens for Presences: nothing has to move."), rule_ids=("presence.limit",), player=p.name)
    count = c.presence["willpower_cost"] if source == "willpower" else c.presence["motivation_cost"]
    kind, amount, colour = _price(game, p, location, source, count, "presence")
    yield
    _pay(p, kind, amount)
    if origin is not None:
        p.presences.remove(origin)
    p.presences.append(location)
    game.stop.b_done.append(p.name)
    out = [Msg(N_("{player} leaves a Presence at location {location}."), player=p.name, location=location)]
    if colour:
        out += enqueue(game, p, steps(colour, -c.mood["spend_steps"], bonus=False))
    return out


def do_parent(game: State, p: Player, move: Move) -> Steps:
    """The 'parent' move: Step B: play a Parent Card (report its bonus with 'gain' and the bonus
    moves)."""
    _step_b(game, p)
    yield
    p.parent_cards += 1
    game.stop.b_done.append(p.name)
    out = [Msg(N_("{player} plays a Parent Card ({count} so far) and draws another."), player=p.name, count=p.parent_cards)]
    return out + owe(game, p, PARENT)  # "play a Parent Card from your hand and gain its bonus"


# --- Rob --------------------------------------------------------------------

def do_rob(game: State, p: Player, move: Move) -> Steps:
    """The 'rob' move: Solo: a move of Rob Bot, as the referee works it out (recorded so the log
    stays complete)."""
    refuse_rob_line(game)
    bot.check(game, move)
    yield
    return bot.apply(game, move)


def do_reveal(game: State, p: Player, move: Move) -> Steps:
    """The 'rob-reveal' move: Solo: the Trait Tile turned face up from Rob Bot's pile."""
    return (yield from bot.reveal(game, move.args[0]))


HANDLERS: dict[str, Handler] = {
    "start": do_start, "row": do_row, "location": do_location, "tiles": do_tiles, "board": do_board, "goal": do_goal,
    "roll": do_roll, "rob-roll": do_rob_roll, "choose": do_choose,
    "experience": do_experience, "memory": do_memory, "bounce": do_bounce, "done": do_done,
    "bus-stop": do_bus_stop, "befriend": do_befriend, "remember": do_remember, "presence": do_presence, "parent": do_parent,
    "rob": do_rob, "rob-reveal": do_reveal, **BONUS_HANDLERS,
}
