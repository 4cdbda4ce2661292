"""The Scoring Board: gaining and paying resources, moving the two markers.

Happy moves the Happiness marker, impact the Impact marker, always forward
("Players will never move backwards on any track until the end of the game");
sad and negative icons give Unhappiness / Negative Impact tokens instead.
Reaching a Grown-Up space makes the player Grown Up (one track is enough);
each Life Event space passed owes a Life Event at the end of the turn (not in
solo); the markers crossing triggers the end of the game.
"""

from __future__ import annotations

from referee.core.messages import Msg, ngettext
from referee.games.adulthood import data
from referee.games.adulthood.state import Person, State
from referee.i18n import N_


def crossed(state: State, person: Person, after_tokens: bool = False) -> bool:
    """Both markers in or past boxes sharing a border: the combined score
    reaches the board's crossing total (p. 10)."""
    cross = state.board().get("cross")
    if cross is None:
        return False
    total = person.happiness + person.impact
    if after_tokens:
        total -= min(person.unhappiness, person.happiness) + min(person.negative, person.impact)
    return total >= cross


def gain(state: State, person: Person, amounts: dict[str, int], changes: list[Msg], source: Msg | str = "") -> None:
    """Give `amounts` (energy, money, happy, impact, tokens) to `person`."""
    if not any(amounts.values()):
        return
    person.energy += amounts.get("energy", 0)
    person.money += amounts.get("money", 0)
    person.unhappiness += amounts.get("unhappiness", 0)
    person.negative += amounts.get("negative", 0)
    changes.append(Msg(N_("{player}: {gains} ({source})."), player=person.name, gains=data.amounts(amounts, "+"), source=source or "—"))
    for track, index in (("happiness", 0), ("impact", 1)):
        steps = amounts.get(track, 0)
        if steps > 0:
            _move(state, person, track, index, steps, changes)


def _move(state: State, person: Person, track: str, index: int, steps: int, changes: list[Msg]) -> None:
    before = getattr(person, track)
    after = before + steps
    setattr(person, track, after)
    board = state.board()
    grown = board.get("grown_up")
    if grown and not person.grown_up and before < grown[index] <= after:
        person.grown_up = True
        changes.append(Msg(N_("{player} reaches the Grown-Up space: takes the Grown-Up marker."), player=person.name))
    if state.mode != data.SOLO:
        spaces = board.get(f"events_{track}", [])
        passed = sum(1 for space in spaces if before < space <= after)
        if passed:
            state.events_owed[person.name] = state.events_owed.get(person.name, 0) + passed
            changes.append(ngettext("{player} passes {n} Life Event space: draws a Life Event, resolved at the end of the turn.",
                                   "{player} passes {n} Life Event spaces: draws a Life Event, resolved at the end of the turn.", passed, player=person.name))
    if state.mode != data.SOLO and not state.end_triggered and crossed(state, person):
        state.end_triggered = True
        changes.append(Msg(N_("{player}'s Happiness and Impact markers cross: the round is finished, then the game ends."), player=person.name))


def pay(person: Person, amounts: dict[str, int]) -> None:
    person.energy -= amounts.get("energy", 0)
    person.money -= amounts.get("money", 0)


def short(person: Person, amounts: dict[str, int]) -> bool:
    """True when `person` cannot pay `amounts` in energy and money now."""
    return amounts.get("energy", 0) > person.energy or amounts.get("money", 0) > person.money
