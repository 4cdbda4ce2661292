"""The fold without copies gives the verdicts and states the copying path gave.

A session's events are folded in place (`play_in_place`): the game's `apply`
refuses whatever its `check` refuses, because both run the same handler. These
tests prove it on random play-outs of every refereed game: for every move the
random players try (most of them refused), the verdict of `check` on the
untouched state and the verdict of playing in place agree, with the same
reason; an accepted move leaves the same state and changes as applying it to
a copy; a refused one leaves the caller's state untouched when it went
through `play`, and a session rebuilds the state before it exactly. And the
fold of a whole recorded log equals the state the play-out reached.
"""

from __future__ import annotations

import copy
import importlib.util
import sys
from pathlib import Path

import pytest

from referee.core import engine
from referee.core.engine import Setup, apply_unchecked, play_in_place, verify
from referee.core.errors import RefereeError
from referee.core.session import load, replay
from referee.games import REFEREED, game_rules

TESTS = Path(__file__).resolve().parent.parent
EXAMPLES = TESTS.parent / "examples"


def verdict(run) -> tuple[str, tuple[str, ...]] | None:
    """None when `run()` passes, else the refusal's English text and rule ids."""
    try:
        run()
    except RefereeError as error:
        return error.msg.english(), tuple(getattr(error, "rule_ids", ()))
    return None


class Judge:
    """Wraps `engine.play` for a random player: every move it tries is judged
    both ways before the ordinary result is returned."""

    def __init__(self, rules):
        self.rules = rules
        self.tried = self.refused = 0

    def play(self, rules, state, move):
        before = copy.deepcopy(state)
        by_check = verdict(lambda: verify(rules, state, move))
        assert state == before, f"check changed the state: {move.text()}"
        trial = copy.deepcopy(state)
        changes: list = []
        by_apply = verdict(lambda: changes.extend(play_in_place(rules, trial, move)))
        assert by_check == by_apply, (move.text(), by_check, by_apply)
        self.tried += 1
        if by_check is not None:
            self.refused += 1
        else:
            expected = apply_unchecked(rules, state, move)
            assert trial == expected.state and [c.english() for c in changes] == [c.english() for c in expected.changes], move.text()
        outcome = engine.play(rules, state, move)  # the ordinary path, as the player would see it
        assert state == before, f"play changed its input: {move.text()}"
        return outcome


def _module(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def loop_playout(seed: int):
    sys.path.insert(0, str(TESTS / "games" / "loop"))
    try:
        import loop_playout as harness
    finally:
        sys.path.pop(0)
    judge = Judge(game_rules("loop"))
    original = harness.play
    harness.play = judge.play
    try:
        state, log = harness.playout("competitive", ("Ana", "Ben", "Cara"), seed)
    finally:
        harness.play = original
    return Setup("loop", "competitive", ("Ana", "Ben", "Cara")), state, log, judge


def coming_of_age_playout(seed: int):
    harness = _module(TESTS / "games" / "coming_of_age" / "conftest.py", "coming_of_age_random_table")
    judge = Judge(game_rules("coming-of-age"))
    harness.play = judge.play
    table = harness.RandomTable(seed, "standard", ("Ana", "Ben", "Carla"))
    table.run()
    return table.setup, table.state, table.lines, judge


PLAYOUTS = {"loop": loop_playout, "coming-of-age": coming_of_age_playout}


@pytest.mark.parametrize("game_id", REFEREED)
def test_every_refereed_game_has_a_random_playout_here(game_id):
    assert game_id in PLAYOUTS, f"add a random play-out of {game_id} to this test"


@pytest.mark.parametrize("seed", [1])
@pytest.mark.parametrize("game_id", sorted(PLAYOUTS))
def test_refused_and_applied_never_diverge_on_random_playouts(game_id, seed):
    setup, state, log, judge = PLAYOUTS[game_id](seed)
    assert judge.tried > len(log) // 2 and judge.refused > 0, (judge.tried, judge.refused)
    rules = game_rules(game_id)
    folded = replay(rules, setup, log)
    assert folded.error is None and folded.state == state


@pytest.mark.parametrize("game_id", sorted(PLAYOUTS))
def test_a_refused_event_leaves_the_fold_of_the_events_before_it(game_id):
    rules = game_rules(game_id)
    for path in sorted((EXAMPLES / game_id).glob("*.toml")):
        session = load(path)
        done = replay(rules, session.setup, session.events)
        if done.error is None:
            continue
        clean = replay(rules, session.setup, session.events[: done.applied])
        assert clean.error is None and done.state == clean.state
        return
    pytest.fail(f"no example of {game_id} with an illegal event")
