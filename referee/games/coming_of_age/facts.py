"""Facts printed on the boards, cards and tiles, entered by the players the
first time they matter (`location`, `board`, `goal`) and known from then on
(core `FactBook`: in this session, its file, and the user's catalog for the
next game night): a fact once known cannot be contradicted. Only what is
printed is a fact, never a player's choice.

The reports (`location_fact`, `board_fact`, `goal_fact`, `report_tile`,
`learning_effect`) are parts of handlers: they check, `yield` once, then
learn, so a handler runs them with `yield from`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from collections.abc import Generator
from typing import Any

from referee.core.engine import IllegalMove
from referee.core.handlers import checked
from referee.core.messages import Msg, ngettext
from referee.core.vocabulary import fold
from referee.i18n import N_

from . import personal_board
from .board import LAYOUT_KEY, die_location, layout, meet, resolve_character, tile_at
from .config import config
from .grammar import GRAMMAR
from .state import State, Player

_MOVE = re.compile(r"^([a-z]+)([+-]\d+)$")
BONUS_TILE = "bonus"
# Format 4: a bonus tile named by the table ('bonus:2vep'); what it gives is a catalog fact under this prefix.
TILE_PREFIX = "bus-stop-tile"
_TILE_NAME = re.compile(r"[^\W_]+(?:-[^\W_]+)*")
TILE_NAME_LIMIT = 30
LOCATION_FACTS = ("needs", "experience", "stop")  # what a location prints: required Motivation, Experience Space, its Bus Stop Tile


def _bad(usage: str, rule: str) -> IllegalMove:
    return IllegalMove(N_("This fact is written like '{usage}'."), rule_ids=(rule,), usage=usage)


def _show(value) -> str:
    if isinstance(value, dict):
        return " ".join(f"{k}={v}" for k, v in value.items())
    if isinstance(value, list):
        return " ".join(_show(v) if isinstance(v, list) else str(v) for v in value)
    return str(value)


# --- the keys of the facts book, and reading them back ---------------------------
# Facts printed on the Main Board, the Memory Tokens, Rob Bot's board and the
# Goal Tiles are the same at every game night: they live in the core FactBook
# (the session's reports, the session file, the user's catalog), and so are,
# from format 4 on, what a named bonus tile gives (`tile_key`). Where the Bus
# Stop Tiles lie is random for each game (`State.tiles`, `State.tile_names`).

def needs_key(location: int) -> str:
    return f"location.{location}.needs"


def experience_key(location: int) -> str:
    return f"location.{location}.experience"


def memory_key(colour: str) -> str:
    return f"memory-token.{colour}"


def goal_key(goal: str) -> str:
    return f"goal.{goal}"


FULFILLMENT_KEY, FRIENDSHIP_KEY = "board.fulfillment-vep", "board.friendship-vep"


def rob_key(state: State, key: str) -> str:
    """The key of one of Rob Bot's board facts (FULFILLMENT_KEY, FRIENDSHIP_KEY):
    from format 4 on, a fact of the Personal Board he plays on, keyed by its
    colour as the players' boards are (`personal-board.COLOUR.fulfillment-vep`),
    so it is known whenever that board is his again; before, one key for all."""
    board = state.rob.board if state.rob is not None else None
    return key if board is None else personal_board.key(board, key.removeprefix("board."))


def needs(state: State, location: int) -> list[str] | None:
    """The Motivation colours location `location` requires (None: not known)."""
    value = state.facts.get(needs_key(location))
    colours = value.get("colours") if isinstance(value, dict) else None
    if isinstance(colours, list) and colours and all(c in config().tracks for c in colours):
        return list(colours)
    return None


def willpower_allowed(state: State, location: int) -> bool:
    value = state.facts.get(needs_key(location))
    return isinstance(value, dict) and value.get("willpower") is True


def experience(state: State, location: int) -> list[list[Any]] | None:
    """The Experience Space of `location`, left to right, as [track, steps] (None: not known)."""
    value = state.facts.get(experience_key(location))
    if not isinstance(value, list) or not value:
        return None
    moves = [_MOVE.match(word) if isinstance(word, str) else None for word in value]
    if not all(m and m.group(1) in config().tracks and int(m.group(2)) for m in moves):
        return None
    return [[m.group(1), int(m.group(2))] for m in moves]


def memory_effect_known(state: State, colour: str) -> str | None:
    value = state.facts.get(memory_key(colour))
    return value if value in config().memory["effects"] else None


def fulfillment_vep(state: State) -> dict[int, int] | None:
    """Rob Bot's Personal Fulfillment VEP spaces, by internal space (0 = the start)."""
    value = state.facts.get(rob_key(state, FULFILLMENT_KEY))
    if not isinstance(value, dict) or not value:
        return None
    try:
        spaces = {int(space) - 1: int(vep) for space, vep in value.items()}
    except (TypeError, ValueError):
        return None
    return dict(sorted(spaces.items())) if all(1 <= s <= config().fulfillment_last for s in spaces) else None


