"""Adulthood's numbers, read once from `rulesets/adulthood/game.toml`.

`[play]` holds what the rulebook prints for play (starting supply, market,
the eight action spots, where each card type goes), `[scoring]` the end of
the game. Behaviour code asks this module and never repeats a number.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from referee.core.messages import Names
from referee.core.registry import get_game
from referee.core.vocabulary import fold

GAME_ID = "adulthood"
SOLO = "solo"
RESOURCES = ("time", "energy", "money", "happiness", "impact", "unhappiness", "negative")
SLOT_CATEGORIES = ("career", "community", "leisure", "wellness")


@cache
def play() -> dict[str, Any]:
    return get_game(GAME_ID).data["play"]


@cache
def scoring() -> dict[str, Any]:
    return get_game(GAME_ID).scoring


def spots() -> dict[str, dict[str, Any]]:
    """The eight printed action spots of a Player Board, by id."""
    return play()["spots"]


def spot_id(word: str) -> str:
    """A spot as typed ('carrera', 'Career') -> its id ('career'); card names pass through."""
    word = word.lower()
    return play()["spot_aliases"].get(word, word)


def spot_name(spot: str) -> Names | str:
    names = play()["spot_names"].get(spot)
    return Names(names) if names else spot


def type_name(kind: str | None) -> Names | str:
    names = play()["type_names"].get(kind or "")
    return Names(names) if names else (kind or "?")


def is_open_relationship(card: str) -> bool:
    """True when `card` is the Open Relationship trait (Card Types, Partners),
    by the name the table plays it under, either language."""
    return fold(card) in _open_relationship_names()


@cache
def _open_relationship_names() -> frozenset[str]:
    return frozenset(fold(name) for name in play()["open_relationship"])


def card_types() -> dict[str, str]:
    """Card type -> where it goes when played (slot, partner, side, stack)."""
    return play()["card_types"]


def life_icons() -> tuple[str, ...]:
    return tuple(scoring()["life_icons"])


def market_size(mode: str) -> int:
    return play()["solo"]["market_size"] if mode == SOLO else play()["market_size"]


def solo_prices() -> list[dict[str, int]]:
    return play()["solo"]["prices"]


def solo_life_events() -> int:
    return play()["solo"]["life_events"]


def meditate_cards() -> int:
    """The Values cards one standard Meditate moves to hand or swaps (Wellness b)."""
    return spots()["meditate"]["cards"]


def cited(state, rule_ids: tuple[str, ...]) -> tuple[str, ...]:
    """The rule entries among `rule_ids` that apply in the game's mode: a
    standard game leaves out the solo changes ('solo.*'), a solo game the
    standard rules they replace. All of them if none would be left."""
    if state.mode == SOLO:
        replaced = set(play()["solo"]["replaced_rules"])
        kept = tuple(rule for rule in rule_ids if rule not in replaced)
    else:
        kept = tuple(rule for rule in rule_ids if not rule.startswith(f"{SOLO}."))
    return kept or tuple(rule_ids)


@cache
def resource_words() -> dict[str, dict[str, str]]:
    """Language -> resource -> its name in that language (English where the data has none)."""
    names = play()["resource_names"]
    langs = sorted({"en"} | {lang for spec in names.values() for lang in spec})
    return {lang: {key: spec.get(lang, spec["en"]) for key, spec in names.items()} for lang in langs}


def amounts(values: dict[str, int], sign: str = "") -> Names:
    """An amount as words in each language: '+1 Energy, +2 Happiness'. Made
    once per amount (a message parameter, never changed: a fold writes one
    at most events, and a search for legal moves one per refusal)."""
    return _amounts(tuple(values.get(key, 0) for key in RESOURCES), sign)


@lru_cache(maxsize=1024)
def _amounts(counts: tuple[int, ...], sign: str) -> Names:
    parts = [(key, n) for key, n in zip(RESOURCES, counts) if n]
    if not parts:
        return Names({lang: "0" for lang in resource_words()})
    return Names({lang: ", ".join(f"{sign}{n} {words[key]}" for key, n in parts) for lang, words in resource_words().items()})
