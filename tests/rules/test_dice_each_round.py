"""How many dice each round: the entry of the dice per round, not the overview of rounds (aliases of
`end-of-round.new-dice`, Coming of Age).

Coming of Age rulebook, "4. End of the Year" (p. 11): at the end of a round
players take the Dice for the new round; round 2 uses 2 six-sided Dice,
round 3 three eight-sided, round 4 three ten-sided. Asked in Spanish how
many dice one has in each round, the search put the overview "9 turnos en 4
rondas, un tipo de dado por ronda" first (its alias "qué dados en cada
ronda" holds the same words), which says the die type but not how many.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang"), [
    ("Coming of Age: how many dice do we each get every round?", "en"),
    ("en Coming of Age, ¿cuántos dados me tocan en cada ronda?", "es"),
])
def test_how_many_dice_each_round_is_answered_by_the_dice_of_each_new_round(question, lang):
    result = search(question, lang=lang)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "end-of-round.new-dice")
