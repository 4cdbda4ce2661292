"""Reading an end-of-game tally: a TOML file with one table per player.

A tally is what players count on the table when the game ends:

    mode = "standard"          # optional; the game's default mode otherwise
    [players.Ana]
    vep = 41
    ...

Every value is checked where it is read. A problem becomes a `BadInput` that
names the file, the player and the field, so a user can fix it at once; unknown
fields get a did-you-mean. A field a player's table leaves out is refused too
(a count forgotten is not a count of 0), unless the game's `[tally]` table in
game.toml lists it as optional, for every mode (`optional`) or for one
(`optional_in.MODE`): what most players have none of (LOOP's Credit Cards, a
lap of a track) or what a mode does not score. Nothing here knows any
particular game.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from referee.core.errors import BadInput
from referee.core.messages import Msg, Names
from referee.core.registry import Game, Mode, wrong_player_count
from referee.core.suggest import slug as _slug
from referee.i18n import N_

_MISSING = object()
REQUIRED = _MISSING  # pass as `default` for a field that must be present
# A field a tally must give and does not (see Fields.requiring)
MISSING = N_("{file}: {owner}: the field '{field}' is missing. Write it even when there is none (0, [] or false): a count left out is not taken as 0.")
# No count or score at a table comes near this: the bound of any whole number
# whose game gives no tighter one (a table has no 10^30 Activities).
MAX_COUNT = 9_999


@dataclass(frozen=True)
class Where:
    """The place of a value, for messages: file, player (or section) and field path."""

    file: str
    owner: str | Msg
    path: str = ""

    def child(self, name: str) -> "Where":
        """The location of the field `name` inside this one."""
        return Where(self.file, self.owner, f"{self.path}.{name}" if self.path else name)


def _fail(where: Where, key: str, **params: Any) -> BadInput:
    return BadInput(key, file=where.file, owner=where.owner, field=where.path, **params)


class Fields:
    """Typed, checked access to one TOML table; remembers which keys were read
    so that `finish()` can refuse the ones nobody asked for."""

    def __init__(self, data: dict[str, Any], where: Where, optional: frozenset[str] | None = None):
        self._data = data
        self._where = where
        self._read: set[str] = set()
        # a player's table: the fields that may be left out (None: any field read with a default)
        self._optional = optional

    @property
    def where(self) -> Where:
        """Where these fields are, for error messages."""
        return self._where

    def has(self, name: str) -> bool:
        """Whether the field `name` is present."""
        return name in self._data

    def _get(self, name: str, default: Any) -> Any:
        self._read.add(name)
        value = self._data.get(name, _MISSING)
        if value is _MISSING:
            if default is _MISSING:
                raise _fail(self._where.child(name), N_("{file}: {owner}: the field '{field}' is missing."))
            if self._optional is not None and name not in self._optional:
                raise _fail(self._where.child(name), MISSING)
            return default
        return value

    def raw(self, name: str, default: Any = _MISSING) -> Any:
        """The value as written, for structures the caller checks itself."""
        return self._get(name, default)

    def integer(self, name: str, default: Any = 0, minimum: int | None = 0, maximum: int | None = None) -> int:
        """The field `name` as a checked whole number (`default` when absent)."""
        value = self._get(name, default)
        return check_integer(value, self._where.child(name), minimum, maximum)

    def boolean(self, name: str, default: bool = False) -> bool:
        """The field `name` as true or false (`default` when absent)."""
        value = self._get(name, default)
        if not isinstance(value, bool):
            raise _fail(self._where.child(name), N_("{file}: {owner}: '{field}' must be true or false, not {value}."), value=_show(value))
        return value

    def text(self, name: str, default: Any = _MISSING) -> str:
        """The field `name` as a non-empty text, stripped."""
        value = self._get(name, default)
        if not isinstance(value, str) or not value.strip():
            raise _fail(self._where.child(name), N_("{file}: {owner}: '{field}' must be a non-empty text, not {value}."), value=_show(value))
        return value.strip()

    def integers(self, name: str, minimum: int | None = 0, maximum: int | None = None) -> list[int]:
        """The field `name` as a list of checked whole numbers."""
        value = self._get(name, [])
        where = self._where.child(name)
        if not isinstance(value, list):
            raise _fail(where, N_("{file}: {owner}: '{field}' must be a list of whole numbers, like [1, 4], not {value}."), value=_show(value))
        return [check_integer(item, where, minimum, maximum) for item in value]

    def choices(self, name: str, allowed: Iterable[str]) -> list[str]:
        """A list of ids, each one of `allowed` (case and spaces forgiven)."""
        allowed = list(allowed)
        value = self._get(name, [])
        where = self._where.child(name)
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise _fail(where, N_("{file}: {owner}: '{field}' must be a list of names, like [\"{example}\"], not {value}."), example=allowed[0], value=_show(value))
        return [match_choice(item, allowed, where) for item in value]

    def counts(self, name: str, allowed: Iterable[str] | None = None) -> dict[str, int]:
        """A table of non-negative counts, e.g. `{ family = 3, fame = 1 }`."""
        table = self.table(name)
        allowed = list(allowed) if allowed is not None else None
        result: dict[str, int] = {}
        for key in table.keys():
            label = match_choice(key, allowed, table.where.child(key)) if allowed is not None else _slug(key)
            if label in result:
                raise _fail(table.where.child(key), N_("{file}: {owner}: '{field}' is listed twice (names differ only in case or spaces)."))
            result[label] = table.integer(key)
        table.finish()
        return result

    def table(self, name: str, default: Any = _MISSING) -> "Fields":
        """The field `name` as nested Fields."""
        value = self._get(name, {} if default is _MISSING else default)
        where = self._where.child(name)
        if not isinstance(value, dict):
            raise _fail(where, N_("{file}: {owner}: '{field}' must be a table of fields, not {value}."), value=_show(value))
        return Fields(value, where)

    def keys(self) -> list[str]:
        """The names of the fields present, in file order."""
        return list(self._data)

    def owned_by(self, owner: str | Msg) -> "Fields":
        """The same table, reported in messages as belonging to `owner`."""
        return Fields(self._data, Where(self._where.file, owner))

    def requiring(self, optional: frozenset[str]) -> "Fields":
        """The same table, where a field read but absent is refused unless
        named in `optional` (a player's tally, a section such as `[rob]`)."""
        return Fields(self._data, self._where, optional)

    def finish(self, known: Iterable[str] = ()) -> None:
        """Refuse any key that was not read, suggesting the nearest known one."""
        known = set(known) | self._read
        for key in self._data:
            if key not in known:
                where = self._where.child(key)
                suggestion = nearest(key, sorted(known))
                if suggestion:
                    raise _fail(where, N_("{file}: {owner}: unknown field '{field}'. Did you mean '{suggestion}'?"), suggestion=suggestion)
                raise _fail(where, N_("{file}: {owner}: unknown field '{field}'."))


def check_integer(value: Any, where: Where, minimum: int | None = 0, maximum: int | None = None) -> int:
    """`value` as a whole number between `minimum` and `maximum`, else BadInput naming the file, owner and field."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(where, N_("{file}: {owner}: '{field}' must be a whole number, not {value}."), value=_show(value))
    minimum = -MAX_COUNT if minimum is None else minimum
    maximum = MAX_COUNT if maximum is None else maximum
    if value < minimum:
        raise _fail(where, N_("{file}: {owner}: '{field}' is {value}, but it cannot be less than {minimum}."), value=value, minimum=minimum)
    if value > maximum:
        raise _fail(where, N_("{file}: {owner}: '{field}' is {value}, but it cannot be more than {maximum}."), value=value, maximum=maximum)
    return value




def match_choice(value: str, allowed: list[str], where: Where) -> str:
    """The one of `allowed` that `value` names (case, spaces and hyphens ignored, or its localized name), else BadInput with the nearest choice."""
    if not allowed:
        raise _fail(where, N_("{file}: {owner}: '{field}': '{value}' is not expected here: there is nothing of that kind in this tally."), value=value)
    wanted = _slug(value)
    for choice in allowed:
        if _slug(choice) == wanted:
            return choice
    localized = _localized_choice(value, allowed)
    if localized is not None:
        return localized
    suggestion = nearest(value, allowed)
    if suggestion:
        raise _fail(where, N_("{file}: {owner}: '{field}': unknown name '{value}'. Did you mean '{suggestion}'?"), value=value, suggestion=suggestion)
    raise _fail(where, N_("{file}: {owner}: '{field}': unknown name '{value}'. Known: {known}."), value=value, known=", ".join(allowed))


def _localized_choice(value: str, allowed: list[str]) -> str | None:
    """The id a name in any language stands for ('Testarudo' -> stubborn),
    read from the games' vocabularies; None unless exactly one fits."""
    from referee.core.registry import GAME_IDS
    from referee.core.vocabulary import fold, vocabulary

    typed = fold(value)
    found = {
        choice
        for game_id in GAME_IDS
        for choice in allowed
        if choice in (words := vocabulary(game_id)).words and typed in words.forms(choice)
    }
    return found.pop() if len(found) == 1 else None


def nearest(text: str, options: list[str]) -> str | None:
    """Tally fields and names: the shared did-you-mean, a little stricter."""
    from referee.core.suggest import nearest as suggest

    return suggest(text, options, cutoff=70)


def _show(value: Any) -> str:
    """A value as the user wrote it, short enough for one line (never fails)."""
    try:
        text = repr(value) if not isinstance(value, str) else f"'{value}'"
    except Exception:  # e.g. an integer too long to write out
        text = type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


@dataclass
class Tally:
    """A parsed tally: the mode, the top-level table and one `Fields` per player."""

    game: Game
    mode: Mode
    file: str
    top: Fields
    players: list[tuple[str, Fields]]
    optional: frozenset[str] = frozenset()  # the fields that may be left out (optional_fields)

    def section(self, name: str) -> Fields:
        """A top-level table besides the players' (Coming of Age's `[rob]`),
        read as a player's is: it must be there, and so must every field read
        from it that the game does not list as optional."""
        if not self.top.has(name):
            raise _fail(self.top.where.child(name), MISSING)
        return self.top.table(name).requiring(self.optional)


def load_tally(path: Path, game: Game, mode_override: str | None = None) -> Tally:
    """Read and check the frame of a tally; game-specific fields are read by the game's scorer."""
    from referee.core.files import read_toml

    shown = str(path)
    data = read_toml(path)
    return tally_from_data(data, game, shown, mode_override)


def tally_from_data(data: dict[str, Any], game: Game, shown: str, mode_override: str | None = None) -> Tally:
    """Check the frame of a tally already read (from a file or a session's state)."""
    top = Fields(data, Where(shown, Msg(N_("top level"))))
    if top.has("game"):
        named = top.text("game")
        from referee.core.registry import resolve_game

        if resolve_game(named).id != game.id:
            raise BadInput(N_("{file}: this tally is for '{named}', not for '{game}'."), file=shown, named=named, game=game.id)
    written = top.text("mode") if top.has("mode") else None
    if mode_override and written and game.mode_or_none(written) != game.mode_or_none(mode_override):
        raise BadInput(N_("{file}: the tally is for mode '{written}', not '{mode}'."), file=shown, written=written, mode=mode_override)
    mode_id = mode_override or written
    if mode_id is not None and game.mode_or_none(mode_id) is None:
        raise BadInput(
            N_("{file}: {game} has no mode '{mode}'. Its modes: {modes}."),
            file=shown, game=Names(game.names), mode=mode_id, modes=", ".join(game.modes),
        )
    mode = game.mode(mode_id)
    players_table = top.table("players", default=_MISSING) if top.has("players") else None
    if players_table is None or not players_table.keys():
        raise BadInput(N_("{file}: no players. Add one table per player, like [players.Ana]."), file=shown)
    players: list[tuple[str, Fields]] = []
    optional = optional_fields(game, mode)
    for name in players_table.keys():
        if not name.strip():
            raise BadInput(N_("{file}: a player table has an empty name; write [players.Ana]."), file=shown)
        players.append((name, players_table.table(name).owned_by(name).requiring(optional)))
    count = len(players)
    if not mode.min_players <= count <= mode.max_players:
        raise wrong_player_count(mode, count, shown)
    return Tally(game=game, mode=mode, file=shown, top=top, players=players, optional=optional)


def optional_fields(game: Game, mode: Mode) -> frozenset[str]:
    """The fields of a player's tally that may be left out in `mode` (game.toml
    `[tally]`: `optional` for every mode, `optional_in.MODE` for one); every
    other field the game's scorer reads must be written."""
    table = game.data.get("tally", {})
    return frozenset((*table.get("optional", ()), *table.get("optional_in", {}).get(mode.id, ())))
