"""What every refereed game guarantees, checked the same way for each (the
way OpenSpiel runs one conformance test over every game):

- a move is one line that round-trips: each verb's example, and every event
  of the recorded examples, parses and prints back the same;
- every rule id the game cites (a verb's rules, an IllegalMove's rule_ids,
  a data file's `rule`) names an entry of its rules.en.toml;
- replay equals fold: folding a recorded log in place gives the state that
  playing it move by move on copies gives, and breaks at the same event;
- a random play-out ends, and its tally scores.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from support.recorded_game import scored_end
from referee.core import engine
from referee.core.files import read_toml
from referee.core.resources import rulesets_dir
from referee.core.session import load, replay
from referee.games import REFEREED, game_rules, package

EXAMPLES = Path(__file__).resolve().parent.parent.parent / "examples"
NAMES = ["Ana", "Ben", "Cara", "Carla", "Dan", "Eve", "Fay"]


def rule_ids(game_id: str) -> set[str]:
    return {entry["id"] for entry in read_toml(rulesets_dir() / game_id / "rules.en.toml")["entries"]}


def sessions(game_id: str) -> list:
    return [load(path) for path in sorted((EXAMPLES / game_id).glob("*.toml"))]


@pytest.mark.parametrize("game_id", REFEREED)
def test_verb_examples_round_trip(game_id):
    grammar = game_rules(game_id).grammar
    for verb in grammar.verbs.values():
        # the example's speaker and any other capitalised word may be a player's name
        names = list(dict.fromkeys([*NAMES, *(w.rstrip(":") for w in verb.example.split() if w[:1].isupper())]))
        move = grammar.parse(verb.example, names)
        assert move.verb == verb.name and move.text() == verb.example, verb.example
        assert grammar.parse(move.text(), names) == move


@pytest.mark.parametrize("game_id", REFEREED)
def test_recorded_events_round_trip(game_id):
    grammar = game_rules(game_id).grammar
    for session in sessions(game_id):
        for line in session.events:
            move = grammar.parse(line, list(session.setup.players))
            assert move.text() == line and grammar.parse(move.text(), list(session.setup.players)) == move


@pytest.mark.parametrize("game_id", REFEREED)
def test_every_cited_rule_id_exists(game_id):
    known = rule_ids(game_id)
    prefixes = {rule.split(".")[0] for rule in known}
    grammar = game_rules(game_id).grammar
    cited = {rule for verb in grammar.verbs.values() for rule in verb.rules}
    folder = Path(importlib.import_module(package(game_id)).__file__).parent
    texts = [path.read_text(encoding="utf-8") for path in folder.glob("*.py")]
    texts += [path.read_text(encoding="utf-8") for path in (rulesets_dir() / game_id).glob("*.toml") if not path.name.startswith("rules.") and path.name not in ("status.toml", "vocabulary.toml")]  # those hold layout and words, not rule ids
    for text in texts:
        for word in re.findall(r'"([a-z0-9-]+\.[a-z0-9.-]+)"', text):
            if word.split(".")[0] in prefixes and not word.endswith((".toml", ".py")):
                cited.add(word)
    assert cited and cited <= known, sorted(cited - known)


@pytest.mark.parametrize("game_id", REFEREED)
def test_replay_equals_fold(game_id):
    rules = game_rules(game_id)
    recorded = sessions(game_id)
    assert recorded, f"a refereed game needs recorded sessions in examples/{game_id}"
    for session in recorded:
        folded = replay(rules, session.setup, session.events)
        state, broke_at = rules.setup(session.setup), None
        for number, line in enumerate(session.events, start=1):
            try:
                move = engine.parse(rules, state, line, session.setup.players)
                state = engine.play(rules, state, move).state
            except engine.RefereeError:
                broke_at = number
                break
        assert folded.failed_at == broke_at and folded.state == state


@pytest.mark.parametrize("game_id", REFEREED)
def test_a_random_playout_ends_and_scores(game_id, playouts, tmp_path):
    assert game_id in playouts, f"register a random player of {game_id} in tests/core/conftest.py"
    rules = game_rules(game_id)
    setup, state, log = playouts[game_id](3, engine.play)
    assert log and rules.is_over(state)
    sheet = scored_end(rules, state, tmp_path)
    assert {player.name for player in sheet.players} >= set(setup.players)


@pytest.mark.parametrize("game_id", REFEREED)
def test_a_move_after_the_end_cites_the_end_of_game_rule(game_id, playouts):
    # Issue 11: "every refusal cites the rule that decides it: the game-over
    # refusal cites the end-of-game rule"; each game names it once, in its rules.
    rules = game_rules(game_id)
    setup, state, log = playouts[game_id](5, engine.play)
    assert rules.is_over(state)
    move = rules.grammar.parse(log[-1], list(setup.players)) if isinstance(log[-1], str) else log[-1]
    with pytest.raises(engine.IllegalMove) as refused:
        engine.verify_turn(rules, state, move)
    cited = set(refused.value.rule_ids)
    assert cited and cited <= rule_ids(game_id), cited


@pytest.mark.parametrize("game_id", REFEREED)
def test_every_verb_handler_says_what_it_does(game_id):
    # A game is handlers + a flow + data: each handler's docstring says which move it checks and applies.
    rules = game_rules(game_id)
    undocumented = [verb for verb, handler in rules.handlers.items() if not (handler.__doc__ or "").strip()]
    assert undocumented == []
