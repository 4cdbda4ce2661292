"""`ask` abstains when a question tells one named thing is in force and asks whether another named thing still
holds, when no rule speaks of both (issue 12; rules/combined.py `_in_force_overridden`). The questions are worded
anew, not copied from the benchmark sets; searched as a player without --game asks."""

from __future__ import annotations

import pytest

from referee.rules.search import search

# LOOP, Red Gown: "When you BUY, you must buy at the same or a higher QUALITY than your current highest-QUALITY
# MATERIAL." Chef: "Supersize: when you BUY or RECYCLE FOOD, you get double the QUALITY for the COIN you pay."
# Neither entry names the other: which one wins is not in the rulebook.
SILENT = [
    "Con Red Gown activo, el Chef usa Supersize al comprar FOOD: ¿igual saca el doble de QUALITY?",
    "Red Gown is active and the Chef uses Supersize to buy FOOD: does he still get double QUALITY?",
]


@pytest.mark.parametrize("question", SILENT)
def test_a_thing_in_force_over_another_named_thing_abstains(question):
    result = search(question)
    assert result.answered is False
    assert {hit.id for hit in result.hits[:2]} == {"career.chef", "event.red-gown"}  # both as related reading


def test_only_telling_what_is_in_force_stays_answered():
    # the same two things, without a word that asks whether one still holds: left to the search, as before
    result = search("Con Red Gown activo, el Chef usa Supersize al comprar FOOD: ¿cuánta QUALITY saca?")
    assert result.answered is True
    assert result.hits[0].id == "career.chef"
