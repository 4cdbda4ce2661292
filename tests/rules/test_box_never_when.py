"""When a component is used, asked: the Components list never says (issue 12).

"when are the ten-sided dice used?": the count of what the box holds names
the dice the most plainly, but the rule that hands them out at the start of
a round answers (rules/box_never_when.py). Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.box_never_when import never_says_when
from referee.rules.search import search


# Coming of Age, End of the Year: "round 3 (3 turns) uses 3 eight-sided Dice; round 4 (3 turns) uses 3 ten-sided
# Dice" (its Components entry: "36 Dice, 9 per colour: 1 four-sided Die, 2 six-sided Dice ...")
@pytest.mark.parametrize("query", [
    "when are the ten-sided dice used?",
    "the 10-sided dice, when do they come in?",
    "los dados de diez caras, ¿cuándo se usan?",
])
def test_a_die_asked_when_ranks_the_round_that_hands_it_out(query):
    result = search(query)
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "end-of-round.new-dice")


def test_a_count_of_the_box_is_still_its_list():
    assert never_says_when(("?when",), False)
    assert not never_says_when(("?when",), True)  # ("how many dice are there, and when...": the box is asked too)
    assert not never_says_when(("?num",), False)
