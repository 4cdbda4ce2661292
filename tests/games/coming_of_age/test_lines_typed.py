"""The recorded 3-player night replayed as the next game night on the same
machine: the catalog knows the board, no fact is typed again, the same
decisions are made and the game ends where it did (benchmarks/lines_typed.py)."""

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def _measure(name):
    spec = importlib.util.spec_from_file_location("lines_typed_coa", ROOT / "benchmarks" / "lines_typed.py")
    bench = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bench
    try:
        spec.loader.exec_module(bench)
        return bench, {night: (count, note) for night, count, note in bench.measure(ROOT / "examples" / "coming-of-age" / name)}
    finally:
        del sys.modules[spec.name]


def test_the_second_night_types_no_fact_and_ends_where_the_first_did(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path))
    bench, rows = _measure("standard-3p.session.toml")
    first, second = rows["first"][0], rows["second"][0]
    assert rows["second"][1] == "" and second.stopped is None and first.stopped is None
    assert second.decisions == first.decisions and second.facts == 0 < first.facts
    assert second.lines < first.lines
    assert rows["second+"][0].per_decision() <= bench.SECOND_TARGET and rows["first+"][0].per_decision() <= bench.FIRST_TARGET


def test_a_format_4_solo_night_reads_the_components_once(tmp_path, monkeypatch):
    # the hand-played solo game in format 4: its tiles (bonus tiles named), Ana's board and Rob Bot's VEP spaces
    # are read once; the next night types none of them and no bonus they print, one line per decision
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path))
    bench, rows = _measure("solo-hand-played.session.toml")
    first, second = rows["first"][0], rows["second"][0]
    assert rows["second"][1] == "" and second.facts == 0 < first.facts and second.decisions == first.decisions
    assert first.per_decision() <= bench.FIRST_TARGET and second.lines == second.decisions
