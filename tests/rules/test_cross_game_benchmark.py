"""benchmarks/ask/cross_game.py reads a question's game evidence as the
search does, and sorts each kind of evidence apart (it reaches into the
search's private readers, so a change there must keep it working)."""

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("cross_game_benchmark", ROOT / "benchmarks" / "ask" / "cross_game.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    yield module
    del sys.modules[spec.name]


def test_kinds_of_evidence(bench):
    assert bench.kind_of("cv", set()) == "no game words"
    assert bench.kind_of("cv", {"cv", "loop"}) == "tie, with the game"
    assert bench.kind_of("cv", {"adulthood", "loop"}) == "tie, without it"
    assert bench.kind_of("cv", {"cv"}) == "the game alone"
    assert bench.kind_of("cv", {"loop"}) == "another game"


def test_pointed_games_as_the_search_reads_them(bench):
    assert bench.pointed_games("in loop how many coins do i start with", "en") == ({"loop"}, set())
    assert bench.pointed_games("how many COIN come in the box", "en") == (set(), {"loop"})  # LOOP prints COIN so
    assert bench.pointed_games("when does the game end", "en") == (set(), set())
