"""Doing without a cost the rule states: the rule's price answers (issue 12; rules/stated_costs.py).

"Can I meditate without spending energy?" asks whether the energy is
required; Adulthood's Meditate rule states it ("spend 1 energy to ..."),
which answers: the act is not done without its price. A question of the
same act in solo, whose cost the rulebook leaves open, keeps its gap.
Questions written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.stated_costs import cost_phrases
from referee.rules.search import search


# Adulthood, Your Board: "The Wellness lower action is Meditate: spend 1 energy to either put one of your facedown
# Values cards into your hand, or ..."
@pytest.mark.parametrize("question", [
    "Can I meditate without spending energy?",
    "¿Puedo meditar sin gastar energía?",
])
def test_doing_without_a_price_the_rule_states_is_answered_by_that_rule(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == "board.meditate"


# Adulthood, solo: the rulebook says Meditate replaces a market card, not whether it still costs energy
def test_doing_without_a_price_the_rulebook_leaves_open_stays_a_gap():
    result = search("can I meditate in solo without spending energy?")
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.solo-meditate-cost"
    assert {"solo.meditate", "board.meditate"} <= {hit.id for hit in result.hits}  # related reading


def test_the_words_of_a_price_are_data_in_both_languages():
    assert ("spend",) in cost_phrases("en")
    assert ("gasta",) in cost_phrases("es")