def friendship_vep(state: State) -> list[list[int]] | None:
    """Rob Bot's VEP-only Friendship spaces from the top, as [level, vep]."""
    value = state.facts.get(rob_key(state, FRIENDSHIP_KEY))
    if not isinstance(value, list) or not value:
        return None
    if all(type(word) is str for word in value):
        entries = _friendship_entries(tuple(value))  # Rob's step A asks at every move at a stop: read once
        return None if entries is None else [list(entry) for entry in entries]
    return _read_friendship(value)


@lru_cache(maxsize=64)
def _friendship_entries(words: tuple[str, ...]) -> tuple[tuple[int, int], ...] | None:
    entries = _read_friendship(words)
    return None if entries is None else tuple(tuple(entry) for entry in entries)


def _read_friendship(words) -> list[list[int]] | None:
    entries = []
    for word in words:
        level, sep, vep = str(word).partition("=")
        if not (sep and level.isdigit() and vep.isdigit()):
            return None
        entries.append([int(level), int(vep)])
    return entries


def goal_details(state: State, player: Player, goal: str) -> dict[str, Any] | None:
    """What a Goal Tile prints (Type B: its locations; Type D: the Memory Tokens
    asked). Format 1 kept it with the player who held the tile (its sessions
    may deal one tile to two players); format 2 knows each tile once."""
    if not state.strict:
        return player.goal_details.get(goal)
    value = state.facts.get(goal_key(goal))
    if isinstance(value, dict) and (isinstance(value.get("locations"), list) or isinstance(value.get("memory"), dict)):
        return value
    return None


# --- reporting them -------------------------------------------------------------------

Steps = Generator[None, None, Any]


def _learning(state: State, key: str, value: Any, what: Msg, rule: str) -> Generator[None, None, bool]:
    """Check a reported fact against what is known, yield, then learn it: True when new."""
    state.facts.check(key, value, what, rule_ids=(rule,))
    yield
    return state.facts.learn(key, value)


def _known(new: bool, message: Msg) -> list[Msg]:
    return [message] if new else [Msg(N_("{fact} (already known)."), fact=message)]


def _fact_word(word: str) -> str | None:
    """The location fact a word names ('needs', or a form of it in the game's vocabulary: 'requiere')."""
    typed = fold(word)
    for kind in LOCATION_FACTS:
        if typed == kind or (GRAMMAR.words is not None and typed in GRAMMAR.words.forms(kind)):
            return kind
    return None


def location_facts(state: State, player: Player, location: int, kind: str, values: tuple[str, ...]) -> Steps:
    """A `location` line: one fact, or all that the location prints at once
    (`location 6 experience pink+1 green-1 needs blue willpower stop grey`),
    so the table reads a location once. Every part is checked before any is
    learned: a part that is refused refuses the line."""
    parts: list[tuple[str, list[str]]] = [(kind, [])]
    for word in values:
        named = _fact_word(word)
        if named:
            parts.append((named, []))
        else:
            parts[-1][1].append(word)
    kinds = [k for k, _ in parts]
    if len(set(kinds)) != len(kinds):
        raise IllegalMove(N_("Each fact of a location is given once on a line."), rule_ids=("memory.gain", "experience.resolve", "bus.step-a"))
    reports = [checked(location_fact(state, player, location, part, tuple(words))) for part, words in parts]
    yield
    out: list[Msg] = []
    for report in reports:
        out += yield from report
    return out


