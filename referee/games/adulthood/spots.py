"""Step 1: placing Time, Money and Energy on the visible action spots (Player Turns).

A spot is named by its id: the four upper spots by their category (career,
community, leisure, wellness: the printed action, or the card covering it),
the four lower ones by their action (interview, donate, date, meditate),
`partner` for the Partner's action (with Open Relationship, the other
Partners by their card names) and a Resource or Trait by its card name.
Each spot is used once per turn; energy stands in for missing Time; every
action is paid now, and no action is added after step 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, Names
from referee.core.moves import Move, MoveSyntaxError
from referee.core.suggest import nearest
from referee.games.adulthood import cards, data
from referee.games.adulthood.state import Person, State
from referee.games.adulthood.tableau import facts_of, time_supply
from referee.i18n import N_


@dataclass(frozen=True)
class Spot:
    id: str
    cost: dict[str, int]
    gives: dict[str, int] = field(default_factory=dict)
    draws: str | None = None      # career, partner, values: a choice in step 2
    card: str | None = None       # the card printing this action, if any

    def label(self) -> Names | str:
        return self.card or data.spot_name(self.id)


def _tier(person: Person, facts: dict, upgraded: bool) -> str | None:
    """Careers and Partners: the left action before Promotion / Marriage, only the right one after."""
    return facts.get("upgraded") if upgraded else facts.get("action")


@cache
def printed() -> dict[str, Spot]:
    """The eight action spots printed on a Player Board, by id (read-only)."""
    return {spot_id: Spot(spot_id, dict(spec["cost"]), dict(spec.get("gives", {})), spec.get("draws")) for spot_id, spec in data.spots().items()}


def printed_rules(chosen: list[Spot]) -> tuple[str, ...]:
    """The rule entries printing the costs of the chosen spots that show the
    Player Board's own action (Parts of Your Board), for a refusal to cite."""
    return tuple(dict.fromkeys(data.spots()[s.id]["rule"] for s in chosen if s.card is None and s.id in data.spots()))


def visible(state: State, person: Person) -> dict[str, Spot]:
    """The action spots this player can use now, by id."""
    found: dict[str, Spot] = {}
    for spot_id, spec in data.spots().items():
        cover = person.slots.get(spec["category"]) if spec.get("upper") else None
        if cover is None:
            found[spot_id] = printed()[spot_id]
            continue
        facts = facts_of(state, cover)
        action = _tier(person, facts, person.promoted) if spec["category"] == "career" else facts.get("action")
        pair = cards.split_action(action)
        if pair:
            found[spot_id] = Spot(spot_id, pair[0], pair[1], card=cover)
    if person.partner:
        pair = cards.split_action(_tier(person, facts_of(state, person.partner), person.married))
        if pair:
            found["partner"] = Spot("partner", pair[0], pair[1], card=person.partner)
    for name in person.more_partners:    # Open Relationship: named by card, never Married (the marker is on `partner`)
        pair = cards.split_action(facts_of(state, name).get("action"))
        if pair:
            found[name] = Spot(name, pair[0], pair[1], card=name)
    for name in person.side:
        pair = cards.split_action(facts_of(state, name).get("action"))
        if pair:
            found[name] = Spot(name, pair[0], pair[1], card=name)
    for name in person.played_now:       # a new card's spots open next turn (Player Turns, 3b)
        for spot_id, spot in list(found.items()):
            if spot.card == name:
                del found[spot_id]
    return found


def payment(state: State, person: Person, chosen: list[Spot]) -> dict[str, int]:
    """What standing on `chosen` takes: Time meeples, Energy (as itself and as
    Time beyond the meeples) and Money."""
    time = sum(s.cost.get("time", 0) for s in chosen)
    energy = sum(s.cost.get("energy", 0) for s in chosen)
    money = sum(s.cost.get("money", 0) for s in chosen)
    meeples = min(time, time_supply(state, person))
    return {"time": meeples, "energy_as_time": time - meeples, "energy": energy, "money": money}


def affordable(state: State, person: Person, chosen: list[Spot]) -> bool:
    pay = payment(state, person, chosen)
    return pay["energy"] + pay["energy_as_time"] <= person.energy and pay["money"] <= person.money


def _a_spot(state: State, person: Person, word: str) -> bool:
    """A printed spot, the Partner's, or a card of the player's: a real spot, if not usable now."""
    return word in data.spots() or word == "partner" or word in person.side or word in person.more_partners or word in person.hand or cards.known(state, word) is not None


def place(state: State, move: Move):
    """`place SPOT...`: step 1, all at once (Player Turns, 1a-1d)."""
    person = state.people[move.player]
    if person.placed is not None:
        raise IllegalMove(
            N_("{player} has already placed for this turn ({spots}): no new action after step 1."),
            rule_ids=("turn.no-new-actions",), player=move.player, spots=", ".join(person.placed) or "—",
        )
    words = [data.spot_id(word) for word in move.arg(0, ())]
    spots = visible(state, person)
    chosen: list[Spot] = []
    for word in words:
        if word not in spots and not _a_spot(state, person, word):
            suggestion = nearest(word, [*spots, *data.play()["spot_aliases"]])
            if suggestion:
                raise MoveSyntaxError(N_("'{line}': there is no spot '{spot}'. Did you mean '{suggestion}'?"), line=move.text(), spot=word, suggestion=suggestion)
        if word not in spots:
            raise IllegalMove(
                N_("'{spot}' is not an action spot {player} can use now; visible spots: {spots}."),
                rule_ids=("turn.place-resources", "board.upper-lower", "turn.new-spots-next-turn"), spot=word, player=move.player, spots=", ".join(spots),
            )
        if words.count(word) > 1:
            raise IllegalMove(N_("Each action spot is used once per turn: {spot} is named twice."), rule_ids=("turn.once-per-turn",), spot=word)
        chosen.append(spots[word])
    pay = payment(state, person, chosen)
    need_energy = pay["energy"] + pay["energy_as_time"]
    if need_energy > person.energy or pay["money"] > person.money:
        raise IllegalMove(
            N_("{player} cannot pay for these spots: they take {time} Time, {energy} Energy and {money} Money (Energy standing in for Time beyond {meeples} meeples); {player} has {have_energy} Energy and {have_money} Money."),
            rule_ids=("turn.place-resources", "turn.energy-as-time", "turn.no-new-actions", *printed_rules(chosen)),
            player=move.player, time=sum(s.cost.get("time", 0) for s in chosen), energy=pay["energy"], money=pay["money"],
            meeples=time_supply(state, person), have_energy=person.energy, have_money=person.money,
        )
    yield
    person.placed = [s.id for s in chosen]
    meeples_left = time_supply(state, person)
    for spot in chosen:
        time = spot.cost.get("time", 0)
        meeples = min(time, meeples_left)
        meeples_left -= meeples
        person.on_spots[spot.id] = {"time": meeples, "energy_as_time": time - meeples, "energy": spot.cost.get("energy", 0), "money": spot.cost.get("money", 0)}
    person.energy -= need_energy
    person.money -= pay["money"]
    if not chosen:
        return [Msg(N_("{player} places nothing this turn."), player=move.player)]
    return [Msg(
        N_("{player} places on {spots}: {time} Time, {energy} Energy, {money} Money."),
        player=move.player, spots=", ".join(s.id for s in chosen), time=pay["time"] + pay["energy_as_time"], energy=need_energy, money=pay["money"],
    )]
