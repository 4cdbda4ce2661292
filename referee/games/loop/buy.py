"""BUY (P.6 2.2 b; REPUTATION P.9 2.5 b) and what a CAREER or the CONTINUOUS
EVENT in force changes in it, as a table of modifiers.

The handler validates, yields, then mutates (the core handler contract:
`check` runs it up to its `yield`, on the state itself, without a copy). The
modifiers of the buyer's CAREER and of the CONTINUOUS EVENT in force (P.14:
only during the active player's turn) are looked up once; each hook a
modifier fills is one rule of the card: forbidding the BUY outright, another
number of MATERIAL per BUY turn, more QUALITY per COIN for a type, a limit on
type and QUALITY, an option word it opens.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move, MoveSyntaxError
from referee.games.loop import data, effects
from referee.games.loop.queries import event_on, highest_quality, one_action
from referee.games.loop.state import Material, State, bump
from referee.games.loop.tokens import buy_area_slot, owner_of, parse_ref, split
from referee.i18n import N_


@dataclass(frozen=True)
class BuyModifier:
    """How one CAREER or CONTINUOUS EVENT changes a BUY; every hook is optional.

    forbid(state, move): refuse the BUY outright, before its price;
    per_turn(): MATERIAL bought per BUY turn, instead of the usual 3 (and the rule that says so);
    limit(state, move, kind, quality): refuse once the type and QUALITY are known;
    opens: the option words it allows ('half', 'free', 'landfill');
    slack: a BUY is allowed in a WORK turn (how many MATERIAL: the CAREER's `ability_numbers`)."""

    forbid: Callable[[State, Move], None] | None = None
    per_turn: Callable[[], tuple[int, str]] | None = None
    limit: Callable[[State, Move, str, int], None] | None = None
    opens: tuple[str, ...] = ()
    slack: bool = False


def _bad_debt(state: State, move: Move) -> None:
    if state.player.cards:
        raise IllegalMove(N_("Bad Debt: {player} owns {count} CREDIT CARD and cannot BUY."), rule_ids=("event.bad-debt",), player=move.player, count=len(state.player.cards))


def _everything_online(state: State, move: Move) -> None:
    if not state.player.cards:
        raise IllegalMove(N_("Everything Is Online: without a CREDIT CARD {player} cannot spend COIN."), rule_ids=("event.everything-is-online",), player=move.player)


def _red_gown(state: State, move: Move, kind: str, quality: int) -> None:
    best = highest_quality(state, move.player)
    if quality < best:
        raise IllegalMove(N_("Red Gown: {player} must BUY at QUALITY {best} or more (best MATERIAL owned), not {quality}."), rule_ids=("event.red-gown",), player=move.player, best=best, quality=quality)


def _disposable_culture(state: State, move: Move, kind: str, quality: int) -> None:
    only = data.table()["events"]["disposable_culture_quality"]
    if kind == "plastic" and quality != only:
        raise IllegalMove(N_("Disposable Culture: PLASTIC only at QUALITY {only}, not {quality}."), rule_ids=("event.disposable-culture",), quality=quality, only=only)


# The CONTINUOUS EVENT that change a BUY (P.19-21) and the CAREER (P.18).
EVENT_MODIFIERS: dict[str, BuyModifier] = {
    "bad-debt": BuyModifier(forbid=_bad_debt),
    "everything-is-online": BuyModifier(forbid=_everything_online),
    "economic-slowdown": BuyModifier(per_turn=lambda: (data.table()["events"]["slowdown_buy"], "event.economic-slowdown")),
    "red-gown": BuyModifier(limit=_red_gown),
    "disposable-culture": BuyModifier(limit=_disposable_culture),
    "mid-season-sales": BuyModifier(opens=("half",)),
    "bogof": BuyModifier(opens=("free",)),
}
CAREER_MODIFIERS: dict[str, BuyModifier] = {
    "office-lady": BuyModifier(slack=True),             # Slack Off
    "scientist": BuyModifier(opens=("landfill",)),       # BUY from any LANDFILL
}
NO_MODIFIER = BuyModifier()


@dataclass
class BuyOrder:
    """A BUY that passed every check: what is bought, from where, at what price."""

    kind: str
    quality: int
    price: int
    reps: int
    half: bool
    slack: bool                      # Office Lady's Slack Off: a BUY in a WORK turn
    landfill: str | None = None      # Scientist: the owner of the LANDFILL bought from
    slot: int | None = None          # else the BUY AREA slot
    free: tuple[str, int] | None = None   # BOGOF: the free MATERIAL's type and slot


def buy(state: State, move: Move) -> Iterator[None]:
    """The 'buy' move (P.6; P.9 b) with the CAREER and EVENT modifiers: every
    check first (`buy_order`), then the purchase."""
    order = buy_order(state, move)
    yield
    return _carry_out(state, move, order)


def buy_order(state: State, move: Move) -> BuyOrder:
    """Check a BUY without changing anything; what it will do."""
    named, paid = move.arg(0), move.arg(1)
    kind = parse_ref(named, state).kind
    words, options, flags = split(move.arg(2, ()), keys=("free", "landfill"), flags=("rep", "half"))
    if words:
        raise MoveSyntaxError(N_("'buy' does not understand {words}; e.g. 'buy glass 2 rep'."), words=" ".join(words))
    person, turn = state.player, state.this_turn
    table = data.table()
    if paid < table["materials"]["quality_min"]:
        # 0 COIN parses (a table may try it with REPUTATION) so that the refusal cites the rule:
        # P.9 2.5 b "You must pay at least 1 COIN for each MATERIAL. You cannot spend 1 REPUTATION
        # to BUY 1 MATERIAL at QUALITY 1."
        raise IllegalMove(
            N_("Each MATERIAL costs at least {minimum} COIN, even with REPUTATION."),
            rule_ids=("reputation.buy", "turn.buy") if flags["rep"] else ("turn.buy", "reputation.buy"), minimum=table["materials"]["quality_min"],
        )
    event = EVENT_MODIFIERS.get(state.active_event or "", NO_MODIFIER) if event_on(state, state.active_event or "") else NO_MODIFIER
    career = CAREER_MODIFIERS.get(person.career, NO_MODIFIER)
    slack = turn.action == "work" and career.slack
    if slack:
        allowed = data.ability_numbers(person.career)["materials"]
        if turn.slack_buys >= allowed:
            raise IllegalMove(ngettext("Slack Off: only {n} MATERIAL in a WORK turn.", "Slack Off: only {n} MATERIAL in a WORK turn.", allowed), rule_ids=("career.office-lady",))
    else:
        one_action(state, "buy")
        limit, rule = event.per_turn() if event.per_turn else (table["materials"]["buy_per_turn"], "")
        if turn.buys >= limit:
            raise IllegalMove(N_("{player} already bought {count} MATERIAL this turn (limit {limit})."), rule_ids=("turn.buy", rule) if rule else ("turn.buy",), player=move.player, count=turn.buys, limit=limit)
    if event.forbid:
        event.forbid(state, move)
    reps = flags["rep"]
    if reps > person.reputation:
        raise IllegalMove(N_("{player} spends {count} REPUTATION but has {have}."), rule_ids=("reputation.buy",), player=move.player, count=reps, have=person.reputation)
    half = flags["half"] > 0
    if half and "half" not in event.opens:
        raise IllegalMove(N_("Half price only under The 2nd Semi Mid-Season Sales."), rule_ids=("event.mid-season-sales",))
    sales = table["events"]
    if half and turn.half_buys >= sales["mid_season_materials"]:
        raise IllegalMove(ngettext("Only {n} MATERIAL per BUY turn is half price.", "Only {n} MATERIAL per BUY turn are half price.", sales["mid_season_materials"]), rule_ids=("event.mid-season-sales",))
    quality = paid * data.quality_per_coin(person.career, kind) + reps * table["reputation"]["buy_quality"]
    if quality > table["materials"]["quality_max"]:
        raise IllegalMove(N_("That makes QUALITY {quality}; a MATERIAL has at most {maximum}."), rule_ids=("turn.buy", "area.quality"), quality=quality, maximum=table["materials"]["quality_max"])
    price = math.ceil(paid / sales["mid_season_divisor"]) if half else paid
    if person.coins < price:
        raise IllegalMove(ngettext("{player} needs {n} COIN and has {coins}.", "{player} needs {n} COIN and has {coins}.", price, player=move.player, coins=person.coins), rule_ids=("turn.buy",))
    if event.limit:
        event.limit(state, move, kind, quality)
    order = BuyOrder(kind, quality, price, reps, half, slack)
    area = list(state.buy_area)   # the BUY AREA as it will be once the MATERIAL is bought
    if "landfill" in options:
        owner = owner_of(options["landfill"], state)
        if "landfill" not in career.opens or slack:
            raise IllegalMove(N_("Only the Scientist, in a BUY turn, buys from a LANDFILL."), rule_ids=("career.scientist",))
        allowed = data.ability_numbers(person.career)["materials"]
        if turn.landfill_buys >= allowed:
            raise IllegalMove(ngettext("The Scientist buys only {n} MATERIAL from a LANDFILL per BUY turn.", "The Scientist buys only {n} MATERIAL from a LANDFILL per BUY turn.", allowed), rule_ids=("career.scientist",))
        pile = _landfill(state, owner)
        if pile is None or (pile.get(kind, 0) if isinstance(pile, dict) else pile.count(kind)) <= 0:
            raise IllegalMove(N_("There is no {kind} in {owner}'s LANDFILL."), rule_ids=("career.scientist",), kind=kind, owner=owner)
        order.landfill = owner
    else:
        order.slot = buy_area_slot(state, move, named, ("turn.buy",), area)
        area[order.slot] = None
    free = options.get("free")
    if "free" in event.opens:
        if any(m is not None for m in area) and free is None:
            raise IllegalMove(N_("BOGOF: {player} must also take 1 MATERIAL at QUALITY {quality} from the BUY AREA: add 'free:TYPE'."), rule_ids=("event.bogof",), player=move.player, quality=data.table()["events"]["bogof_quality"])
        if free is not None:
            order.free = (parse_ref(free, state).kind, buy_area_slot(state, move, free, ("event.bogof",), area, key="free:"))
    elif free is not None:
        raise IllegalMove(N_("A free MATERIAL comes only with BOGOF."), rule_ids=("event.bogof",))
    return order


def _landfill(state: State, owner: str) -> dict[str, int] | list[str] | None:
    """A LANDFILL by its owner: a player's, or Solo's central one (kept as the Discard Pile)."""
    return state.discard if owner == data.CENTRAL else state.people[owner].landfill if owner in state.people else None


def _carry_out(state: State, move: Move, order: BuyOrder) -> list[Msg]:
    """Carry out a checked BUY."""
    person, turn = state.player, state.this_turn
    changes: list[Msg] = []
    if order.landfill is not None:
        pile = _landfill(state, order.landfill)
        if isinstance(pile, dict):
            bump(pile, order.kind, -1)
        else:
            pile.remove(order.kind)  # type: ignore[union-attr]
        turn.landfill_buys += 1
        source = Msg(N_("{owner}'s LANDFILL"), owner=order.landfill)
    else:
        state.buy_area[order.slot] = None  # type: ignore[index]
        source = Msg(N_("the BUY AREA"))
    person.materials.append(Material(order.kind, order.quality))
    changes.append(Msg(N_("{player} BUYs {kind} at QUALITY {quality} from {source} for {price} COIN."), player=move.player, kind=order.kind, quality=order.quality, source=source, price=order.price))
    if order.reps:
        effects.reputation(state, move.player, -order.reps, changes)
    effects.spend(state, move.player, order.price, changes, counted=True)
    if order.half:
        turn.half_buys += 1
    if order.slack:
        turn.slack_buys += 1
    else:
        turn.action = "buy"
        turn.buys += 1
    if order.free is not None:
        free_kind, slot = order.free
        state.buy_area[slot] = None
        quality = data.table()["events"]["bogof_quality"]
        person.materials.append(Material(free_kind, quality))
        changes.append(Msg(N_("BOGOF: {player} also takes {kind} at QUALITY {quality}."), player=move.player, kind=free_kind, quality=quality))
    return changes
