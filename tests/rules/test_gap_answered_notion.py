"""A notion the rule answers by another it holds (concepts.answered_by:
showing one's hidden thing by revealing it) is no word a gap holds more:
"do I have to SHOW my Value card?" beside "Values stay secret ... REVEAL
value" is the rule's question, not the gap of the other cards in hand
(search._gap_holds_more, issue 12, round hidfabst2).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, entries", [
    # Adulthood p. 4 and card types: the Value in hand is kept hidden, Values stay secret all game
    ("the value card in my hand, do I ever need to show it to someone?", {"cards.values-secret", "setup.values"}),
    ("El Valor de mi mano, ¿tengo que mostrárselo a alguien?", {"cards.values-secret", "setup.values"}),
])
def test_showing_a_secret_value_is_answered_by_its_rule(question, entries):
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.gap is None
    assert result.hits[0].id in entries


@pytest.mark.parametrize("question, word", [
    # the other cards in hand: the rulebook never says whether they are hidden, the gap stands
    ("can I show the Career cards in my hand to the others?", "others"),
    ("¿Puedo enseñar a los demás las cartas de Career que tengo en la mano?", "career"),
])
def test_showing_the_other_cards_in_hand_keeps_the_gap(question, word):
    result = search(question, game="adulthood")
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.hand-hidden"
    assert word in result.missing
    assert result.hits[0].id == "setup.values"  # the gap's related rules come first
