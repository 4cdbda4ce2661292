"""`ask` abstains on acting while another player's turn still runs (issue 12; rules/overlapped_turns.py).

The rule of the act (roll 4 dice, buy cards, refill) says what the act is,
never whether it may overlap the turn before it; only Adulthood allows
placing before one's turn "to speed up play". Beside them, that Adulthood
question, which stays answered. The questions are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    # CV rulebook, Round: each player in turn rolls, takes cards, has bad luck, adds to CV and cleans up; nothing
    # lets the next player start before (grep of 004_*.txt for "simultaneous", "same time", "before your turn": none)
    "can I start rolling my dice while the previous player is still refilling the track?",
    "¿Puedo tirar mis dados mientras el anterior todavía compra sus cartas?",
]


@pytest.mark.parametrize("question", SILENT)
def test_overlapping_turns_is_not_in_the_rulebook(question):
    assert not search(question, game="cv").answered


def test_placing_early_in_adulthood_is_answered():
    # Adulthood rulebook, Turn, step 1: "This step can be done before your turn arrives, to speed up play" -- the
    # game allows it, whichever of its rules ranks first (here its turn summary: the near rules do not say it)
    assert search("may I place my Time while the others are still playing, to save time?", game="adulthood").answered
    result = search("to save time, may I place my Money and Energy before my turn comes?", game="adulthood")
    assert result.answered and result.hits[0].id == "turn.place-early"
