"""An effect that reaches a later round, told on the game's last, is unanswered unless a near rule speaks of both (rules/carried_past_end.py, issue 12).

The rule of the effect says it acts in the next round, the rule of the end
that the game ends after the last: neither says what becomes of an effect
whose later round never comes. The questions are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("Solo: my eighth Life Event is one of those that affect the next round, and the game ends right after it. Does "
     "it still apply?", "adulthood"),
    ("En la última ronda me sale un Life Event que afecta a la ronda siguiente. Como termina la partida, ¿qué pasa "
     "con ese efecto?", "adulthood"),
])
def test_a_later_effect_told_on_the_last_round_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False


@pytest.mark.parametrize("question, game, entry", [
    # no last round told: the rule of the effect answers when it acts
    ("Some Life Events affect the next round. How do I know which ones do?", "adulthood", "cards.life-event-timing"),
    ("Algunos Life Events afectan a la ronda siguiente. ¿Cómo sé cuáles?", "adulthood", "cards.life-event-timing"),
])
def test_a_later_effect_without_the_last_round_answers(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert entry in [hit.id for hit in result.hits]
