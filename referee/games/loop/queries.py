"""Read-only questions the rules ask about the state.

Which CONTINUOUS EVENT is in force for the active player (P.14: only during
their own turn), what type a MATERIAL counts as (Craftsman's Forge,
Micro-Plastic), whether a player owns every type, what a GOAL needs, how
many FAVOUR the active player must draw.
"""

from __future__ import annotations

from collections import Counter

from referee.core.engine import IllegalMove
from referee.games.loop import data
from referee.games.loop.state import Activity, Material, Player, State
from referee.i18n import N_


def event_on(state: State, event: str) -> bool:
    """A CONTINUOUS EVENT affects players only during a turn (P.14)."""
    return state.active_event == event and state.phase == "turn"


def kind_for_use(state: State, material: Material) -> str:
    """The type a MATERIAL counts as now: Forge's type, and FOOD as PLASTIC under Micro-Plastic."""
    kind = material.forged or material.kind
    if kind == "food" and state.active_event == "micro-plastic":
        return "plastic"
    return kind


def kinds_owned(state: State, name: str) -> set[str]:
    return {kind_for_use(state, m) for m in state.people[name].materials}


def highest_quality(state: State, name: str) -> int:
    return max((m.quality for m in state.people[name].materials), default=0)


def goal_met(spec: dict, kept: list[Activity]) -> bool:
    """P.8 and P.11: PROPERTY across kept ACTIVITY; HOBBY (same name); CURIOSITY (all 5 colours)."""
    if spec["kind"] == "hobby":
        names = Counter(card.name for card in kept)
        return any(count >= 2 for count in names.values())
    if spec["kind"] == "curiosity":
        colours = {colour for card in kept for colour in card.colours}
        return colours >= set(data.material_types())
    have = Counter(prop for card in kept for prop in card.properties)
    need = Counter(spec["properties"])
    return all(have[prop] >= count for prop, count in need.items())


def wealth(state: State, name: str) -> int:
    """The Gap: COIN (not on CREDIT CARD) plus the QUALITY of every MATERIAL."""
    person = state.people[name]
    return person.coins + sum(m.quality for m in person.materials)


def must_draw(state: State) -> int:
    """How many FAVOUR the active player must draw now (P.6; Waitress P.18)."""
    if state.mode in data.MODES_WITHOUT_DRAW or state.this_turn.drawn:
        return 0
    favours = data.table()["favours"]
    if sum(state.player.hand.values()) >= favours["draw_below"]:
        return 0
    count = favours["waitress_draw_count"] if state.player.career == "waitress" else favours["draw_count"]
    return min(count, state.favours_available())


def numbered(state: State, person: Player) -> list[tuple[int, dict[str, int]]]:
    """Each CREDIT CARD `person` holds with the number `payoff` calls it by:
    the one it got when APPLYed, so paying one off renumbers no other
    (sessions recorded before: its place among the cards held now)."""
    if state.stable_card_numbers:
        return [(card["number"], card) for card in person.cards]
    return list(enumerate(person.cards, start=1))


def one_action(state: State, wanted: str) -> None:
    """Refuse a second kind of action: exactly 1 of WORK, BUY or CONSUME per turn (P.6 2.2)."""
    action = state.this_turn.action
    if action is not None and action != wanted:
        raise IllegalMove(
            N_("{player} already chose {action} this turn: only 1 of WORK, BUY or CONSUME per turn."),
            rule_ids=("turn.one-action",), player=state.active, action=action.upper(),
        )