def location_fact(state: State, player: Player, location: int, kind: str, values: tuple[str, ...]) -> Steps:
    """A fact printed on a location: what it requires, its Experience Space,
    or the Bus Stop Tile under it now."""
    c = config()
    words = [v.lower() for v in values]
    what = Msg(N_("Location {location} ({fact})"), location=location, fact=kind)
    if kind == "needs":
        colours = [w for w in words if w != "willpower"]
        if not colours or any(w not in c.tracks for w in colours) or len(set(colours)) != len(colours):
            raise _bad("location 3 needs pink turquoise willpower", "memory.gain")
        new = yield from _learning(state, needs_key(location), {"colours": colours, "willpower": "willpower" in words}, what, "memory.gain")
        return _known(new, Msg(N_("Location {location} needs {colours} Motivation{willpower}."), location=location, colours=" / ".join(colours),
                               willpower=Msg(N_(" or {willpower} Willpower"), willpower=c.memory["willpower_cost"]) if "willpower" in words else ""))
    if kind == "experience":
        if not words:
            raise _bad("location 6 experience pink+1 orange+1 green-1", "experience.resolve")
        for word in words:
            found = _MOVE.match(word)
            if not found or found.group(1) not in c.tracks or int(found.group(2)) == 0:
                raise _bad("location 6 experience pink+1 orange+1 green-1", "experience.resolve")
        canonical = [f"{m.group(1)}{int(m.group(2)):+d}" for m in map(_MOVE.match, words)]
        new = yield from _learning(state, experience_key(location), canonical, what, "experience.resolve")
        return _known(new, Msg(N_("Location {location}: Experience Space {moves}."), location=location, moves=" ".join(canonical)))
    if len(words) != 1:
        raise _bad("location 6 stop purple", "bus.step-a")
    return [(yield from report_tile(state, player, location, words[0]))]


def report_tile(state: State, player: Player, location: int, word: str) -> Generator[None, None, Msg]:
    """The Bus Stop Tile under `location` this year shows `word`: checked,
    then (after the `yield`) recorded."""
    value = tile_value(state, player, location, word)
    yield
    return set_tile(state, location, value)


def tile_value(state: State, player: Player, location: int, word: str) -> str:
    """What a report says the Bus Stop Tile under `location` this year shows
    (a neutral character, 'bonus', or from format 4 on 'bonus:NAME'), checked
    against what is known of it. Where the tiles lie is random for each game:
    a fact of this session only. What a named bonus tile gives is printed on
    it: a fact of the catalog (`tile_key`)."""
    shown, sep, name = word.partition(":")
    if shown == BONUS_TILE and name:
        check_tile_name(state, name)
    elif word in config().spaces or sep:
        raise _bad("location 6 stop purple", "bus.step-a")
    value = BONUS_TILE if shown == BONUS_TILE else resolve_character(state, player.name, word)
    if value != BONUS_TILE and (value in state.players or (state.rob and value == config().rob["character"])):
        raise IllegalMove(N_("Bus Stop Tiles show neutral characters, not players."), rule_ids=("bus.step-a",))
    tile = tile_at(state, location)
    known, known_name = state.tiles.get(tile), state.tile_names.get(tile)
    if (known is not None and known != value) or (name and known_name is not None and known_name != name):
        raise IllegalMove(N_("{what} is already known as '{known}', not '{value}'. {fix}"), rule_ids=("bus.step-a",),
                          what=Msg(N_("The Bus Stop Tile at location {location}"), location=location),
                          known=tile_word(known, known_name) if name else known, value=tile_word(value, name),
                          fix=Msg(N_("If the earlier report was wrong, correct that event with 'referee amend'.")))
    return tile_word(value, name)


