"""The move grammar: every example parses and prints back the same, every
rule id a verb or a refusal cites exists in both languages, every verb has a
handler."""

import re
import tomllib
from pathlib import Path

import pytest

from referee.core.resources import rulesets_dir
from referee.games.cv.grammar import GRAMMAR, VERBS
from referee.games.cv.referee import HANDLERS

SOURCE = Path(__file__).resolve().parents[3] / "referee" / "games" / "cv"


def _ids(lang):
    with (rulesets_dir() / "cv" / f"rules.{lang}.toml").open("rb") as handle:
        return {entry["id"] for entry in tomllib.load(handle)["entries"]}


@pytest.mark.parametrize("verb", VERBS, ids=[v.name for v in VERBS])
def test_example_round_trips(verb):
    name = verb.example.split(":")[0]
    move = GRAMMAR.parse(verb.example, [name])
    assert move.verb == verb.name and move.text() == verb.example


def test_every_cited_rule_exists_in_both_languages():
    cited = {rule for verb in VERBS for rule in verb.rules}
    for path in SOURCE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for group in re.findall(r"rule_ids=\(([^)]*)\)", text):
            cited |= set(re.findall(r'"([^"]+)"', group))
        cited |= set(re.findall(r'source="([^"]+)"', text))
    assert cited - _ids("en") == set()
    assert _ids("en") == _ids("es")


def test_every_verb_has_a_handler():
    assert set(HANDLERS) == set(GRAMMAR.verbs)


def test_dice_faces_are_data():
    # "Each die has 6 different symbols" (the picture is missing from the text: game.toml keeps them).
    from referee.games.cv import data

    assert len(data.faces()) == 6 and data.good_luck() in data.faces() and data.bad_luck() in data.faces()


def test_symbol_prefixes_in_card_facts():
    from referee.games.cv.cards import parse

    facts = parse("early", ("work/knowledge", "cost:mon,kno", "gives:bad", "upkeep:h", "dice:1", "condition"), "x")
    assert facts == {"deck": "early", "types": ["work", "knowledge"], "condition": True, "cost": ["knowledge", "money"],
                     "gives": ["bad-luck"], "upkeep": ["health"], "dice": 1}


def test_unreadable_card_fact_is_bad_input():
    from referee.core.moves import MoveSyntaxError
    from referee.games.cv.cards import parse

    with pytest.raises(MoveSyntaxError):
        parse("early", ("possession", "price:3"), "x")
    with pytest.raises(MoveSyntaxError):
        parse("early", ("cost:money",), "x")   # no type


def test_a_possession_reports_its_points():
    # Possessions "give you satisfaction, that is, victory points!"; scoring adds "the points printed on each possession card".
    from referee.core.moves import MoveSyntaxError
    from referee.games.cv.cards import parse

    with pytest.raises(MoveSyntaxError):
        parse("early", ("possession", "cost:money"), "x")
    assert parse("early", ("possession", "cost:money", "points:0"), "x")["points"] == 0
