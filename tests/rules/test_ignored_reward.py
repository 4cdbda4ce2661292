"""A reward asked, answered by a rule that says the thing is ignored (issue 12, false abstention).

"Do I get anything for it?" asks a reward, which a rule that says the thing
is simply ignored answers as surely as one that gives something: nothing
(rules/unstated_specifics.py, `reward_told`: "ignore", "ignora").

The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

ANSWERED = [
    # Coming of Age, 2. Experience the Location (experience.locked-track): "simply ignore that icon"
    ("my location shows an icon of a Mood Track I have not opened yet, do I gain anything for that icon?",
     "coming-of-age", "experience.locked-track"),
    ("la ubicación muestra el icono de un Registro de Ánimo que aún no tengo, ¿gano algo por ese icono?",
     "coming-of-age", "experience.locked-track"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_the_first_rule_answers(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry

