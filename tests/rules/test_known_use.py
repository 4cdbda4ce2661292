"""A question of what a thing is for beyond a use it names is unanswered
when the first rule is of that use (rules/known_use.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.known_use import set_aside_use
from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("whats the road zone for besides holding the dice i rolled?", "coming-of-age"),
    ("¿Para qué sirve la zona de carreteras, aparte de dejar ahí los dados tirados?", "coming-of-age"),
    ("¿Para qué sirve la carta de la bici además de marcar quién empieza cada ronda?", "cv"),
])
def test_another_use_than_the_rule_of_the_known_one_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing


def test_a_rule_of_the_thing_itself_still_answers():
    # CV: "Health cards: sports and health, help against bad luck" tells another use in its text
    result = search("what are Health cards for, other than the health symbols they give?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "card-type.health"


def test_the_use_is_read_without_the_thing_asked():
    assert set_aside_use("whats the road zone for besides holding the dice i rolled?", "en")[0] == "besides"
    assert "road" not in set_aside_use("whats the road zone for besides the road?", "en")[1]
    # no purpose asked: "what else besides X" is left to other readings
    assert set_aside_use("can I take anything besides a card?", "en") == ("", frozenset())
