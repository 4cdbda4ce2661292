"""Facts of the Main Board: which locations are open, which are adjacent, what
a Die value means, which Bus Stop Tile lies under a location this year, and
who a character name in a move refers to.
"""

from __future__ import annotations

from referee.core.engine import IllegalMove
from referee.i18n import N_

from .config import config
from .state import State


def die_location(value: int) -> int:
    """A die face as a location: the ten-sided Die's 0 is location 10."""
    return config().max_location if value == config().ten_face else value


def available(state: State, location: int) -> bool:
    return 1 <= location <= state.available


LAYOUT_KEY = "main-board.layout"


def layout(state: State) -> list[int]:
    """The locations from left to right on the Main Board. The order is printed
    on the board, not in the rulebook, and the rulebook's turn 5 example moves
    a Die from 4 to "the adjacent location 6" (p. 7), so it need not be 1 to
    10: the table enters it with `board layout`, once ever: a session started
    when the catalog knew it has it in its file (`referee new`, SETUP_FACTS).
    Otherwise 1 to 10 in a row (what every session recorded before it could
    be entered assumed). A layout the catalog learnt after the session began
    never counts (`FactBook.settled`): it must not change what an old session
    allows. A wrong order the file records is corrected with `referee facts
    coming-of-age set main-board.layout ... --file SESSION`, which judges
    every recorded event again on it (core/session.with_recorded_fact)."""
    value = state.facts.settled(LAYOUT_KEY)
    return list(value) if is_layout(value) else list(range(1, config().max_location + 1))


def is_layout(value: object) -> bool:
    """Whether `value` is an order of the Main Board's locations: each once."""
    return isinstance(value, list) and all(type(v) is int for v in value) and sorted(value) == list(range(1, config().max_location + 1))


# the printed facts a new session records from the catalog (core/facts.py, `fixed_at_setup`)
SETUP_FACTS = {LAYOUT_KEY: is_layout}


def route(state: State) -> list[int]:
    """The available locations, left to right: the Bus's way ("from left to
    right, starting at the leftmost available location", p. 9)."""
    return [location for location in layout(state) if available(state, location)]


def adjacent(state: State, a: int, b: int) -> bool:
    """Neighbouring available locations; "Available locations ... at the ends
    of the Main Board are considered adjacent to each other"."""
    if a == b:
        return False
    way = route(state)
    i, j = way.index(a), way.index(b)
    return abs(i - j) == 1 or {i, j} == {0, len(way) - 1}


def tile_at(state: State, location: int) -> int:
    """The id (starting slot) of the Bus Stop Tile under `location` this year:
    every End of the Year the far-right tile goes to the far left."""
    tiles = config().tiles
    return (layout(state).index(location) - state.bus_shift) % tiles


def tile_fact(state: State, location: int) -> str | None:
    return state.tiles.get(tile_at(state, location))


def characters_of(state: State, player: str) -> list[str]:
    """Characters a player may befriend: other players, Rob and the neutral ones met so far."""
    names = [p for p in state.order if p != player]
    if state.solo:
        names.append(config().rob["character"])
    return names + list(state.neutrals)


def shown_character(character: str) -> str:
    """A character as messages show it: Rob Bot's Character Token by his
    name, not by the word moves use for it."""
    c = config()
    return c.scoring["rob_name"] if character == c.rob["character"] else character


def resolve_character(state: State, player: str, text: str, meeting: tuple[str, ...] = ()) -> str:
    """The character a name means: a player (any case), Rob, or a neutral
    character (new names are neutral characters, at most 5 in the game).
    Nothing changes: `meet` registers a new neutral character once the move
    is accepted; `meeting` are the new ones the same move meets before."""
    lowered = text.lower()
    for name in state.order:
        if name.lower() == lowered:
            if name == player:
                raise IllegalMove(N_("{player} cannot befriend their own Character Token."), rule_ids=("friendship.track",), player=player)
            return name
    if state.solo and lowered == config().rob["character"]:
        return config().rob["character"]
    known = list(state.neutrals) + [name for name in meeting if name not in state.neutrals]
    for name in known:
        if name.lower() == lowered:
            return name
    limit = config().friendship["neutral_characters"]
    if len(known) >= limit:
        raise IllegalMove(
            N_("'{name}' is not a character of this game: the {limit} neutral characters are {known}."),
            rule_ids=("setup.general-supply",), name=text, limit=limit, known=", ".join(known),
        )
    return lowered


def is_new(state: State, character: str) -> bool:
    """`character` (from `resolve_character`) is a neutral character not met before."""
    return not (character in state.players or character in state.neutrals or (state.solo and character == config().rob["character"]))


def meet(state: State, character: str) -> None:
    """Register `character` (from `resolve_character`) among the neutral
    characters met, if it is a new one."""
    if is_new(state, character):
        state.neutrals.append(character)