def tile_word(value: str | None, name: str | None) -> str:
    """A tile as the table reports it: a character, 'bonus' or 'bonus:NAME'."""
    return f"{value}:{name}" if value == BONUS_TILE and name else str(value)


def check_tile_name(state: State, name: str) -> None:
    """A bonus tile's name: from format 4 on, one word of letters, digits and
    hyphens (it becomes part of a catalog key)."""
    if not state.by_tile:
        raise IllegalMove(N_("Sessions of format {format} do not name bonus tiles: say 'bonus'."), rule_ids=("bus.step-a",), format=state.format)
    if len(name) > TILE_NAME_LIMIT or not _TILE_NAME.fullmatch(name):
        raise IllegalMove(N_("'{word}' does not name a bonus tile: one word of letters and digits, like 'bonus:2vep'."),
                          rule_ids=("bus.step-a",), word=name[:TILE_NAME_LIMIT])


def set_tile(state: State, location: int, value: str) -> Msg:
    """Record what the Bus Stop Tile under `location` shows (a value from `tile_value`)."""
    shown, _, name = value.partition(":")
    if shown != BONUS_TILE:
        meet(state, shown)
    tile = tile_at(state, location)
    state.tiles[tile] = shown
    if name:
        state.tile_names[tile] = name
    return Msg(N_("The Bus Stop Tile at location {location} shows {value}."), location=location, value=value)


def tile_key(name: str) -> str:
    """The catalog key of what a named bonus tile gives: `bus-stop-tile.NAME`."""
    return f"{TILE_PREFIX}.{name}"


def tiles_fact(state: State, player: Player, words: tuple[str, ...]) -> Steps:
    """`tiles`: the Bus Stop Tiles under locations 1 to 10 as they lie now
    ("Randomly place one Bus Stop Tile face up in the slot at the bottom of
    each location", p. 3), so no tile is asked for later: each End of the
    Year slides them one place (`board.tile_at`)."""
    count = config().tiles
    if len(words) != count:
        raise IllegalMove(N_("Give the {count} Bus Stop Tiles from location 1 to {count}, each a neutral character or 'bonus'."),
                          rule_ids=("setup.bus-stop-tiles",), count=count)
    values = [tile_value(state, player, location, word.lower()) for location, word in enumerate(words, start=1)]
    yield
    for location, value in enumerate(values, start=1):
        set_tile(state, location, value)
    shown = " ".join(f"{location}={values[location - 1]}" for location in range(1, count + 1))
    return [Msg(N_("Bus Stop Tiles: {tiles}."), tiles=shown)]


def effects_known(state: State) -> dict[str, str]:
    """Memory Token colour -> the effect printed on it, as far as known."""
    known = dict(config().memory["known_effects"])
    for key in state.facts.keys_under("memory-token."):
        colour = key.removeprefix("memory-token.")
        effect = memory_effect_known(state, colour)
        if effect is not None:
            known[colour] = effect
    return known


def memory_colours(state: State) -> set[str]:
    seen = set(effects_known(state))
    for p in state.players.values():
        seen |= {k for k, n in p.memory_unused.items() if n} | {k for k, n in p.memory_used.items() if n}
    return seen


def check_memory_colour(state: State, colour: str, amount: int = 1) -> None:
    """Refuse gaining `amount` Memory Tokens of `colour` (one at a time) when
    the components forbid it: a colour beyond the ones printed, or more
    tokens of a colour than the box holds."""
    refusal = memory_refusal(state, colour, amount)
    if refusal is not None:
        raise refusal


