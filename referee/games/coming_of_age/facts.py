"""Facts printed on the boards, cards and tiles, entered by the players the
first time they matter (`location`, `board`, `goal`) and remembered: a fact
once entered cannot be contradicted later in the game.
"""

from __future__ import annotations

import re

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.i18n import N_

from .board import die_location, resolve_character, tile_at
from .config import config
from .state import State, Player

_MOVE = re.compile(r"^([a-z]+)([+-]\d+)$")
BONUS_TILE = "bonus"


def _bad(usage: str, rule: str) -> IllegalMove:
    return IllegalMove(N_("This fact is written like '{usage}'."), rule_ids=(rule,), usage=usage)


def _fixed(old, new, what: Msg, rule: str) -> None:
    if old is not None and old != new:
        raise IllegalMove(N_("{what} was entered before as {old}; a printed fact does not change."), rule_ids=(rule,), what=what, old=_show(old))


def _show(value) -> str:
    if isinstance(value, dict):
        return " ".join(f"{k}={v}" for k, v in value.items())
    if isinstance(value, list):
        return " ".join(_show(v) if isinstance(v, list) else str(v) for v in value)
    return str(value)


def location_fact(game: State, player: Player, location: int, kind: str, values: tuple[str, ...]) -> list[Msg]:
    c = config()
    words = [v.lower() for v in values]
    what = Msg(N_("Location {location} ({fact})"), location=location, fact=kind)
    if kind == "needs":
        colours = [w for w in words if w != "willpower"]
        if not colours or any(w not in c.tracks for w in colours) or len(set(colours)) != len(colours):
            raise _bad("location 3 needs pink turquoise willpower", "memory.gain")
        _fixed(game.facts.needs.get(location), colours, what, "memory.gain")
        _fixed(game.facts.willpower.get(location), "willpower" in words, what, "memory.willpower")
        game.facts.needs[location] = colours
        game.facts.willpower[location] = "willpower" in words
        return [Msg(N_("Location {location} needs {colours} Motivation{willpower}."), location=location, colours=" / ".join(colours),
                    willpower=Msg(N_(" or 4 Willpower")) if "willpower" in words else "")]
    if kind == "experience":
        moves = []
        for word in words:
            found = _MOVE.match(word)
            if not found or found.group(1) not in c.tracks or int(found.group(2)) == 0:
                raise _bad("location 6 experience pink+1 orange+1 green-1", "experience.resolve")
            moves.append([found.group(1), int(found.group(2))])
        _fixed(game.facts.experience.get(location), moves, what, "experience.resolve")
        game.facts.experience[location] = moves
        return [Msg(N_("Location {location}: Experience Space {moves}."), location=location, moves=" ".join(words))]
    if len(words) != 1:
        raise _bad("location 6 stop purple", "bus.step-a")
    return [record_tile(game, player, location, words[0])]


def record_tile(game: State, player: Player, location: int, word: str) -> Msg:
    """The Bus Stop Tile under `location` this year shows `word` (a neutral character or 'bonus')."""
    if word in config().spaces:
        raise _bad("location 6 stop purple", "bus.step-a")
    value = BONUS_TILE if word == BONUS_TILE else resolve_character(game, player.name, word)
    if value != BONUS_TILE and (value in game.players or (game.rob and value == config().rob["character"])):
        raise IllegalMove(N_("Bus Stop Tiles show neutral characters, not players."), rule_ids=("bus.step-a",))
    tile = tile_at(game, location)
    what = Msg(N_("The Bus Stop Tile at location {location}"), location=location)
    _fixed(game.facts.tiles.get(tile), value, what, "bus.step-a")
    game.facts.tiles[tile] = value
    return Msg(N_("The Bus Stop Tile at location {location} shows {value}."), location=location, value=value)


def memory_colours(game: State) -> set[str]:
    seen = set(game.facts.memory_effects) | set(config().memory["known_effects"])
    for p in game.players.values():
        seen |= {k for k, n in p.memory_unused.items() if n} | {k for k, n in p.memory_used.items() if n}
    return seen


def check_memory_colour(game: State, colour: str) -> None:
    c = config().memory
    known = memory_colours(game)
    if colour not in known and len(known) >= c["colours"]:
        raise IllegalMove(N_("Memory Tokens come in {count} colours, already seen: {known}."), rule_ids=("components.tokens",),
                          count=c["colours"], known=", ".join(sorted(known)))
    taken = sum(p.memory_unused.get(colour, 0) + p.memory_used.get(colour, 0) for p in game.players.values())
    if taken >= c["tokens_per_colour"]:
        raise IllegalMove(N_("All {count} {colour} Memory Tokens are already taken."), rule_ids=("components.tokens",), count=c["tokens_per_colour"], colour=colour)


