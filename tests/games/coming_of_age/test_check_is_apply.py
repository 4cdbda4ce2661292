"""One source for check and apply: every handler checks, yields, then
changes the state, so `check` (run up to the yield, on the state itself)
refuses exactly what `apply` refuses, and changes nothing. Proven on random
play-outs: at every step, every candidate move a table might report — the
move the random player makes, one line per verb open to each player, the
bonus reports, the numbered choices (a few of them, sampled) — is checked
against applying it to a deep copy (`agrees` in conftest)."""

import random

import pytest

from referee.core.moves import MoveSyntaxError
from referee.games.coming_of_age.bonus_queue import owed_by

GAMES = [(11, "standard", ("Ana", "Ben", "Carla"), 2), (12, "two-player", ("Ana", "Ben"), 1),
         (13, "solo", ("Ana",), 2), (14, "two-player", ("Ana", "Ben"), 4), (15, "solo", ("Ana",), 4)]
CANDIDATES = 3  # lines checked at each step besides the one played (a sample: the suite stays fast)


def _candidates(table) -> list[str]:
    """Lines the table could report now, made with a random source of their own
    (the play-out itself goes on as without them)."""
    from referee.core.engine import anytime

    rules, state = table.rng, table.state
    table.rng = table.side
    try:
        lines = []
        actors = dict(table.RULES.expected(state).actors)
        for name, verbs in anytime(table.RULES, state).items():
            actors[name] = tuple(actors.get(name, ())) + tuple(verbs)
        for name, verbs in actors.items():
            for verb in verbs:
                lines.append(table.line_for(name, verb))
            if owed_by(state, name):
                lines.append(table.bonus_line(name))
        lines += [move.text() for move in table.RULES.choices(state)]
    finally:
        table.rng = rules
    lines = [line for line in lines if line]
    return table.side.sample(lines, min(len(lines), CANDIDATES))


@pytest.mark.parametrize("seed, mode, players, fmt", GAMES, ids=lambda value: str(value))
def test_check_refuses_exactly_what_apply_refuses_on_random_playouts(coa, seed, mode, players, fmt):
    table = coa.RandomTable(seed, mode, players, format=fmt)
    table.side, table.RULES = random.Random(seed), coa.RULES
    original = table.submit
    checked = 0

    def submit(line):
        nonlocal checked
        for candidate in [line] + _candidates(table):
            try:
                move = coa.RULES.grammar.parse(candidate, list(players))
            except MoveSyntaxError:
                continue
            coa.agrees(table.state, move)
            checked += 1
        return original(line)

    table.submit = submit
    table.run()
    assert coa.RULES.is_over(table.state) and checked > 500 and table.refused > 0
