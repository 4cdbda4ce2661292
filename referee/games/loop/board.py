"""The shared board: the cards the players flip over and report.

`activity NAME [COLOUR COLOUR PROPERTY PROPERTY]` enters an ACTIVITY card
when it appears in the CONSUME AREA (the rulebook does not list the cards,
so the players type each one once; it is remembered by name). `material
TYPE [QUALITY]` reports a MATERIAL flipped into the BUY AREA (its shown
QUALITY matters only in Solo Mode). `burn TYPE` reports the MATERIAL burned
in Cooperative (each round) and Solo (each turn) Mode. Refills happen at
turn end (P.10 2.7), or at once under Skinner Box.
"""

from __future__ import annotations

from collections.abc import Iterator

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.core.moves import Move, MoveSyntaxError
from referee.games.loop import data, effects
from referee.games.loop.state import Activity, Material, State, bump
from referee.games.loop.tokens import PROPERTY_WORD, kind_of
from referee.i18n import N_

ACTIVITY_RULES = ("turn.end-refill", "goal.properties")


def material_slots_to_fill(state: State) -> int:
    return sum(1 for slot in state.buy_area if slot is None) if state.deck_size() > 0 else 0


def activity_slots_to_fill(state: State) -> int:
    if state.activity_deck_size() == 0 and not state.activity_discard:
        return 0
    return sum(1 for slot in state.consume_area if slot is None)


def refill_now(state: State) -> bool:
    """Skinner Box: empty slots are refilled immediately during a turn."""
    return state.active_event == "skinner-box" and state.phase == "turn" and (
        material_slots_to_fill(state) > 0 or activity_slots_to_fill(state) > 0
    )


def parse_activity(state: State, move: Move) -> Activity:
    name = move.arg(0).lower()
    details = move.arg(1, ())
    known = state.activity_catalog.get(name, [])
    if not known and state.activity_deck_size() == 0:
        known = list(dict.fromkeys(c for c in state.activity_discard if c.name == name))
    if not known and not details:
        known = remembered_activities(state, name)
    if not details:
        if len(known) == 1:
            return known[0]
        if not known:
            raise MoveSyntaxError(
                N_("ACTIVITY '{activity}' is new: enter it once with its 2 colours and 2 PROPERTY, e.g. '{example}'."),
                activity=name, example=f"{move.player}: activity {name} glass plastic house heart",
            )
        raise MoveSyntaxError(N_("There are 2 different '{activity}' ACTIVITY: give its colours and PROPERTY."), activity=name)
    if len(details) != 4:
        raise MoveSyntaxError(
            N_("An ACTIVITY is entered with 2 colours and 2 PROPERTY, e.g. '{example}'."),
            example=f"{move.player}: activity {name} glass plastic house heart",
        )
    colours = tuple(sorted(kind_of(word) for word in details[:2]))
    props = tuple(sorted(kind_of(word, data.properties(), PROPERTY_WORD) for word in details[2:]))
    if props[0] == props[1]:
        raise IllegalMove(N_("Each ACTIVITY has 2 different PROPERTY, not {prop} twice."), rule_ids=("goal.properties",), prop=props[0])
    return Activity(name, colours, props)  # type: ignore[arg-type]


def activity_fact(card: Activity) -> tuple[str, dict]:
    """The component fact of an ACTIVITY's printed face: one key per face,
    since the two copies of a name may differ."""
    key = f"activity.{card.name}.{'+'.join(card.colours)}.{'+'.join(card.properties)}"
    return key, {"colours": list(card.colours), "properties": list(card.properties)}


def remembered_activities(state: State, name: str) -> list[Activity]:
    """The faces of ACTIVITY `name` known from the session file or the user's
    catalog (a face that does not read as one is ignored)."""
    faces = []
    for key in state.facts.keys_under(f"activity.{name}."):
        value = state.facts.get(key)
        colours, props = (value.get("colours"), value.get("properties")) if isinstance(value, dict) else (None, None)
        if (isinstance(colours, list) and isinstance(props, list) and len(colours) == 2 and len(props) == 2
                and all(c in data.material_types() for c in colours) and all(p in data.properties() for p in props)):
            faces.append(Activity(name, tuple(sorted(colours)), tuple(sorted(props))))  # type: ignore[arg-type]
    return faces


