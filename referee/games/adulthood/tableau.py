"""A player's tableau: the cards played (four slots, Partner, Resources and
Traits, the Experience stack), the Life icons they show, and the action spots
they open or cover."""

from __future__ import annotations

from collections import Counter
from typing import Any

from referee.games.adulthood import cards, data
from referee.games.adulthood.state import Person, State


def tableau(person: Person) -> list[str]:
    """Every card a player has played, Experience stack included."""
    played = [name for name in person.slots.values()]
    return played + partners(person) + person.side + person.experiences


def partners(person: Person) -> list[str]:
    """The active Partners: one, or more with the Open Relationship trait (Card Types)."""
    return ([person.partner] if person.partner else []) + person.more_partners


def open_relationship(person: Person) -> bool:
    """True when the player has the Open Relationship trait in play (Card Types,
    Partners: "You can only have one Partner active at a time (unless you
    have the Open Relationship trait!)")."""
    return any(data.is_open_relationship(name) for name in person.side)


def icons(state: State, person: Person) -> Counter:
    """The Life icons a player has: every card of the tableau and the stack (Card Types; Cards without Actions)."""
    found: Counter = Counter()
    for name in tableau(person):
        facts = cards.known(state, name) or {}
        found.update(facts.get("icons", []))
    return found


def missing_icons(state: State, person: Person, wanted: list[str]) -> list[str]:
    """The icons of `wanted` (a multiset, e.g. fame, fame) the player lacks."""
    have = icons(state, person)
    lacking = Counter(wanted) - have
    return sorted(lacking.elements())


def time_supply(state: State, person: Person) -> int:
    """Time meeples: the 8 of set-up plus extra Time printed on Resources and Traits."""
    extra = sum((cards.known(state, name) or {}).get("time", 0) for name in person.side)
    return data.play()["time"] + extra


def card_type(state: State, name: str) -> str | None:
    return (cards.known(state, name) or {}).get("type")


def facts_of(state: State, name: str | None) -> dict[str, Any]:
    return (cards.known(state, name) or {}) if name else {}
