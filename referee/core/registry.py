"""The game registry: which games exist, their names, player counts and modes.

Everything comes from `rulesets/<game>/game.toml`; this module only reads and
checks it. Game ids are fixed (`coming-of-age`, `loop`, `adulthood`, `cv`);
aliases from the data and unambiguous prefixes are accepted too.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from referee.core.errors import BadInput
from referee.core.messages import Names
from referee.core.resources import rulesets_dir
from referee.i18n import N_

GAME_IDS = ("coming-of-age", "loop", "adulthood", "cv")


@dataclass(frozen=True)
class Mode:
    id: str
    names: dict[str, str]
    min_players: int
    max_players: int
    default: bool = False
    page: int | None = None

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["en"]


@dataclass(frozen=True)
class Game:
    id: str
    names: dict[str, str]
    aliases: tuple[str, ...]
    min_players: int
    max_players: int
    modes: dict[str, Mode]
    data: dict[str, Any] = field(repr=False, compare=False)

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["en"]

    @property
    def default_mode(self) -> Mode:
        return next((m for m in self.modes.values() if m.default), next(iter(self.modes.values())))

    def mode_or_none(self, mode_id: str) -> Mode | None:
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
        return self.data.get("scoring", {})

    @property
    def tie_breaks(self) -> list[dict[str, Any]]:
        return self.data.get("tie_breaks", [])


def _load(game_id: str) -> Game:
    with (rulesets_dir() / game_id / "game.toml").open("rb") as handle:
        data = tomllib.load(handle)
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
    return _load(game_id)


def all_games() -> list[Game]:
    return [get_game(game_id) for game_id in GAME_IDS]


def _key(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def resolve_game(text: str) -> Game:
    """The game a user means by `text`: an id, an alias, a name or a unique prefix."""
    wanted = _key(text)
    if not wanted:
        raise BadInput(N_("No game given. Games: {games}."), games=", ".join(GAME_IDS))
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

    best = nearest(text, GAME_IDS)
    if best:
        raise BadInput(
            N_("Unknown game '{game}'. Did you mean '{suggestion}'? Games: {games}."),
            game=text,
            suggestion=best,
            games=", ".join(GAME_IDS),
        )
    raise BadInput(N_("Unknown game '{game}'. Games: {games}."), game=text, games=", ".join(GAME_IDS))