def memory_refusal(state: State, colour: str, amount: int = 1) -> IllegalMove | None:
    """Why gaining `amount` Memory Tokens of `colour` is impossible (None: it is possible)."""
    if amount <= 0:
        return None
    c = config().memory
    known = memory_colours(state)
    if colour not in known and len(known) >= c["colours"]:
        return IllegalMove(N_("Memory Tokens come in {count} colours, already seen: {known}."), rule_ids=("components.tokens",),
                           count=c["colours"], known=", ".join(sorted(known)))
    taken = sum(p.memory_unused.get(colour, 0) + p.memory_used.get(colour, 0) for p in state.players.values())
    if taken + amount - 1 >= c["tokens_per_colour"]:
        return IllegalMove(N_("All {count} {colour} Memory Tokens are already taken."), rule_ids=("components.tokens",), count=c["tokens_per_colour"], colour=colour)
    return None


def memory_effect(state: State, colour: str) -> str | None:
    """What a Memory Token of `colour` does, as far as known."""
    return memory_effect_known(state, colour) or config().memory["known_effects"].get(colour)


def learning_effect(state: State, colour: str, effect: str) -> Generator[None, None, list[Msg]]:
    """What a Memory Token of `colour` does, as a move says it: checked
    against what is known, then (after the `yield`) learned."""
    known = memory_effect(state, colour)
    if known is not None:
        if known != effect:
            raise IllegalMove(N_("{colour} Memory Tokens move a Counter {known}, not {effect}."), rule_ids=("memory-tokens.effects",),
                              colour=colour, known=known, effect=effect)
        yield
        if colour not in config().memory["known_effects"]:
            state.facts.learn(memory_key(colour), effect)  # a catalog fact confirmed: the session records it
        return []
    for other, value in effects_known(state).items():
        if value == effect:
            raise IllegalMove(N_("{other} Memory Tokens already move a Counter {effect}."), rule_ids=("memory-tokens.effects",), other=other, effect=effect)
    if colour not in memory_colours(state):
        check_memory_colour(state, colour)
    yield
    state.facts.learn(memory_key(colour), effect)
    return [Msg(N_("{colour} Memory Tokens move a Counter {effect}."), colour=colour, effect=effect)]


def _pairs(words: list[str], usage: str, rule: str) -> list[tuple[str, int]]:
    pairs = []
    for word in words:
        key, sep, number = word.partition("=")
        if not sep or not number.isdigit():
            raise _bad(usage, rule)
        pairs.append((key, int(number)))
    return pairs


def board_fact(state: State, player: Player, kind: str, values: tuple[str, ...]) -> Steps:
    """A fact printed on the boards: a Memory Token's effect, Rob Bot's
    Personal Fulfillment VEP spaces or his VEP-only Friendship spaces."""
    c = config()
    words = [v.lower() for v in values]
    if kind == "memory":
        if len(words) != 2 or words[1] not in c.memory["effects"]:
            raise _bad("board memory purple left", "memory-tokens.effects")
        return (yield from learning_effect(state, words[0], words[1]))
    if kind == "layout":
        return (yield from layout_fact(state, words))
    if kind == "fulfillment-vep":
        usage = "board fulfillment-vep 2=1 4=2 9=3"
        pairs = _pairs(words, usage, "solo.rob-fulfillment")
        # Format 2 numbers the spaces as the table counts them, like 'status' and
        # '@fulfillment-N': 1 is the starting space. Format 1 counted from 0.
        # The facts book keeps them counted from 1, whichever format reported them.
        shift = 0 if state.strict else 1
        spaces = {}
        for key, vep in pairs:
            if not key.isdigit() or not 2 <= int(key) + shift <= c.fulfillment_last + 1 or vep < 1:
                raise _bad(usage, "solo.rob-fulfillment")
            spaces[str(int(key) + shift)] = vep
        spaces = dict(sorted(spaces.items(), key=lambda item: int(item[0])))
        new = yield from _learning(state, rob_key(state, FULFILLMENT_KEY), spaces, Msg(N_("The VEP spaces of the Personal Fulfillment Track")), "solo.rob-fulfillment")
        shown = {int(space) - shift: vep for space, vep in spaces.items()}
        return _known(new, Msg(N_("Personal Fulfillment VEP spaces: {spaces}."), spaces=_show(shown)))
    usage = "board friendship-vep 0=1 2=1 4=2"
    pairs = _pairs(words, usage, "solo.rob-friendship")
    top = c.scoring["friendship_levels"][1]
    entries = []
    for key, vep in pairs:
        if not key.isdigit() or int(key) > top or vep < 1:
            raise _bad(usage, "solo.rob-friendship")
        entries.append(f"{int(key)}={vep}")
    at_zero = c.rob["level_zero_tokens"]  # "On level 0 ... Rob may have only one Character Token covering the VEP" (solo)
    if sum(1 for entry in entries if entry.startswith("0=")) > at_zero:
        raise IllegalMove(ngettext("Level 0 has {n} VEP space for Rob Bot.", "Level 0 has {n} VEP spaces for Rob Bot.", at_zero), rule_ids=("solo.rob-level-zero",))
    new = yield from _learning(state, rob_key(state, FRIENDSHIP_KEY), entries, Msg(N_("The VEP-only spaces of the Friendship Track")), "solo.rob-friendship")
    return _known(new, Msg(N_("Friendship VEP-only spaces from the top: {spaces}."), spaces=" ".join(entries)))


