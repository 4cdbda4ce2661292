"""The game registry: which games exist, their names, player counts and modes.

Everything comes from `rulesets/<game>/game.toml`; this module only reads and
checks it. A game exists when its folder holds a `game.toml`: registering a
game is adding that folder (and its package under `referee/games/`), never an
edit here. Games are listed by the `order` key of their game.toml (games
without one come last, by id); aliases from the data and unambiguous
prefixes are accepted too. `check_table` is the one check of a table's
players and mode, with one wording, for every game.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from referee.core.errors import BadInput
from referee.core.files import read_toml
from referee.core.messages import Msg, Names, ngettext
from referee.core.resources import rulesets_dir
from referee.i18n import N_


@dataclass(frozen=True)
class Mode:
    """A way to play a game (standard, solo, ...) with its player range and rulebook page."""

    id: str
    names: dict[str, str]
    min_players: int
    max_players: int
    default: bool = False
    page: int | None = None

    def name(self, lang: str) -> str:
        """The mode's name in `lang` (English when the data has none)."""
        return self.names.get(lang) or self.names["en"]


@dataclass(frozen=True)
class Game:
    """A game as its game.toml describes it: names, aliases, player range,
    modes, and the whole data (`data`) for the game's own modules."""

    id: str
    names: dict[str, str]
    aliases: tuple[str, ...]
    min_players: int
    max_players: int
    modes: dict[str, Mode]
    data: dict[str, Any] = field(repr=False, compare=False)

    def name(self, lang: str) -> str:
        """The game's name in `lang` (English when the data has none)."""
        return self.names.get(lang) or self.names["en"]

    @property
    def default_mode(self) -> Mode:
        """The mode marked `default` (else the first)."""
        return next((m for m in self.modes.values() if m.default), next(iter(self.modes.values())))

    def mode_or_none(self, mode_id: str) -> Mode | None:
        """The mode `mode_id` names (case, '_' and spaces forgiven), or None."""
        return self.modes.get(mode_id.strip().lower().replace("_", "-").replace(" ", "-"))

    def mode(self, mode_id: str | None) -> Mode:
        """The mode named `mode_id` (or the default); a BadInput for one the game lacks."""
        if mode_id is None:
            return self.default_mode
        found = self.mode_or_none(mode_id)
        if found is not None:
            return found
        raise BadInput(
            N_("{game} has no mode '{mode}'. Its modes: {modes}."),
            game=Names(self.names),
            mode=mode_id,
            modes=", ".join(self.modes),
        )

    @property
    def scoring(self) -> dict[str, Any]:
        """The [scoring] table of game.toml."""
        return self.data.get("scoring", {})

    @property
    def tie_breaks(self) -> list[dict[str, Any]]:
        """The ordered tie-break chain of game.toml."""
        return self.data.get("tie_breaks", [])


@cache
def _folders() -> frozenset[str]:
    """Ids of the games shipped: the folders of `rulesets/` that hold a game.toml (no TOML read)."""
    root = rulesets_dir()
    return frozenset(name for name in os.listdir(root) if (root / name / "game.toml").is_file())


@cache
def game_ids() -> tuple[str, ...]:
    """Every game id, in listing order (the `order` key of each game.toml, then the id)."""
    return tuple(sorted(_folders(), key=lambda game_id: (get_game(game_id).data.get("order", float("inf")), game_id)))


class Ids(Sequence[str]):
    """A read-only sequence of ids computed when first needed: `contains`
    answers membership cheaply (no TOML read, no import: start-up time is felt
    at the table); `listing` gives the ids in order when they are iterated."""

    def __init__(self, listing: Callable[[], tuple[str, ...]], contains: Callable[[str], bool]):
        self._listing = listing
        self._contains = contains

    def __contains__(self, item: object) -> bool:
        return isinstance(item, str) and self._contains(item)

    def __iter__(self) -> Iterator[str]:
        return iter(self._listing())

    def __len__(self) -> int:
        return len(self._listing())

    def __getitem__(self, index):
        return self._listing()[index]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, (tuple, list, Ids)) and tuple(self) == tuple(other)

    def __hash__(self) -> int:
        return hash(self._listing())

    def __repr__(self) -> str:
        return repr(self._listing())


