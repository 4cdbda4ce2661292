"""A summary entry and the rules it restates (`restates` in the rule files).

Coming of Age's rulebook sums up a moment before it states its rules one by
one ("At the end of each round, 2 new locations become available", then the
end-of-round table of Dice and locations, p. 11), and the entries follow it:
"What unlocks between rounds" restates the new Dice, the new locations and
the next Mood Track. The summary is shorter and its title echoes the
question's nouns, so it scored first; when a rule it restates holds every
word of the question the summary holds, that rule is the one asked.
"""

from __future__ import annotations

import pytest

from referee.core.registry import GAME_IDS
from referee.rules import corpus
from referee.rules.search import search


@pytest.mark.parametrize("question, expected", [
    ("which dice do I roll in round 2 of coming of age", "end-of-round.new-dice"),
    ("dice in round 2 coming of age", "end-of-round.new-dice"),
    ("¿qué dados lanzo en la ronda 2 de Coming of Age?", "end-of-round.new-dice"),
    ("dados en la ronda 2 coming of age", "end-of-round.new-dice"),
    ("coming of age round over: which mood track unlocks now?", "end-of-round.new-mood-track"),
    ("Coming of Age: terminó la ronda, ¿qué Registro de Ánimo se desbloquea?", "end-of-round.new-mood-track"),
    ("¿Qué Registro de Ánimo se desbloquea tras cada ronda en Coming of Age?", "end-of-round.new-mood-track"),
    # "the turn ends and the next one is prepared" (p. 11) sums up the steps that prepare it
    ("fin de año en coming of age, qué se hace con las fichas de parada", "end-of-year.bus-stop-shift"),
    ("fin del año en Coming of Age: que hacemos con las fichas de parada de bus", "end-of-year.bus-stop-shift"),
])
def test_the_rule_a_summary_restates_goes_first(question, expected):
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("coming-of-age", expected)


@pytest.mark.parametrize("question", [
    "What unlocks between rounds in Coming of Age?",
    "¿Qué se desbloquea entre rondas en Coming of Age?",
])
def test_the_summary_itself_is_still_asked_for_the_whole(question):
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "end-of-round.unlocks")


@pytest.mark.parametrize("game", GAME_IDS)
def test_restated_rules_exist_and_agree_in_every_language(game):
    by_lang = {lang: {entry.id: entry.restates for entry in corpus.entries(game, lang)} for lang in ("en", "es")}
    assert by_lang["en"] == by_lang["es"]
    ids = set(by_lang["en"])
    for entry_id, restated in by_lang["en"].items():
        assert set(restated) <= ids - {entry_id}, (entry_id, sorted(set(restated) - ids))
