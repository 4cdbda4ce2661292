"""Spanish entries carry the twins of their English entries' aliases (issue 12).

Aliases are players' words for a rule; an alias the English entry had and
its Spanish twin lacked left the Spanish question of the same thing to a
neighbouring rule. The probes are worded anew, not copied from the benchmark
sets.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from referee.rules.search import search

RULESETS = Path(__file__).resolve().parents[2] / "rulesets"


@pytest.mark.parametrize("question, game, rule", [
    ("¿En qué orden se van desbloqueando los registros de ánimo?", "coming-of-age", "end-of-round.new-mood-track"),
    ("En LOOP me jugaron un favor que no quiero, ¿lo puedo rechazar?", "loop", "favours.reject"),
    ("Tengo la mano llena y robo otra ficha de rasgo, ¿qué hago?", "coming-of-age", "trait-bonus.hand-limit"),
])
def test_a_spanish_question_finds_the_rule_its_english_twin_finds(question, game, rule):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, rule)


@pytest.mark.parametrize("game", ["coming-of-age", "loop", "adulthood", "cv"])
def test_no_spanish_entry_has_fewer_aliases_than_its_english_twin_but_the_known_few(game):
    """The entries left with fewer Spanish aliases are those whose English
    aliases have twins said once in Spanish ("open hand" and "co-op mode"
    against "mano abierta" and "modo coop"; "game over" and "end condition"
    against "fin del juego"; LOOP's "do not want the favour i was played", whose
    Spanish twin put the rule of refusing before the rule of the FAVOUR named
    and cost an answer: tests/rules/test_saying_no_to_a_favour.py)."""
    def aliases(lang):
        with (RULESETS / game / f"rules.{lang}.toml").open("rb") as handle:
            return {entry["id"]: entry.get("aliases", []) for entry in tomllib.load(handle)["entries"]}
    english, spanish = aliases("en"), aliases("es")
    short = {rule for rule, said in english.items() if len(said) > len(spanish.get(rule, []))}
    assert short <= {"scoring.tie-break", "turn.negotiation", "coop.overview", "overview.game-end", "favours.reject"}