def layout_fact(state: State, words: list[str]) -> Steps:
    """`board layout`: the locations from left to right as printed on the Main
    Board (0 is location 10). It decides which locations are adjacent (p. 7),
    the Bus's way (p. 9) and which slot each Bus Stop Tile lies in, so it is
    entered before any Bus Stop Tile is."""
    c = config()
    locations = [die_location(int(w)) for w in words if w.isdigit()]
    if len(locations) != len(words) or sorted(locations) != list(range(1, c.max_location + 1)):
        raise IllegalMove(N_("Give the {count} locations from left to right as printed on the Main Board, each once, like 'board layout 9 7 5 3 1 2 4 6 8 0'."),
                          rule_ids=("change-location.ends-adjacent",), count=c.max_location)
    if state.tiles and locations != layout(state):
        raise IllegalMove(N_("The order of the locations is entered before the Bus Stop Tiles: they lie in its slots."),
                          rule_ids=("change-location.ends-adjacent", "setup.bus-stop-tiles"))
    new = yield from _learning(state, LAYOUT_KEY, locations, Msg(N_("The order of the locations on the Main Board")), "change-location.ends-adjacent")
    return _known(new, Msg(N_("Locations from left to right: {locations}."), locations=" ".join(map(str, locations))))


def goal_fact(state: State, player: Player, goal: str, values: tuple[str, ...]) -> Steps:
    """What a Goal Tile of `player` prints (type B: its locations; type D: its Memory Tokens)."""
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
        details: dict[str, Any] = {"locations": locations}
    elif check == "memory_threshold":
        usage = f"goal {goal} purple=2"
        pairs = _pairs(words, usage, "goal.type-d")
        if any(n < 1 for _, n in pairs):
            raise _bad(usage, "goal.type-d")
        details = {"memory": dict(pairs)}
    else:
        raise IllegalMove(N_("The {goal} Goal Tile needs nothing entered: the referee counts it."), rule_ids=("goals.overview",), goal=goal)
    what = Msg(N_("The {goal} Goal Tile"), goal=goal)
    if state.strict:
        new = yield from _learning(state, goal_key(goal), details, what, "goals.overview")
    else:
        known = player.goal_details.get(goal)
        if known is not None and known != details:
            raise IllegalMove(N_("{what} was entered before as {old}; a printed fact does not change."), rule_ids=("goals.overview",), what=what, old=_show(known))
        yield
        new, player.goal_details[goal] = known is None, details
    return _known(new, Msg(N_("{player}'s {goal} Goal Tile: {details}."), player=player.name, goal=goal, details=" ".join(words)))


def needs_details(goal: str) -> bool:
    return config().goals[goal]["check"] in ("presences_among", "memory_threshold")
