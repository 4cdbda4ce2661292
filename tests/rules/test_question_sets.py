"""The benchmark question sets stay consistent with the rule entries: every
expected id exists in its game's rules, and each set keeps its shape."""

import tomllib
from pathlib import Path

import pytest

from referee.rules import corpus

SETS = Path(__file__).resolve().parents[2] / "benchmarks" / "ask"
FILES = sorted(SETS.glob("*/*.toml"))


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.name}" for p in FILES])
def test_expected_ids_exist(path):
    questions = tomllib.loads(path.read_text(encoding="utf-8"))["questions"]
    assert questions
    for question in questions:
        assert question["lang"] in ("en", "es") and question["q"].strip()
        known = corpus.entry_map(question["game"], "en")
        assert question["ids"] and all(i in known for i in question["ids"]), question["q"]


def test_development_set_size_and_languages():
    # at least 40 questions per game, half in Spanish
    for path in sorted((SETS / "questions").glob("*.toml")):
        questions = tomllib.loads(path.read_text(encoding="utf-8"))["questions"]
        spanish = sum(q["lang"] == "es" for q in questions)
        assert len(questions) >= 40 and spanish * 2 >= len(questions) - 1, path.name