def copies_in_play(state: State, name: str) -> int:
    places = [*state.consume_area, *state.activity_discard, *state.activity_known]
    for person in state.people.values():
        places.extend(person.activities)
    return sum(1 for card in places if card is not None and card.name == name)


def reveal_activity(state: State, move: Move) -> Iterator[None]:
    """The 'activity' move: An ACTIVITY flipped into the CONSUME AREA: NAME, then (the first
    time) 2 colours and 2 PROPERTY."""
    spec = data.table()["activities"]
    if activity_slots_to_fill(state) == 0:
        raise IllegalMove(N_("There is no empty ACTIVITY slot to refill (or no ACTIVITY left)."), rule_ids=("turn.end-refill",))
    card = parse_activity(state, move)
    reshuffle = state.activity_deck_size() == 0   # the Discard Pile becomes the deck (P.10 2.7)
    reshuffled = list(state.activity_discard) if reshuffle else state.activity_known
    known = state.activity_catalog.get(card.name, [])
    if reshuffled:
        if card not in reshuffled:
            names = ", ".join(sorted({c.name for c in reshuffled}))
            raise IllegalMove(N_("The ACTIVITY deck holds only reshuffled cards: {names}."), rule_ids=("turn.end-refill",), names=names)
    else:
        if card not in known and len(known) >= spec["copies_per_name"]:
            raise IllegalMove(N_("Only {count} ACTIVITY share a name, and both '{activity}' are known."), rule_ids=("goal.hobby",), count=spec["copies_per_name"], activity=card.name)
        if card not in known and len(state.activity_catalog) + (card.name not in state.activity_catalog) > spec["total"] // spec["copies_per_name"]:
            raise IllegalMove(N_("There are only {count} ACTIVITY names."), rule_ids=("goal.hobby",), count=spec["total"] // spec["copies_per_name"])
        if copies_in_play(state, card.name) >= spec["copies_per_name"]:
            raise IllegalMove(N_("Both '{activity}' ACTIVITY cards are already on the table."), rule_ids=("goal.hobby",), activity=card.name)
    yield
    changes: list[Msg] = []
    if reshuffle:
        state.activity_known, state.activity_discard = list(state.activity_discard), []
        changes.append(Msg(N_("The ACTIVITY deck is empty: the Discard Pile is shuffled into a new deck.")))
    known = state.activity_catalog.setdefault(card.name, [])
    if state.activity_known:
        state.activity_known.remove(card)
    else:
        state.activity_unseen -= 1
    if card not in known:
        known.append(card)
    state.facts.learn(*activity_fact(card))
    slot = state.consume_area.index(None)
    state.consume_area[slot] = card
    changes.append(Msg(N_("ACTIVITY {activity} ({colours}; {props}) goes to the CONSUME AREA."), activity=card.name, colours="+".join(card.colours), props="+".join(card.properties)))
    return changes


def reveal_material(state: State, move: Move, by: str | None) -> Iterator[None]:
    if material_slots_to_fill(state) == 0:
        raise IllegalMove(N_("There is no empty MATERIAL slot to refill (or the deck is empty)."), rule_ids=("turn.end-refill",))
    kind = move.arg(0)
    quality = move.arg(1)
    if state.mode == "solo" and quality is None:
        raise MoveSyntaxError(N_("In Solo Mode give the MATERIAL's shown QUALITY, e.g. '{example}'."), example=f"{move.player}: material {kind} 2")
    effects.check_deck(state, kind, ("turn.end-refill",))
    yield
    effects.take_from_deck(state, kind, ("turn.end-refill",))
    slot = state.buy_area.index(None)
    state.buy_area[slot] = Material(kind, quality or 0)
    changes = [Msg(N_("{kind} goes to the BUY AREA."), kind=kind)]
    effects.check_depletion(state, changes, by)
    return changes


def burn(state: State, move: Move) -> Iterator[None]:
    """Burning MATERIAL (P.16 Cooperative, P.17 Solo): the top card goes to the Discard Pile; no DEPLETION Penalty."""
    kind = move.arg(0)
    rule = "solo.burning-material" if state.mode == "solo" else "coop.burning-material"
    effects.check_deck(state, kind, (rule,))
    yield
    effects.take_from_deck(state, kind, (rule,))
    bump(state.discard, kind)
    state.burn_due = False
    changes = [Msg(N_("{kind} is burned from the MATERIAL deck."), kind=kind)]
    effects.check_depletion(state, changes, None)
    return changes
