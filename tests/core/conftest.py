"""Random players for the contract tests every refereed game passes.

`PLAYOUTS` maps a game id to a function `(seed, play) -> (setup, state, log)`
that plays one random legal game to its end with the game's random player,
calling `play` (the engine's checked path, or a wrapper of it) for every move
it tries. A refereed game registers its random player here; until it does,
the contract tests that need one are skipped for it, saying so.
"""

from __future__ import annotations

import importlib.util
import sys
from contextlib import contextmanager
from collections.abc import Callable
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent.parent


def _module(path: Path, name: str):
    """A test helper module by its path (conftest files are not importable by name)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@contextmanager
def _judged(harness, play: Callable):
    """Let a game's random player make its moves through `play` (a judge)."""
    original = harness.play
    harness.play = play
    try:
        yield harness
    finally:
        harness.play = original


def _harness_playout(game: str, mode: str, players: tuple[str, ...], seed: int, play: Callable):
    """A game played by the `playout(mode, players, seed)` of
    tests/games/GAME/GAME_playout.py (LOOP's and Adulthood's harnesses share
    that call), returned as `(setup, state, log)`."""
    harness = _module(TESTS / "games" / game / f"{game}_playout.py", f"{game}_random_player")
    with _judged(harness, play):
        state, log = harness.playout(mode, players, seed)
    from referee.core.engine import Setup

    return Setup(game, mode, players), state, log


def loop_playout(seed: int, play: Callable):
    """A competitive 3-player LOOP game (tests/games/loop/loop_playout.py)."""
    return _harness_playout("loop", "competitive", ("Ana", "Ben", "Cara"), seed, play)


def coming_of_age_playout(seed: int, play: Callable):
    """A standard 3-player Coming of Age game (`RandomTable` of tests/games/coming_of_age/conftest.py)."""
    harness = _module(TESTS / "games" / "coming_of_age" / "conftest.py", "coming_of_age_random_player")
    with _judged(harness, play):
        table = harness.RandomTable(seed, "standard", ("Ana", "Ben", "Carla"))
        table.run()
    return table.setup, table.state, table.lines


def adulthood_playout(seed: int, play: Callable):
    """A standard 3-player Adulthood game (tests/games/adulthood/adulthood_playout.py)."""
    return _harness_playout("adulthood", "standard", ("Ana", "Ben", "Carla"), seed, play)


def cv_playout(seed: int, play: Callable):
    """A 3-player CV game (tests/games/cv/cv_playout.py)."""
    harness = _module(TESTS / "games" / "cv" / "cv_playout.py", "cv_random_player")
    with _judged(harness, play):
        table = harness.playout(("Ana", "Ben", "Carla"), seed)
    return table.setup, table.state, table.log


PLAYOUTS: dict[str, Callable] = {
    "loop": loop_playout, "coming-of-age": coming_of_age_playout, "adulthood": adulthood_playout, "cv": cv_playout,
}


@pytest.fixture
def playouts() -> dict[str, Callable]:
    return PLAYOUTS
