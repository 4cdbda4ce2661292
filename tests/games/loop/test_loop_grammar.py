"""The LOOP move language: every verb's example reads and prints back the same."""

import re
import tomllib
from pathlib import Path

import pytest

from referee.core.moves import MoveSyntaxError
from referee.core.resources import rulesets_dir
from referee.games.loop.grammar import GRAMMAR, VERBS

PLAYERS = ["Ana", "Ben", "Cara"]
RULE_IDS = {e["id"] for e in tomllib.loads((rulesets_dir() / "loop" / "rules.en.toml").read_text(encoding="utf-8"))["entries"]}
PREFIXES = {rule.split(".")[0] for rule in RULE_IDS}
SOURCE = Path(__import__("referee.games.loop", fromlist=["x"]).__file__).parent


@pytest.mark.parametrize("verb", VERBS, ids=[v.name for v in VERBS])
def test_example_round_trip(verb):
    move = GRAMMAR.parse(verb.example, PLAYERS)
    assert move.verb == verb.name
    assert move.text() == verb.example
    assert GRAMMAR.parse(move.text(), PLAYERS) == move


@pytest.mark.parametrize("verb", VERBS, ids=[v.name for v in VERBS])
def test_verbs_cite_existing_rules(verb):
    assert verb.rules and set(verb.rules) <= RULE_IDS, set(verb.rules) - RULE_IDS


def test_prefixes_and_did_you_mean():
    assert GRAMMAR.parse("ana: buy util 2", PLAYERS).args[0] == "utility"
    with pytest.raises(MoveSyntaxError) as error:
        GRAMMAR.parse("Ana: bye glass 2", PLAYERS)
    assert "buy" in error.value.msg.english()


def test_every_cited_rule_id_exists():
    """Each IllegalMove's rule ids, and each data file's `rule`, name an entry of rules.en.toml."""
    cited = set()
    for path in [*SOURCE.glob("*.py"), rulesets_dir() / "loop" / "careers.toml", rulesets_dir() / "loop" / "events.toml"]:
        for word in re.findall(r'"([a-z]+\.[a-z0-9-]+)"', path.read_text(encoding="utf-8")):
            if word.split(".")[0] in PREFIXES and not word.endswith((".toml", ".py")):
                cited.add(word)
    assert cited and cited <= RULE_IDS, cited - RULE_IDS
