"""CONFORMANCE.md lists every rule entry of Coming of Age once, and every
test it names exists."""

import re
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
RULES = HERE.parents[2] / "rulesets" / "coming-of-age" / "rules.en.toml"


def test_conformance_lists_every_passage_and_only_real_tests():
    text = (HERE / "CONFORMANCE.md").read_text(encoding="utf-8")
    ids = [e["id"] for e in tomllib.loads(RULES.read_text(encoding="utf-8"))["entries"] if not e["id"].startswith("example.")]
    listed = re.findall(r"^\|[^|]*\|[^|]*\| `([a-z0-9.-]+)` \|", text, flags=re.M)
    assert sorted(listed) == sorted(ids)
    for module, name in re.findall(r"`(test_[a-z_]+\.py)::(test_[a-z0-9_]+)`", text):
        assert f"def {name}(" in (HERE / module).read_text(encoding="utf-8"), f"{module}::{name}"
