"""How many hidden things a player holds, asked as what the others may know,
is unanswered unless the first rule says such things are in the open
(rules/hidden_counts.py, issue 12, round abst36).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, word", [
    # Coming of Age p. 5: the hand of Tiles is hidden from the other players; nothing says whether its count is
    ("Do the other players get to know how many Trait Tiles are in my hand, or just that they're hidden?",
     "coming-of-age", "know how many"),
    ("¿Los demás tienen derecho a saber cuántas Fichas de Rasgo guardo en la mano?", "coming-of-age",
     "saber cuantas"),
    # Adulthood: the Value in hand is kept hidden from the other players; how many one holds, never said
    ("Are the other players allowed to see how many Values I've got in my hand?", "adulthood", "see how many"),
    ("¿Tengo que decirles a los otros cuántos Valores llevo en la mano?", "adulthood",
     "decirles a los otros cuantos"),
])
def test_the_count_of_a_hidden_hand_is_unanswered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


def test_a_rule_that_keeps_things_in_the_open_still_answers():
    # LOOP p. 5: "Keep all your COIN in your AREA, visible to all players at all times": their number is seen too
    result = search("Can I see how many COIN the other players have, or can they keep it hidden?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "area.coins"
