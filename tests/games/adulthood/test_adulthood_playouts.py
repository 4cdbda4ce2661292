"""Random legal play-outs: whatever `expected()` allows, with random legal
arguments, never reaches an invalid state, always ends, and ends in a tally
the Adulthood scorer accepts."""

from adulthood_playout import check_invariants, playout, random_choice
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from support.recorded_game import scored_end
from referee.games.adulthood.referee import RULES

NAMES = ("Ana", "Ben", "Carla", "Dan")
FAST = settings(max_examples=5, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def run(mode, count, seed, tmp_path):
    state, log = playout(mode, NAMES[:count], seed, random_choice, check=check_invariants)
    check_invariants(state)
    assert RULES.is_over(state) and log
    sheet = scored_end(RULES, state, tmp_path)
    assert {p.name for p in sheet.players} == set(NAMES[:count])
    if mode == "solo":
        assert sheet.outcome_code in ("win", "loss")
    else:
        assert min(p.rank for p in sheet.players) == 1


@FAST
@given(seed=st.integers(0, 10**6), count=st.integers(2, 4))
def test_standard_playouts(tmp_path, seed, count):
    run("standard", count, seed, tmp_path)


@FAST
@given(seed=st.integers(0, 10**6))
def test_solo_playouts(tmp_path, seed):
    run("solo", 1, seed, tmp_path)
