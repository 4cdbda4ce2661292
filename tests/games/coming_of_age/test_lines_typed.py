"""The recorded 3-player night replayed as the next game night on the same
machine: the catalog knows the board, no fact is typed again, the same
decisions are made and the game ends where it did (benchmarks/lines_typed.py)."""

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_the_second_night_types_no_fact_and_ends_where_the_first_did(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path))
    spec = importlib.util.spec_from_file_location("lines_typed_coa", ROOT / "benchmarks" / "lines_typed.py")
    bench = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bench
    try:
        spec.loader.exec_module(bench)
        rows = {night: (count, note) for night, count, note in bench.measure(ROOT / "examples" / "coming-of-age" / "standard-3p.session.toml")}
    finally:
        del sys.modules[spec.name]
    first, second = rows["first"][0], rows["second"][0]
    assert rows["second"][1] == "" and second.stopped is None and first.stopped is None
    assert second.decisions == first.decisions and second.facts == 0 < first.facts
    assert second.lines < first.lines
    assert rows["second+"][0].per_decision() <= bench.SECOND_TARGET and rows["first+"][0].per_decision() <= bench.FIRST_TARGET
