"""A verb of holding before a limit ("how much REPUTATION can I HOLD at most?") limits the thing held, which a
rule that caps it answers (rules/limit_counts.py `holding_verb`, round upkfabst).

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

CAPS = {"area.reputation", "favours.reputation-cap"}


@pytest.mark.parametrize("question", [
    # LOOP, Player AREA: "You can accumulate up to 2 REPUTATION"
    "How much REPUTATION can I hold at most?",
    "¿Cuánta Reputación puedo acumular como máximo?",
    "¿Cuánta REPUTATION puedo guardar como máximo?",
])
def test_a_cap_on_the_thing_held_answers(question):
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id in CAPS


@pytest.mark.parametrize("question, game, gap", [
    # Adulthood: the rulebook sets no cap on the money and energy tokens a player keeps
    ("¿Cuánto dinero puedo guardar como máximo?", "adulthood", "gap.resource-limit"),
    ("What's the most money I can keep between turns?", "adulthood", "gap.resource-limit"),
])
def test_a_thing_no_rule_caps_stays_unanswered(question, game, gap):
    result = search(question, game=game)
    assert result.answered is False
    assert result.gap is not None and result.gap.id == gap


def test_the_verb_of_holding_is_read_by_its_key():
    from referee.rules.limit_counts import holding_verb
    from referee.rules.normalize import key

    assert holding_verb(key("acumular", "es"), "es")
    assert holding_verb(key("store", "en"), "en")
    assert not holding_verb(key("jugar", "es"), "es")
