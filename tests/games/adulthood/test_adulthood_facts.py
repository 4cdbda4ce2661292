"""Card and board facts: reported once, then known in this session, in the
session file and in the user's catalog; the fold must not depend on what
the catalog already knows, and every rule the referee cites exists."""

import tomllib
from pathlib import Path

import pytest

from referee.core import session as sessions
from referee.core.engine import IllegalMove, Setup, parse, play_in_place
from referee.games.adulthood.grammar import GRAMMAR
from referee.games.adulthood.referee import RULES

from adulthood_lines import BOARD, CAREERS, MARKET

RULESETS = Path(__file__).resolve().parents[3] / "rulesets" / "adulthood"
EVENTS = [f"Ana: board {BOARD}", f"Ana: market {' '.join(MARKET[:5])}", f"Ana: keep {CAREERS['Ana']}", f"Ben: keep {CAREERS['Ben']}", "Ana: place career"]


def test_a_session_that_reported_the_board_replays_once_the_catalog_knows_it():
    first = RULES.setup(Setup("adulthood", "standard", ("Ana", "Ben")))
    done = sessions.replay(RULES, Setup("adulthood", "standard", ("Ana", "Ben")), EVENTS)
    assert done.error is None
    catalog = dict(done.state.facts.reported)
    assert "board.adulthood.standard" in catalog and "card.adulthood.chef" in catalog
    again = sessions.replay(RULES, Setup("adulthood", "standard", ("Ana", "Ben"), catalog=catalog), EVENTS)
    assert again.error is None
    # and a new session on this machine needs no board report at all
    fresh = sessions.replay(RULES, Setup("adulthood", "standard", ("Ana", "Ben"), catalog=catalog), EVENTS[1:])
    assert fresh.error is None and first.phase == "setup"


def test_a_board_contradicting_the_catalog_is_refused_showing_both():
    catalog = {"board.adulthood.standard": {"cross": 30, "grown_up": [10, 10], "events_happiness": [6], "events_impact": [6], "prices": ["1e", "1m"]}}
    setup = Setup("adulthood", "standard", ("Ana", "Ben"), catalog=catalog)
    state = RULES.setup(setup)
    with pytest.raises(IllegalMove) as refused:  # a new report against the catalog: a typo caught
        play_in_place(RULES, state, parse(RULES, state, EVENTS[0], setup.players))
    text = refused.value.msg.english()
    assert "cross=30" in text and "cross=24" in text and "referee facts adulthood forget" in text
    # the same report already recorded in a session file stands: the file replays as it was played (core/fact_use.py)
    done = sessions.replay(RULES, setup, EVENTS)
    assert done.error is None and done.state.facts.get("board.adulthood.standard")["cross"] == 24


def test_every_cited_rule_exists_in_both_languages():
    ids = {}
    for lang in ("en", "es"):
        with (RULESETS / f"rules.{lang}.toml").open("rb") as handle:
            ids[lang] = {entry["id"] for entry in tomllib.load(handle)["entries"]}
    assert ids["en"] == ids["es"]
    for verb in GRAMMAR.verbs.values():
        assert set(verb.rules) <= ids["en"], verb.name
