"""Play-outs of Adulthood (shared by the tests and examples/adulthood; not a
test file).

`candidates` lists move lines the rules allow now (each one accepted by the
engine's `check`); a chooser picks one: `sensible` plays like a careful
table (points first, cards it can afford, Promotion and Marriage when open),
`random_choice` anything legal. The cards are stand-ins for whatever the
table would report — the rulebook prints no card text — except the few whose
facts the rulebook shows in its examples (Card Effects and Actions: Mall Walkers, Crafting's
cost, Overseas Vacation, Family Time, Marathon, the Actor's Fame).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

from referee.core.engine import Setup, parse, play, verify
from referee.core.errors import RefereeError
from referee.games.adulthood import cards, data
from referee.games.adulthood.referee import RULES
from referee.games.adulthood.spots import affordable, visible
from referee.games.adulthood.state import State

BOARD = {"standard": "cross=24 grown=10,10 events-happy=6,14,20 events-impact=6,14,20 price3=1e price4=1m", "solo": "cross=24 grown=10,10"}

DECK = [
    ("mall-walkers", "type=community action=2t>1e1i"),
    ("crafting", "type=leisure cost=1e1m action=2t>2h icons=creativity"),
    ("overseas-vacation", "type=experience cost=2m gives=1e3h icons=luxury"),
    ("yoga-class", "type=wellness cost=1m action=2t>2e"),
    ("food-bank", "type=community cost=1m action=3t>2i icons=service"),
    ("night-school", "type=experience cost=1m gives=1i icons=education"),
    ("road-bike", "type=resource cost=1m action=1t>1h icons=social"),
    ("family-time", "type=leisure cost=1e grown-up needs=family action=2t>3h icons=family"),
    ("adopt-a-dog", "type=experience cost=1e gives=2h icons=family"),
    ("book-club", "type=leisure cost=1m action=2t>1h1i icons=education"),
    ("marathon", "type=experience elsewhere=3t@wellness gives=2h icons=service"),
    ("optimist", "type=trait icons=social"),
    ("savings-account", "type=resource cost=2m gives=1i icons=luxury"),
    ("volunteer-firefighter", "type=community cost=1e action=2t>2i icons=service"),
    ("vegetable-garden", "type=wellness cost=1m action=2t>1e1h icons=family"),
    ("concert-tickets", "type=experience cost=1m gives=2h icons=social"),
    ("side-hustle", "type=resource cost=1e action=2t>1m icons=shady"),
    ("charity-run", "type=experience cost=1e gives=2i icons=service"),
    ("art-studio", "type=leisure cost=2m action=2t>2h1e icons=creativity"),
    ("podcast", "type=resource cost=1m action=1t>1h icons=fame"),
    ("night-owl", "type=trait time=1 icons=creativity"),
    ("gossip", "type=experience gives=2h1n icons=shady"),
]
CAREERS = [
    ("actor", "icons=fame action=3t>1m1h upgraded=3t>2m2h upgrade=fame,fame"),
    ("nurse", "icons=service action=4t>2m1i upgraded=4t>3m1i upgrade=service,service"),
    ("chef", "cost=1m icons=creativity action=4t>2m upgraded=3t>3m upgrade=creativity,creativity"),
    ("teacher", "icons=education action=4t>1m1i upgraded=3t>2m1i upgrade=education,education"),
    ("accountant", "cost=1e icons=luxury action=4t>3m upgraded=4t>4m upgrade=luxury"),
    ("influencer", "icons=fame,shady action=2t>1m1h upgraded=2t>2m1h upgrade=fame"),
]
PARTNERS = [
    ("sam", "icons=social action=1t>1h upgraded=1t>2h upgrade=social"),
    ("robin", "cost=1m icons=family action=2t>1h1i upgraded=2t>2h1i upgrade=family"),
    ("alex", "icons=creativity action=1t>1e upgraded=1t>1e1h upgrade=creativity"),
]
EVENTS = [
    ("new-baby", "gives=2h1u icons=family"),
    ("layoff", "gives=1u lasting"),
    ("inheritance", "gives=2m"),
    ("flu-season", "gives=1u"),
    ("viral-post", "gives=1h1i icons=fame"),
    ("jury-duty", "gives=1i lasting"),
    ("lottery-win", "gives=3m icons=luxury"),
    ("moving-day", "gives=1e1n"),
]


class Dealer:
    """The decks as the table deals them: the next card of each, named with its
    facts the first time the referee has not seen it."""

    def __init__(self, state: State, seed: int = 0):
        rng = random.Random(seed)
        self.state = state
        self.decks = {}
        for kind, cards_ in (("deck", DECK), ("career", CAREERS), ("partner", PARTNERS), ("event", EVENTS)):
            order = list(cards_)
            rng.shuffle(order)
            self.decks[kind] = itertools.cycle(order)

    def next(self, kind: str) -> str:
        name, facts = next(self.decks[kind])
        return self.named(name, facts)

    def named(self, name: str, facts: str) -> str:
        if cards.known(self.state, name) is None:
            return f"{name} {facts}"
        return name


def legal(state: State, line: str, players) -> bool:
    """The engine's checked path, without applying."""
    try:
        verify(RULES, state, parse(RULES, state, line, players))
    except RefereeError:
        return False
    return True


def placements(state: State, name: str, rng: random.Random) -> list[str]:
    """A handful of sensible and random ways to place, each affordable."""
    person = state.people[name]
    spots = list(visible(state, person).values())
    found: list[list] = []
    for size in (4, 3, 2, 1):
        for combo in itertools.combinations(spots, size):
            if affordable(state, person, list(combo)):
                found.append(list(combo))
        if len(found) > 40:
            break
    rng.shuffle(found)
    return [f"{name}: place {' '.join(s.id for s in combo)}" for combo in found[:12]] or [f"{name}: place"]