GAME_IDS: Sequence[str] = Ids(game_ids, lambda game_id: game_id in _folders())


def _load(game_id: str) -> Game:
    data = read_toml(rulesets_dir() / game_id / "game.toml")
    modes = {
        mode_id: Mode(
            id=mode_id,
            names=dict(spec["names"]),
            min_players=spec["players"][0],
            max_players=spec["players"][1],
            default=bool(spec.get("default", False)),
            page=spec.get("page"),
        )
        for mode_id, spec in data["modes"].items()
    }
    return Game(
        id=data["id"],
        names=dict(data["names"]),
        aliases=tuple(data.get("aliases", ())),
        min_players=data["players"]["min"],
        max_players=data["players"]["max"],
        modes=modes,
        data=data,
    )


@cache
def get_game(game_id: str) -> Game:
    """The game `game_id` as its game.toml describes it (read once)."""
    return _load(game_id)


def all_games() -> list[Game]:
    """Every game, in listing order."""
    return [get_game(game_id) for game_id in game_ids()]


def check_table(game: Game, mode_id: str | None, players: Sequence[str]) -> Mode:
    """The mode `mode_id` (or the game's default) once these players fit it:
    different names, each a single word without ':', as many as the mode
    allows. The one check of a table for every game; a BadInput otherwise."""
    mode = game.mode(mode_id)
    if len({name.lower() for name in players}) != len(players):
        raise BadInput(N_("Player names must be different: {players}."), players=", ".join(players))
    bad = [name for name in players if ":" in name or len(name.split()) != 1]
    if bad:
        raise BadInput(N_("Player names must be single words without ':': {names}."), names=", ".join(bad))
    if not mode.min_players <= len(players) <= mode.max_players:
        raise wrong_player_count(mode, len(players))
    return mode


def wrong_player_count(mode: Mode, count: int, file: str | None = None) -> BadInput:
    """The refusal of `count` players for `mode` (of the tally `file`, when one
    is named): the mode's range, or its one count for a mode played by exactly
    one number of players ("Solo is for exactly 1 player", never "1 to 1")."""
    names = Names(mode.names)
    if mode.min_players == mode.max_players:
        if file is None:
            return BadInput(ngettext("{mode} is for exactly {n} player, not {count}.",
                                     "{mode} is for exactly {n} players, not {count}.", mode.min_players, mode=names, count=count))
        return BadInput(ngettext("{file}: {players}, but {mode} is for exactly {n} player.",
                                 "{file}: {players}, but {mode} is for exactly {n} players.", mode.min_players,
                                 file=file, mode=names, players=players_counted(count)))
    if file is None:
        return BadInput(N_("{mode} is for {minimum} to {maximum} players, not {count}."), mode=names,
                        minimum=mode.min_players, maximum=mode.max_players, count=count)
    return BadInput(N_("{file}: {players}, but {mode} is for {minimum} to {maximum} players."),
                    file=file, players=players_counted(count), mode=names, minimum=mode.min_players, maximum=mode.max_players)


def players_counted(count: int) -> Msg:
    """"1 player", "3 players": a count of players with its plural in the reader's language."""
    return ngettext("{n} player", "{n} players", count)


def _key(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def resolve_game(text: str) -> Game:
    """The game a user means by `text`: an id, an alias, a name or a unique prefix."""
    wanted = _key(text)
    if not wanted:
        raise BadInput(N_("No game given. Games: {games}."), games=", ".join(game_ids()))
    candidates: dict[str, Game] = {}
    for game in all_games():
        keys = {_key(game.id), *(_key(alias) for alias in game.aliases), *(_key(n) for n in game.names.values())}
        if wanted in keys:
            return game
        if any(key.startswith(wanted) for key in keys):
            candidates[game.id] = game
    if len(candidates) == 1:
        return next(iter(candidates.values()))
    from referee.core.suggest import nearest

    best = nearest(text, game_ids())
    if best:
        raise BadInput(
            N_("Unknown game '{game}'. Did you mean '{suggestion}'? Games: {games}."),
            game=text,
            suggestion=best,
            games=", ".join(game_ids()),
        )
    raise BadInput(N_("Unknown game '{game}'. Games: {games}."), game=text, games=", ".join(game_ids()))
