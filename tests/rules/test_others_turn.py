"""`ask` reads a question about acting in another player's turn (issue 12;
rules/others_turn.py).

The rule that ranks first must say when its thing may be done ("at any
moment", "in your turn"); otherwise the rulebook is silent. Beside each
silence, a near question a rule answers. The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import others_turn
from referee.rules.search import search


@pytest.mark.parametrize(
    ("text", "lang", "told"),
    [
        ("may I do that on another player's turn?", "en", "another player turn"),
        ("can i do it outside my turn", "en", "outside my turn"),
        ("what do I do on my turn?", "en", ""),
        ("¿lo puedo hacer en el turno de otro jugador?", "es", "turno de otro"),
        ("¿qué hago en mi turno?", "es", ""),
    ],
)
def test_others_turn_phrases(text, lang, told):
    assert others_turn.others_turn(text, lang) == told


# Adulthood, Step 3: "In step 3 you may draft one card from the Market Board" says nothing of other turns.
def test_acting_in_another_turn_the_rule_never_times_is_a_silence():
    result = search("in adulthood can I draft a market card during another player's turn?")
    assert result.answered is False
    assert result.missing == ("another player turn",)


# CV, Card Types: "A player can play an event card at any moment": the rule says when.
@pytest.mark.parametrize(
    "question",
    ["in CV, may I play an event card on another player's turn?", "en CV, ¿puedo jugar una carta de evento en el turno de otro jugador?"],
)
def test_a_rule_that_says_when_answers(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "card-type.event")
