"""Shared helpers: run the CLI in-process, score a tally text."""

from __future__ import annotations

import os
import tempfile
import textwrap
from pathlib import Path

import sys

import pytest

# tests/support: helpers shared by the games' tests (one harness for every refereed game)
sys.path.insert(0, str(Path(__file__).resolve().parent))

from referee.core.registry import get_game
from referee.core.tally import load_tally
from referee.games import score as score_tally
from support.tallies import completed


# The rules-index cache goes to a private folder, never the user's home.
os.environ["REFEREE_CACHE"] = tempfile.mkdtemp(prefix="referee-test-cache-")
# the per-user catalog of component facts: never the tester's own
os.environ["REFEREE_HOME"] = tempfile.mkdtemp(prefix="referee-test-home-")


@pytest.fixture
def cli(capsys, monkeypatch):
    """Run `referee ARGS...` in-process; returns (exit code, stdout, stderr)."""
    from referee.cli import main

    monkeypatch.delenv("REFEREE_LANG", raising=False)
    monkeypatch.setenv("LANG", "C")
    monkeypatch.setenv("COLUMNS", "160")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)

    def run(*args: str) -> tuple[int, str, str]:
        capsys.readouterr()
        try:
            main(list(args))
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else 0
        else:
            code = 0
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return run


@pytest.fixture
def score(tmp_path):
    """Score a tally given as TOML text: score(game_id, text) -> ScoreSheet.
    Fields the text leaves out count as none (`completed`); with
    `complete=False`, the text is scored as written."""

    def run(game_id: str, text: str, mode: str | None = None, complete: bool = True):
        path = tmp_path / "tally.toml"
        path.write_text(completed(game_id, text, mode) if complete else textwrap.dedent(text), encoding="utf-8")
        game = get_game(game_id)
        return score_tally(load_tally(path, game, mode))

    return run


EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.fixture
def examples() -> Path:
    """The bundled examples folder of the checkout."""
    return EXAMPLES
