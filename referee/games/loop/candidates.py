"""Moves that could be made now, built from the state: for random play-outs
(tests), for the "is anything else possible?" question of Forced into Debt,
and for suggestions.

Every candidate still goes through `check`; this module only proposes. What
the table would have to report as new card text (an ACTIVITY or GOAL never
seen) is not made up here: the caller may pass `invent` to supply it.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Iterator, Mapping

from referee.core.errors import RefereeError
from referee.core.handlers import run_checks
from referee.core.moves import Move
from referee.games.loop import data
from referee.games.loop.state import State
from referee.games.loop.queries import must_draw, numbered

Invent = Callable[[str, State, random.Random], list[Move]]
Handler = Callable[[State, Move], Iterator[None]]   # validates, yields, then mutates


def _unique(items: Iterable[str]) -> list[str]:
    """In first-seen order (sets would make play-outs depend on the hash seed)."""
    return list(dict.fromkeys(items))


def _refs(materials, owner: str | None = None) -> list[str]:
    seen = []
    for m in materials:
        if m is None:
            continue
        token = f"{m.kind}:{m.quality}" if m.quality else m.kind
        token = f"{owner}.{token}" if owner else token
        if token not in seen:
            seen.append(token)
    return seen


def _buy_area_names(state: State) -> list[str]:
    """How a move names each BUY AREA card it could take: by type, and in Solo
    with the QUALITY it shows when known ('glass:3'), as tokens.buy_area_slot reads them."""
    if state.mode == "solo":
        return _refs(state.buy_area)
    return _unique(m.kind for m in state.buy_area if m is not None)


def _deck_kinds(state: State) -> list[str]:
    return [k for k, n in state.deck.items() if n > 0] if state.deck_size() > 0 else []


def _favour_kinds(state: State) -> list[str]:
    pool = state.favour_deck if state.favour_deck else state.favour_discard
    return [k for k, n in pool.items() if n > 0]


def _others(state: State, name: str) -> list[str]:
    return [n for n in state.order if n != name]


def generate(state: State, verb: str, player: str, rng: random.Random, invent: Invent | None = None) -> list[Move]:
    """Candidate moves of `player` with `verb` now (random arguments where the table would choose)."""
    make = GENERATORS.get(verb)
    return make(state, player, verb, rng, invent) if make is not None else []


def _mover(player: str, verb: str) -> Callable[..., Move]:
    return lambda *args: Move(player, verb, tuple(args))


def _activity(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    if state.activity_known or (state.activity_deck_size() == 0 and state.activity_discard):
        pool = state.activity_known or state.activity_discard
        return [M(c.name, (*c.colours, *c.properties)) for c in pool]
    moves = [M(c.name, (*c.colours, *c.properties)) for cards in state.activity_catalog.values() for c in cards]
    return moves + (invent("activity", state, rng) if invent else [])


def _material(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M(k, rng.randint(1, 4) if state.mode == "solo" else None) for k in _deck_kinds(state)]


def _burn(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M(k) for k in _deck_kinds(state)]


def _careers(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    taken = {c for p in state.people.values() for c in p.dealt}
    free = [c for c in data.careers_for(state.mode) if c not in taken]
    return [M(*rng.sample(free, 2)) for _ in range(3)]


def _career(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    return [M(c) for c in (*person.dealt, "intern")]


def _hand(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    row = data.table()["favours"]["by_seat"].get(str(len(state.order)), [])
    count = row[person.seat] if person.seat < len(row) else rng.randint(1, 3)
    pool = [k for k, n in state.favour_deck.items() for _ in range(n)]
    return [M(tuple(rng.sample(pool, count))) for _ in range(3)]


def _start(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    count = len(data.careers()[person.career]["start_materials"])
    pool = [k for k, n in state.deck.items() for _ in range(n)]
    return [M(tuple(rng.sample(pool, count))) for _ in range(3)]


def _draw(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    count = must_draw(state)
    pool = [k for k, n in (state.favour_deck or state.favour_discard).items() for _ in range(n)]
    return [M(tuple(rng.sample(pool, min(count, len(pool))))) for _ in range(4)] + [M(tuple(k for _ in range(count))) for k in _favour_kinds(state)]


def _work(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    options = [()]
    salary = data.careers()[person.career]["salary"]
    if len(salary) > 1:
        options = [(str(c),) for c, _ in salary]
    if person.career == "artist":
        options += [(name,) for name in _buy_area_names(state)]
    return [M(o + ("rep",) * r) for o in options for r in range(person.reputation + 1)]


def _buy(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    moves = []
    kinds = _buy_area_names(state)
    sources: list[tuple[str, tuple[str, ...]]] = [(k, ()) for k in kinds]
    if person.career == "scientist":
        for other in state.people.values():
            sources += [(k, (f"landfill:{other.name}",)) for k in _unique(other.landfill)]
    extras: list[tuple[str, ...]] = [()]
    if state.active_event == "mid-season-sales":
        extras.append(("half",))
    frees = [()]
    if state.active_event == "bogof":
        frees = [(f"free:{k}",) for k in kinds] + [()]
    for (kind, source), coins in itertools.product(sources, range(1, min(4, max(person.coins, 1)) + 1)):
        for rep in range(person.reputation + 1):
            for extra in extras:
                for free in frees:
                    moves.append(M(kind, coins, source + ("rep",) * rep + extra + free))
    rng.shuffle(moves)
    return moves[:60]


def _consume(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    tokens = _refs(person.materials)
    for share in state.this_turn.shares:
        tokens.append(f"{share['owner']}.{share['kind']}:{share['quality']}")
    drops = [()] if len(person.activities) < data.table()["activities"]["kept"] else [(f"drop:{a.name}",) for a in person.activities]
    moves = []
    for card in _unique(c.name for c in state.consume_area if c is not None):
        for a, b in itertools.combinations_with_replacement(tokens, 2):
            for drop in drops:
                moves.append(M(card, (a, b) + drop))
    return moves


def _goal(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    moves = [M(name) for name in state.goal_catalog if name not in state.goals_taken]
    return moves + (invent("goal", state, rng) if invent else [])


def _rep_happiness_or_accept_or_call(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M()]


def _play(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    return _plays(state, player, rng)


def _reject(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M("favour"), M("reputation")]


def _object(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    return [M(k) for k in person.hand]


def _apply(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M(name) for name in _buy_area_names(state)] or [M(None)]


def _payoff(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    return [M(number, c) for number, _ in numbered(state, person) for c in (1, 2)]


def _end(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M(None)] + [M(o) for o in _others(state, player)]


def _influence(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M(o, t) for o in _others(state, player) for t in ("rep-for-coin", "coin-for-rep")]


def _forge_or_repair(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    types = data.material_types()
    refs = _refs(person.materials) + [r for o in _others(state, player) for r in _refs(state.people[o].materials, o)]
    if verb == "repair":
        return [M(r) for r in refs]
    return [M(r, k) for r in refs for k in types if k != "food"][:20]


def _swap(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    return [M(a, b) for a in person.hand for b in _favour_kinds(state)]


def _invest(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M("win"), M("lose")]


def _care_or_steal(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    if verb == "care":
        return [M(o, k) for o in _others(state, player) for k in person.hand]
    return [M(o, k) for o in _others(state, player) for k in state.people[o].hand]


def _scavenge(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    places = [(o.name, _unique(o.landfill)) for o in state.people.values()] + [("central", _unique(state.discard))]
    return [M(n, k) for n, kinds in places for k in kinds]


def _peek(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M("event")]


def _event(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M(e) for e in state.event_pool]


def _insurance(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M("pay", None), M("toss", "win"), M("toss", "lose")]


def _obsolete(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    return [M(r) for r in _refs(person.materials)]


def _redeem(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    moves = [M("none", ())]
    favours = _favour_kinds(state)
    for option, (_, _, draws) in data.table()["events"]["redeem"].items():
        for m in state.buy_area:
            if m is not None:
                moves.append(M(option, (m.kind,) + tuple(rng.choice(favours) for _ in range(draws)) if favours or not draws else (m.kind,)))
    return moves


def _repurchase(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M(o, k) for o in _others(state, player) for k in _unique(state.people[o].landfill)]


def _santa(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    person = state.people[player]
    M = _mover(player, verb)
    return [M(o, r) for o in _others(state, player) for r in _refs(person.materials)]


def _take(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M(o, k) for o in _others(state, player) for k in state.people[o].hand]


def _climb(state: State, player: str, verb: str, rng: random.Random, invent: Invent | None) -> list[Move]:
    M = _mover(player, verb)
    return [M(o) for o in _others(state, player)]


def _plays(state: State, player: str, rng: random.Random) -> list[Move]:
    person = state.people[player]
    moves = []
    M = lambda *args: Move(player, "play", tuple(args))
    if state.mode == "solo":
        area = [m for m in state.buy_area if m is not None]
        for kind in person.hand:
            if kind == "acquire" or kind == "share":
                moves += [M(kind, (f"{m.kind}:{m.quality or rng.randint(1, 4)}",)) for m in area]
            elif kind == "barter":
                moves += [M(kind, (r, f"{m.kind}:{m.quality or rng.randint(1, 4)}")) for r in _refs(person.materials) for m in area]
            elif kind == "renew":
                moves += [M(kind, (k, str(q))) for k in state.discard for q in (1, 2)]
            elif kind == "resell":
                moves += [M(kind, (r,)) for r in _refs(person.materials)]
        return moves
    for kind in person.hand:
        for target in _others(state, player):
            them = state.people[target]
            if kind in ("acquire", "share"):
                moves += [M(kind, (target, r)) for r in _refs(them.materials)]
            elif kind == "barter":
                moves += [M(kind, (target, a, b)) for a in _refs(person.materials) for b in _refs(them.materials)]
            elif kind == "recycle":
                moves += [M(kind, (target, k, str(c))) for k in _unique(them.landfill) for c in (1, 2)]
                if person.career == "scavenger":
                    moves += [M("resell", (target, r, "card:recycle")) for r in _refs(person.materials)]
            elif kind == "resell":
                moves += [M(kind, (target, r)) for r in _refs(person.materials)]
    if person.career == "politician" and moves:
        extra = []
        for move in moves[:6]:
            extra.append(Move(player, "play", (move.args[0], move.args[1] + ("face-down",))))
            lie = rng.choice([k for k in person.hand])
            extra.append(Move(player, "play", (move.args[0], move.args[1] + ("face-down", f"card:{lie}"))))
        moves += extra
    rng.shuffle(moves)
    return moves[:40]


Generator = Callable[[State, str, str, random.Random, "Invent | None"], list[Move]]

# The candidates of each verb.
GENERATORS: dict[str, Generator] = {
    "activity": _activity,
    "material": _material,
    "burn": _burn,
    "careers": _careers,
    "career": _career,
    "hand": _hand,
    "start": _start,
    "draw": _draw,
    "work": _work,
    "buy": _buy,
    "consume": _consume,
    "goal": _goal,
    "rep-happiness": _rep_happiness_or_accept_or_call,
    "accept": _rep_happiness_or_accept_or_call,
    "call": _rep_happiness_or_accept_or_call,
    "play": _play,
    "reject": _reject,
    "object": _object,
    "apply": _apply,
    "payoff": _payoff,
    "end": _end,
    "influence": _influence,
    "forge": _forge_or_repair,
    "repair": _forge_or_repair,
    "swap": _swap,
    "invest": _invest,
    "care": _care_or_steal,
    "steal": _care_or_steal,
    "scavenge": _scavenge,
    "peek": _peek,
    "event": _event,
    "insurance": _insurance,
    "obsolete": _obsolete,
    "redeem": _redeem,
    "repurchase": _repurchase,
    "santa": _santa,
    "take": _take,
    "climb": _climb,
}


def all_candidates(state: State, actors: Mapping[str, Iterable[str]], rng: random.Random, invent: Invent | None = None) -> list[Move]:
    """Candidates for every verb each of `actors` (player -> verbs, as `expected()` gives them) may use now."""
    moves = []
    for player, verbs in actors.items():
        for verb in verbs:
            moves.extend(generate(state, verb, player, rng, invent))
    return moves


def legal(state: State, moves: Iterable[Move], handlers: Mapping[str, Handler]) -> Iterable[Move]:
    """The moves `handlers` accept (checked as `check` does: `state` is left as it was)."""
    for move in moves:
        try:
            run_checks(handlers[move.verb](state, move), move, data.GAME_ID)
        except RefereeError:
            continue
        yield move


def any_legal(state: State, handlers: Mapping[str, Handler]) -> bool:
    """True if the active player has a legal move with one of `handlers` (verb -> handler)."""
    rng = random.Random(0)
    moves = [m for verb in handlers for m in generate(state, verb, state.active, rng)]
    for _ in legal(state, moves, handlers):
        return True
    return False
