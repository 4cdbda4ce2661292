"""LOOP's numbers and card lists, read once from `rulesets/loop/`.

`game.toml` ([play.*] sections) holds the table constants, `careers.toml` the
20 CAREER cards plus the INTERN, `events.toml` the 30 EVENT cards. Behaviour
code asks this module and never repeats a number from the rulebook.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from referee.core.files import read_toml
from referee.core.messages import Names
from referee.core.registry import get_game
from referee.core.resources import rulesets_dir

GAME_ID = "loop"
MODES_WITH_CAREERS = ("competitive", "cooperative", "solo")   # P.12 "Use CAREER: INTERN Only" in Basic
MODES_WITH_EVENTS = ("competitive", "cooperative", "solo")    # P.13 Competitive = Basic + EVENT, CREDIT CARD
MODES_WITHOUT_DRAW = ("cooperative", "solo")                  # P.16, P.17 "You will not draw FAVOUR"
MODES_PLAYED_FACE_UP = ("cooperative", "solo")                # P.16, P.17 FAVOUR placed face-up, back on WORK
CENTRAL = "central"       # the Solo Mode central LANDFILL (token)
BUY_AREA = "buy"          # the BUY AREA as an owner token (Solo SHARE / BARTER)


@cache
def table() -> dict[str, Any]:
    return get_game(GAME_ID).data["play"]


@cache
def scoring() -> dict[str, Any]:
    return get_game(GAME_ID).scoring


def _read(name: str) -> dict[str, Any]:
    return read_toml(rulesets_dir() / GAME_ID / name)


@cache
def careers() -> dict[str, dict[str, Any]]:
    return _read("careers.toml")["careers"]


@cache
def events() -> dict[str, dict[str, Any]]:
    return _read("events.toml")["events"]


def ability_numbers(career: str) -> dict[str, int]:
    """The numbers a CAREER's ABILITY prints (careers.toml `ability_numbers`):
    the COIN, REPUTATION and QUALITY it moves and its limits (P.18)."""
    return careers()[career]["ability_numbers"]


def quality_per_coin(career: str, kind: str) -> int:
    """QUALITY each COIN buys when `career` BUYs or RECYCLEs a MATERIAL of
    `kind`: 1, unless the CAREER's ABILITY says otherwise (the Chef's
    Supersize, FOOD "double the QUALITY than COIN you paid", P.18:
    `ability_numbers` `food_quality_per_coin`)."""
    if "ability_numbers" not in careers().get(career, {}):
        return 1
    return ability_numbers(career).get(f"{kind}_quality_per_coin", 1)


def career_name(career: str) -> Names:
    return Names(careers()[career]["names"])


def event_name(event: str) -> Names:
    return Names(events()[event]["names"])


def material_types() -> tuple[str, ...]:
    return tuple(table()["materials"]["types"])


def properties() -> tuple[str, ...]:
    return tuple(table()["activities"]["properties"])


def favour_types(mode: str) -> tuple[str, ...]:
    favours = table()["favours"]
    return tuple(favours["blue"] if mode == "solo" else favours["red"])


ALL_FAVOURS = ("acquire", "barter", "recycle", "renew", "resell", "share")


def careers_for(mode: str) -> tuple[str, ...]:
    """CAREER cards dealt in this mode (P.12 Mode Comparison; P.18 shields); the INTERN is the back of every card."""
    return tuple(c for c, spec in careers().items() if c != "intern" and mode not in spec["not_for"])


def events_for(mode: str) -> tuple[str, ...]:
    """EVENT cards used in this mode (P.16, P.17: remove Not-For-Coop / Not-For-Solo)."""
    return tuple(e for e, spec in events().items() if mode not in spec["not_for"])


def goal_limit(mode: str) -> int:
    rules = scoring()
    return rules["solo_goals"] if mode == "solo" else rules["goals_per_player"]


def happiness_max() -> int:
    return scoring()["happiness_max"]


def happiness_min() -> int:
    return scoring()["happiness_min"]


def reputation_max() -> int:
    return scoring()["reputation_max"]


def zone(happiness: int) -> int:
    """The zone (0, 1, 2) of a HAPPINESS value (P.14)."""
    for index, top in enumerate(table()["happiness"]["zone_tops"]):
        if happiness <= top:
            return index
    return len(table()["happiness"]["zone_tops"]) - 1
