"""A question of why does not ask the leave or the moment its words carry (rules/why_asked.py, issue 12).

LOOP rulebook (seed 001), Cooperative Mode, End Game (p. 16): "You win if
all of you reach HAPPINESS 11 (flag) or above after the DEPLETION Penalty,
Debt Penalty, and LANDFILL Penalty are factored"; CAREER card (p. 5):
"Play as INTERN in the Basic Mode and the start of Story Campaign". Asked why, the rule itself
answers, not the close sibling that says what players may do ("El Modo
Cooperativo parte del Competitivo", the INTERN's own card). The probes are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules.why_asked import asks_why


@pytest.mark.parametrize("question, expected", [
    ("¿Por qué en cooperativo tenemos que llegar todos a 11 y no vale con que llegue uno?", "coop.end"),
    ("¿Por qué en el modo básico solo puedo jugar con el INTERN?", "area.career-card"),
])
def test_the_rule_answers_why(question, expected):
    result = search(question)
    assert result.hits[0].game == "loop"
    assert result.hits[0].id == expected


@pytest.mark.parametrize("text, lang, asked", [
    ("why can I only be the INTERN?", "en", True),
    ("how come we all need 11?", "en", True),
    ("¿Por qué tengo que pagar?", "es", True),
    ("can I play a FAVOUR now?", "en", False),
    ("¿puedo jugar un FAVOUR?", "es", False),
])
def test_asks_why(text, lang, asked):
    assert asks_why(text, lang) is asked
