"""benchmarks/lines_typed.py classifies every verb of every refereed game (a new
verb must be classified before it can be counted), and replays a recorded
session to the same end on the second game night."""

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("typing_benchmark", ROOT / "benchmarks" / "lines_typed.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    yield module
    del sys.modules[spec.name]


def test_every_verb_is_classified(bench):
    from referee.games import REFEREED, game_rules

    for game in REFEREED:
        assert set(game_rules(game).grammar.verbs) == set(bench.VERBS[game]), game


def test_the_second_night_types_less_and_ends_where_the_first_did(bench, tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path))
    rows = {night: (count, note) for night, count, note in bench.measure(ROOT / "examples" / "cv" / "standard-2p.session.toml")}
    first, second = rows["first"][0], rows["second"][0]
    assert rows["second"][1] == ""                       # same end state
    assert second.decisions == first.decisions
    assert second.facts == 0 < first.facts
    assert second.lines < first.lines and second.chars < first.chars


def test_benchmarks_typing_runs_the_benchmark_and_never_shadows_the_standard_typing(tmp_path):
    # The issue names the command `benchmarks/typing.py`; a script run from that folder imports `typing` and
    # must get the standard library's module, not the benchmark.
    import subprocess

    probe = subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); import typing; print(typing.__file__); typing.Any",
                            str(ROOT / "benchmarks")], capture_output=True, text=True, check=True)
    assert "benchmarks" not in probe.stdout
    missing = tmp_path / "missing.session.toml"
    run = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "typing.py"), str(missing)], capture_output=True, text=True)
    assert run.returncode == 1 and "lines per decision" in run.stdout and "does not replay" in run.stdout, run.stderr
