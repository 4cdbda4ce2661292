"""Saying no to a FAVOUR is rejecting it (issue 12, false abstention).

LOOP p. 9, Optional Action: Playing Favour: a player who is played a FAVOUR may reject it. Players
say "say no to it", "turn it down", "decir que no", "negarme", not the
rulebook's "reject"; the glossary term reads them as LOOP's Reject (the
English already through the common notion of refusing; the Spanish failed).
Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "in LOOP, when a FAVOUR is played on me, how do I say no?",
    "LOOP: me jugaron un ACQUIRE y no quiero darle nada, ¿cómo le digo que no?",
])
def test_saying_no_to_a_favour_asks_how_to_reject_it(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].game == "loop"
    assert result.hits[0].id in {"favours.reject", "favour.acquire"}