def candidates(state: State, dealer: Dealer, rng: random.Random) -> list[str]:
    players = state.players
    out: list[str] = []
    for name, verbs in RULES.expected(state).actors.items():
        person = state.people[name]
        for verb in verbs:
            if verb == "place":
                out += placements(state, name, rng)
            elif verb in ("career", "partner", "event"):
                out.append(f"{name}: {verb} {dealer.next(verb)}")
            elif verb in ("promote", "marry", "done"):
                out.append(f"{name}: {verb}")
            elif verb == "meditate":
                if state.mode == data.SOLO:
                    slot = next(i for i, c in enumerate(state.market, start=1) if c)
                    out.append(f"{name}: meditate {slot} {dealer.next('deck')}")
                else:
                    out += [f"{name}: meditate reveal", f"{name}: meditate swap"]
            elif verb == "draft":
                out += [f"{name}: draft {slot}" for slot, card in enumerate(state.market, start=1) if card]
            elif verb == "play":
                out += [f"{name}: play {card}" for card in dict.fromkeys(person.hand)]
            elif verb == "market":
                count = state.market.count(None)
                out.append(f"{name}: market {' '.join(dealer.next('deck') for _ in range(count))}")
            elif verb == "values":
                count = person.values_down + person.values_hand
                heart = " heart" if person.married and rng.random() < 0.5 else ""
                out.append(f"{name}: values {' '.join(str(rng.randint(0, 4)) for _ in range(count))}{heart}")
            elif verb == "level":
                out.append(f"{name}: level {rng.randint(0, 3)}")
    return [line for line in out if legal(state, line, players)]


def value(state: State, line: str) -> float:
    """How much a careful player likes a move (higher first)."""
    who, _, rest = line.partition(": ")
    verb, *args = rest.split()
    person = state.people[who]
    if verb == "place" and who != state.active:
        return -10          # placing early is allowed, but a careful table waits its turn
    if verb == "place":
        spots = visible(state, person)
        total = 0.0
        for spot_id in args:
            spot = spots[spot_id]
            gives = spot.gives
            total += 2 * (gives.get("happiness", 0) + gives.get("impact", 0)) + gives.get("money", 0) * 1.5 + gives.get("energy", 0)
            total -= spot.cost.get("energy", 0) * 0.5 + spot.cost.get("money", 0) * 0.4
            if spot.draws == "career":
                total += 1.5 if not person.slots.get("career") or (person.grown_up and not person.promoted) else -1
            if spot.draws == "partner":
                total += 1.5 if not person.partner or (person.grown_up and not person.married) else -1
            if spot.draws == "values":
                total += 0.5
        return total
    if verb in ("promote", "marry"):
        return 10
    if verb == "play":
        kind = (cards.known(state, args[0]) or {}).get("type")
        if kind in person.slots and person.slots[kind] in person.played_now:
            return -1       # do not cover a card played this very turn
        return 5
    if verb == "draft":
        return 3 - int(args[0]) * 0.3
    if verb == "meditate":
        return 1 if args[0] != "swap" else 0
    if verb == "done":
        return 0
    return 1


def sensible(state: State, moves: list[str], rng: random.Random) -> str:
    return max(moves, key=lambda line: value(state, line))


def random_choice(state: State, moves: list[str], rng: random.Random) -> str:
    return rng.choice(moves)


def new_game(mode: str, players: tuple[str, ...], seed: int = 0, achievement: str = "globetrotter"):
    """A state after the set-up reports, its dealer and the log so far."""
    setup = Setup("adulthood", mode, players)
    state = RULES.setup(setup)
    dealer = Dealer(state, seed)
    log: list[str] = []

    def do(line: str) -> None:
        nonlocal state
        state = play(RULES, state, parse(RULES, state, line, players), in_place=True).state
        log.append(line)

    do(f"{players[0]}: board {BOARD[mode]}")
    do(f"{players[0]}: market {' '.join(dealer.next('deck') for _ in range(data.market_size(mode)))}")
    for name in players:
        do(f"{name}: keep {dealer.next('career')}")
    if mode == data.SOLO:
        do(f"{players[0]}: achievement {achievement}")
    return state, dealer, log, do


def playout(mode: str, players: tuple[str, ...], seed: int, choose: Callable = random_choice, limit: int = 4000, check: Callable | None = None):
    """Play a whole game; returns the final state and the log of move lines.
    `check(state)` runs after every move (the play-out tests pass the invariants)."""
    state, dealer, log, do = new_game(mode, players, seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if state.over:
            break
        moves = candidates(state, dealer, rng)
        assert moves, RULES.expected(state).phase.english()
        line = choose(state, moves, rng)
        state = play(RULES, state, parse(RULES, state, line, players), in_place=True).state
        log.append(line)
        if check is not None:
            check(state)
    return state, log


def check_invariants(state: State) -> None:
    """What no legal sequence of moves may break."""
    for person in state.people.values():
        assert person.energy >= 0 and person.money >= 0, person
        assert person.happiness >= 0 and person.impact >= 0
        assert person.values_down + person.values_hand == (0 if state.mode == data.SOLO else 3)
        assert set(person.slots) <= set(data.SLOT_CATEGORIES)
        assert not (person.promoted and "career" not in person.slots) and not (person.married and person.partner is None)
        assert not ((person.promoted or person.married) and not person.grown_up)
        assert person.unhappiness >= 0 and person.negative >= 0
    assert len(state.market) == data.market_size(state.mode)
    assert state.mode == data.SOLO or state.solo_events == 0
    assert state.solo_events <= data.solo_life_events()
