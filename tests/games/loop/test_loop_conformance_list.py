"""CONFORMANCE.md stays true: it lists every rule entry of the LOOP ruleset,
and every test it names exists in this folder."""

import ast
import re
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
RULES = HERE.parents[2] / "rulesets" / "loop" / "rules.en.toml"


def _tests() -> set[str]:
    names = set()
    for path in HERE.glob("test_*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                names.add(f"{path.stem}::{node.name}")
    return names


def test_every_rule_is_listed_and_every_named_test_exists():
    text = (HERE / "CONFORMANCE.md").read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if line.startswith("| P.") or line.startswith("| —")]
    listed = {re.search(r"\| `([a-z0-9.-]+)` \|", row).group(1) for row in rows}
    ids = {entry["id"] for entry in tomllib.loads(RULES.read_text(encoding="utf-8"))["entries"]}
    assert listed == ids
    named = set(re.findall(r"`(test_loop_[a-z_]+::test_[a-z0-9_]+)`", text))
    assert named and named <= _tests(), sorted(named - _tests())
    for row in rows:   # a rule with no test says why
        cells = row.split(" | ")
        assert cells[3] != "—" or cells[4].strip(" |"), row
