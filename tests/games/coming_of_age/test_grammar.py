"""Moves as values: every verb's example parses and prints back to itself,
and each verb cites rule entries that exist."""

import tomllib
from pathlib import Path

import pytest

from referee.core.moves import MoveSyntaxError
from referee.games.coming_of_age.grammar import GRAMMAR, VERBS

RULES_FILE = Path(__file__).resolve().parents[3] / "rulesets" / "coming-of-age" / "rules.en.toml"


@pytest.mark.parametrize("verb", VERBS, ids=[v.name for v in VERBS])
def test_example_round_trips(verb):
    move = GRAMMAR.parse(verb.example, ["Ana", "Ben"])
    assert move.verb == verb.name
    assert move.text() == verb.example
    assert GRAMMAR.parse(move.text(), ["Ana", "Ben"]) == move


def test_every_cited_rule_exists():
    ids = {entry["id"] for entry in tomllib.loads(RULES_FILE.read_text(encoding="utf-8"))["entries"]}
    for verb in VERBS:
        assert verb.rules and set(verb.rules) <= ids, verb.name
        assert verb.help.key and verb.example


def test_malformed_lines_are_syntax_errors():
    with pytest.raises(MoveSyntaxError):
        GRAMMAR.parse("Ana: choose four", ["Ana"])
    with pytest.raises(MoveSyntaxError):
        GRAMMAR.parse("Ana: rool 3", ["Ana"])
    with pytest.raises(MoveSyntaxError):
        GRAMMAR.parse("Zed: roll 3", ["Ana"])
