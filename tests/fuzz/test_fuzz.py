"""Fuzzing in CI: hostile variants of valid input on the four surfaces a user
reaches (move lines, tallies, session files, rules questions), for every
game. The referee must answer each one — a result or a clear refusal —
never raise anything else. Kept to a few seconds; `benchmarks/fuzz.py` is the
long run."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

_spec = importlib.util.spec_from_file_location("fuzz_harness", Path(__file__).with_name("harness.py"))
harness = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(harness)

FAST = settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


def hostile(corpus: tuple[str, ...], toml: bool = False) -> st.SearchStrategy[str]:
    """Valid inputs, their mutations, and text out of nowhere."""
    mutated = st.builds(lambda base, rng: harness.mutate(base, rng, toml), st.sampled_from(corpus), st.randoms(use_true_random=False))
    return st.one_of(st.sampled_from(corpus), mutated, mutated, st.text(max_size=80))


@pytest.mark.parametrize("game", harness.refereed())
def test_move_lines(game):
    @FAST
    @given(line=hostile(harness.move_corpus(game)), which=st.integers(0, 50))
    def check(line, which):
        harness.try_move(game, which, line)

    check()


@pytest.mark.parametrize("game", harness.games())
def test_tallies(game):
    @FAST
    @given(text=hostile(harness.tally_corpus(game), toml=True))
    def check(text):
        harness.try_tally(game, text)

    check()


def test_session_files():
    @settings(FAST, max_examples=60)
    @given(text=hostile(harness.session_corpus(), toml=True))
    def check(text):
        harness.try_session(text)

    check()


@pytest.mark.parametrize("game", [None, *harness.games()])
def test_questions(game):
    @settings(FAST, max_examples=8)
    @given(question=hostile(harness.question_corpus()))
    def check(question):
        harness.try_ask(question, game)

    check()


def test_the_command_line_on_hostile_session_files(tmp_path):
    """Whole commands: exit 0, 1 or 2 only, one line instead of a traceback,
    and a refused command leaves the file as it was."""
    rng = random.Random(10)
    path = tmp_path / "s.toml"
    corpus = harness.session_corpus()
    for number in range(8):
        text = harness.mutate(rng.choice(corpus), rng, toml=True)
        path.write_bytes(text.encode("utf-8", "surrogateescape"))
        move = harness.mutate(rng.choice(harness.move_corpus("loop") + harness.move_corpus("coming-of-age")), rng)
        for args in (["status"], ["do", move], ["undo"]):
            code, _, err, changed = harness.run_cli([*args, "--file", str(path)], [path])
            assert code in (0, 1, 2), (args, err)
            assert "Traceback" not in err and "Internal error" not in err, (text, args, err)
            assert code == 0 or not changed, (args, err)
