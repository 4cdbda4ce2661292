"""Random legal play-outs of LOOP (shared by the tests; not a test file).

Moves are drawn from `candidates.all_candidates` (whatever `expected()`
allows, with random arguments) and kept only when the engine's checked path
accepts them. New ACTIVITY and GOAL cards are made up here as test data,
the way players would type them in.
"""

from __future__ import annotations

import random

from referee.core.engine import Setup, legal_now, play
from referee.core.errors import RefereeError
from referee.core.moves import Move
from referee.games.loop import data
from referee.games.loop.board import copies_in_play
from referee.games.loop.candidates import all_candidates
from referee.games.loop.queries import goal_met
from referee.games.loop.referee import RULES
from referee.games.loop.state import State

WEIGHTS = {"play": 1, "end": 6, "work": 3, "buy": 4, "consume": 6, "goal": 8, "payoff": 8, "apply": 1}


def invent(kind: str, state: State, rng: random.Random) -> list[Move]:
    player = state.active
    if kind == "activity":
        moves = []
        for name, cards in state.activity_catalog.items():
            if len(cards) == 1 and copies_in_play(state, name) < 2:
                c = cards[0]
                moves.append(Move(player, "activity", (name, (*c.colours, *c.properties))))
        if len(state.activity_catalog) < 15:
            colours = rng.choices(data.material_types(), k=2)
            props = rng.sample(data.properties(), 2)
            moves.append(Move(player, "activity", (f"act{len(state.activity_catalog) + 1}", (*colours, *props))))
        return moves
    person = state.people[player]
    moves = []
    props = [p for card in person.activities for p in card.properties]
    if len(props) >= 3 and len(state.goal_catalog) < 17:
        chosen = sorted(rng.sample(props, 3))
        moves.append(Move(player, "goal", (f"goal{len(state.goal_catalog) + 1}", (str(rng.randint(1, 3)), *chosen))))
    for special in ("hobby", "curiosity"):
        if special not in state.goal_catalog and goal_met({"kind": special, "properties": []}, person.activities):
            moves.append(Move(player, "goal", (special, ("2",))))
    return moves


def choose(state: State, rng: random.Random) -> Move | None:
    candidates = all_candidates(state, RULES.expected(state).actors, rng, invent)
    by_verb: dict[str, list[Move]] = {}
    for move in candidates:
        by_verb.setdefault(move.verb, []).append(move)
    while by_verb:
        verbs = list(by_verb)
        verb = rng.choices(verbs, weights=[WEIGHTS.get(v, 2) for v in verbs])[0]
        pool = by_verb.pop(verb)
        rng.shuffle(pool)
        for move in pool[:25]:
            try:
                return move if play(RULES, state, move) else None
            except RefereeError:
                continue
    return None


def check_invariants(state: State) -> None:
    top = data.table()["materials"]["quality_max"]
    for p in state.people.values():
        assert p.coins >= 0, p
        assert 0 <= p.happiness <= 12, p
        assert 0 <= p.reputation <= 2, p
        assert all(1 <= m.quality <= top for m in p.materials), p
        assert all(n > 0 for n in p.hand.values()), p
        assert len(p.activities) <= 3
        assert len(p.goals) <= data.goal_limit(state.mode)
        assert all(0 <= c["paid"] < 5 and c["turn"] <= 2 for c in p.cards)
    assert state.deck_size() >= 0 and all(n >= 0 for n in state.deck.values())
    assert len(state.buy_area) == 5 and len(state.consume_area) == 5
    assert state.events_left() >= 0
    if state.mode in ("basic", "competitive"):
        pending = 1 if state.favour else 0
        total = sum(state.favour_deck.values()) + sum(state.favour_discard.values()) + pending
        total += sum(sum(p.hand.values()) + sum(p.played.values()) for p in state.people.values())
        assert total == 30, total


def playout(mode: str, players: tuple[str, ...], seed: int, max_moves: int = 3000) -> tuple[State, list[str]]:
    rng = random.Random(seed)
    setup = Setup("loop", mode, players)
    RULES.validate_setup(setup)
    state = RULES.setup(setup)
    log: list[str] = []
    for _ in range(max_moves):
        if RULES.is_over(state):
            return state, log
        assert legal_now(RULES, state), "nobody may act but the game is not over"
        move = choose(state, rng)
        assert move is not None, f"stuck: no legal move among candidates; expected {RULES.expected(state)}; log tail {log[-8:]}"
        state = play(RULES, state, move).state
        log.append(move.text())
        check_invariants(state)
    raise AssertionError(f"no end after {max_moves} moves")
