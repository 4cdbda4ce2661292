"""CV's numbers, read once from `rulesets/cv/game.toml` ([play]).

Behaviour code asks this module and never repeats a number from the
rulebook: dice, rerolls, the track, deck sizes, the childhood deck by player
count, which card types stack where.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from referee.core.messages import Names
from referee.core.registry import get_game
from referee.core.vocabulary import fold

GAME_ID = "cv"


@cache
def table() -> dict[str, Any]:
    return get_game(GAME_ID).data["play"]


def faces() -> tuple[str, ...]:
    """The six die symbols (the rulebook's picture of them is missing: see game.toml)."""
    return tuple(table()["dice"]["faces"])


def good_luck() -> str:
    return table()["dice"]["good_luck"]


def bad_luck() -> str:
    return table()["dice"]["bad_luck"]


def stages() -> tuple[str, ...]:
    """The life-stage decks that feed the track, in the order they are used."""
    return tuple(table()["stages"])


def deck_size(deck: str) -> int:
    return table()["decks"][deck]


def cv_types() -> tuple[str, ...]:
    return tuple(table()["cv"]["types"])


def card_types() -> tuple[str, ...]:
    """Every type a track card can have: the CV types and the event."""
    return cv_types() + tuple(table()["cv"]["hand_types"])


def goes_anywhere(kind: str) -> bool:
    """Health, Relationship, Knowledge: on top of the stack or under any card."""
    return kind in table()["cv"]["anywhere"]


def public_goals(players: int) -> int:
    return players - table()["public_goals_fewer_than_players"]


def keep_per_pass() -> int:
    """Childhood cards each player keeps of those in front of them, each pass of the draft."""
    return table()["childhood"]["keep_per_pass"]


def good_luck_buys() -> int:
    """Good luck symbols (dice and tokens) that buy any card of the track."""
    return table()["good_luck_buys"]


def childhood_deck(players: int) -> int:
    """Cards in the prepared childhood deck: the bicycle plus 5 / 8 random, or all 12."""
    extra = table()["childhood"]["random_with_bicycle"].get(str(players))
    return deck_size("childhood") if extra is None else extra + 1


def bicycle() -> str:
    return table()["childhood"]["bicycle"]


@cache
def _named_life_goals() -> dict[str, Names]:
    """Every way the rulebook writes a named life goal (folded) -> its names."""
    found: dict[str, Names] = {}
    for names in table().get("named_life_goals", {}).values():
        for name in names.values():
            found[fold(name)] = Names(names)
    return found


def life_goal_shown(typed: str) -> Names | str:
    """A life goal as shown to the table: one the rulebook names ("Collector",
    typed in either language) in the reader's language; any other as the
    players named it, since only its card prints it."""
    return _named_life_goals().get(fold(typed), typed)
