"""Random legal play-outs: whatever `expected()` allows, with random legal
arguments, never reaches an invalid state, always ends, and ends in a tally
the LOOP scorer accepts."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from loop_playout import check_invariants, playout

from support.recorded_game import scored_end
from referee.games.loop.referee import RULES

NAMES = ("Ana", "Ben", "Cara", "Dan", "Eve", "Fay")


def scored(state, tmp_path):
    sheet = scored_end(RULES, state, tmp_path)
    assert {p.name for p in sheet.players} == set(state.order)
    return sheet


def run(mode, count, seed, tmp_path):
    state, log = playout(mode, NAMES[:count], seed)
    check_invariants(state)
    assert RULES.is_over(state) and log
    sheet = scored(state, tmp_path)
    if mode in ("cooperative", "solo"):
        assert sheet.outcome_code in ("win", "loss")
    else:
        assert sheet.players and min(p.rank for p in sheet.players) == 1


FAST = settings(max_examples=6, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@FAST
@given(seed=st.integers(0, 10**6), count=st.integers(2, 6))
def test_basic_playouts(tmp_path, seed, count):
    run("basic", count, seed, tmp_path)


@FAST
@given(seed=st.integers(0, 10**6), count=st.integers(2, 6))
def test_competitive_playouts(tmp_path, seed, count):
    run("competitive", count, seed, tmp_path)


@FAST
@given(seed=st.integers(0, 10**6), count=st.integers(2, 6))
def test_cooperative_playouts(tmp_path, seed, count):
    run("cooperative", count, seed, tmp_path)


@FAST
@given(seed=st.integers(0, 10**6))
def test_solo_playouts(tmp_path, seed):
    run("solo", 1, seed, tmp_path)