def learn_effect(game: State, colour: str, effect: str) -> list[Msg]:
    from .requirements import memory_effect

    known = memory_effect(game, colour)
    if known is not None:
        if known != effect:
            raise IllegalMove(N_("{colour} Memory Tokens move a Counter {known}, not {effect}."), rule_ids=("memory-tokens.effects",),
                              colour=colour, known=known, effect=effect)
        return []
    for other, value in {**config().memory["known_effects"], **game.facts.memory_effects}.items():
        if value == effect:
            raise IllegalMove(N_("{other} Memory Tokens already move a Counter {effect}."), rule_ids=("memory-tokens.effects",), other=other, effect=effect)
    if colour not in memory_colours(game):
        check_memory_colour(game, colour)
    game.facts.memory_effects[colour] = effect
    return [Msg(N_("{colour} Memory Tokens move a Counter {effect}."), colour=colour, effect=effect)]


def _pairs(words: list[str], usage: str, rule: str) -> list[tuple[str, int]]:
    pairs = []
    for word in words:
        key, sep, number = word.partition("=")
        if not sep or not number.isdigit():
            raise _bad(usage, rule)
        pairs.append((key, int(number)))
    return pairs


def board_fact(game: State, player: Player, kind: str, values: tuple[str, ...]) -> list[Msg]:
    c = config()
    words = [v.lower() for v in values]
    if kind == "memory":
        if len(words) != 2 or words[1] not in c.memory["effects"]:
            raise _bad("board memory purple left", "memory-tokens.effects")
        return learn_effect(game, words[0], words[1])
    if kind == "fulfillment-vep":
        usage = "board fulfillment-vep 2=1 4=2 9=3"
        pairs = _pairs(words, usage, "solo.rob-fulfillment")
        # Format 2 numbers the spaces as the table counts them, like 'status' and
        # '@fulfillment-N': 1 is the starting space. Format 1 counted from 0.
        first = 1 if game.strict else 0
        spaces = {}
        for key, vep in pairs:
            if not key.isdigit() or not first + 1 <= int(key) <= c.fulfillment_last + first or vep < 1:
                raise _bad(usage, "solo.rob-fulfillment")
            spaces[int(key) - first] = vep
        _fixed(game.facts.fulfillment_vep, spaces, Msg(N_("The VEP spaces of the Personal Fulfillment Track")), "solo.rob-fulfillment")
        game.facts.fulfillment_vep = dict(sorted(spaces.items()))
        return [Msg(N_("Personal Fulfillment VEP spaces: {spaces}."), spaces=_show({space + first: vep for space, vep in spaces.items()}))]
    usage = "board friendship-vep 0=1 2=1 4=2"
    pairs = _pairs(words, usage, "solo.rob-friendship")
    top = c.scoring["friendship_levels"][1]
    entries = []
    for key, vep in pairs:
        if not key.isdigit() or int(key) > top or vep < 1:
            raise _bad(usage, "solo.rob-friendship")
        entries.append([int(key), vep])
    if sum(1 for level, _ in entries if level == 0) > 1:
        raise IllegalMove(N_("Level 0 has one VEP space for Rob Bot."), rule_ids=("solo.rob-level-zero",))
    _fixed(game.facts.friendship_vep, entries, Msg(N_("The VEP-only spaces of the Friendship Track")), "solo.rob-friendship")
    game.facts.friendship_vep = entries
    return [Msg(N_("Friendship VEP-only spaces from the top: {spaces}."), spaces=" ".join(words))]


def goal_fact(game: State, player: Player, goal: str, values: tuple[str, ...]) -> list[Msg]:
    c = config()
    if goal not in player.goals:
        raise IllegalMove(N_("{player} does not hold the {goal} Goal Tile."), rule_ids=("goals.overview",), player=player.name, goal=goal)
    check = c.goals[goal]["check"]
    words = [v.lower() for v in values]
    if check == "presences_among":
        count = c.scoring["type_b_locations"]
        if len(words) != count or not all(w.isdigit() for w in words):
            raise IllegalMove(N_("Give the {count} locations printed on the tile, like 'goal {goal} 2 5 8'."), rule_ids=("goal.type-b",), count=count, goal=goal)
        locations = sorted({die_location(int(w)) for w in words})
        if len(locations) != count or any(not 1 <= loc <= c.max_location for loc in locations):
            raise IllegalMove(N_("Give the {count} locations printed on the tile, like 'goal {goal} 2 5 8'."), rule_ids=("goal.type-b",), count=count, goal=goal)
        details = {"locations": locations}
    elif check == "memory_threshold":
        usage = f"goal {goal} purple=2"
        pairs = _pairs(words, usage, "goal.type-d")
        if any(n < 1 for _, n in pairs):
            raise _bad(usage, "goal.type-d")
        details = {"memory": dict(pairs)}
    else:
        raise IllegalMove(N_("The {goal} Goal Tile needs nothing entered: the referee counts it."), rule_ids=("goals.overview",), goal=goal)
    _fixed(player.goal_details.get(goal), details, Msg(N_("The {goal} Goal Tile"), goal=goal), "goals.overview")
    player.goal_details[goal] = details
    return [Msg(N_("{player}'s {goal} Goal Tile: {details}."), player=player.name, goal=goal, details=" ".join(words))]


def needs_details(goal: str) -> bool:
    return config().goals[goal]["check"] in ("presences_among", "memory_threshold")
