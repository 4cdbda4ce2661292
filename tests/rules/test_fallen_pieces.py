"""`ask` abstains on pieces that fell or were knocked over, told in the past (issue 12, item 1).

"My pile FELL OVER", "SE CAYERON las fichas", "the cat KNOCKED OVER the
bus": an accident at the table (the common concept of accidents), which no
rulebook here settles, so a rule about the pieces named does not answer
it. Beside them, "knock 2 off" a MATERIAL in LOOP, a cost paid, which stays
answered. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    # CV rulebook, Add to CV: the top card of each stack is the active one; nothing for a stack that falls over
    # (grep of 004_*.txt for "fall", "knock", "accident": none)
    ("I knocked over my stack of cards, what order do they go back in?", "cv"),
    # Adulthood rulebook, components and final scoring: Unhappiness and Negative Impact tokens are counted in step 1;
    # nothing for tokens that fell and got mixed (grep of 003_*.txt for "fall", "drop", "accident": none)
    ("Se cayeron al suelo las fichas de Unhappiness de todos, ¿cómo sabemos cuántas tenía cada uno?", "adulthood"),
    # Coming of Age rulebook, Phase 3: the Bus moves from stop to stop; nothing for a Bus knocked off the board
    ("The dog knocked over the Bus and we can't remember which stop it was on. Where do we put it back?",
     "coming-of-age"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_a_fallen_piece_is_not_in_the_rulebook(question, game):
    result = search(question, game=game)
    assert not result.answered


def test_knocking_quality_off_a_material_is_answered():
    # LOOP rulebook, CONSUME: an ACTIVITY's cost lowers the QUALITY of MATERIAL cards -- "knock 2 off" is that cost
    result = search("this ACTIVITY shows two of the same colour, can I knock 2 off one MATERIAL?", game="loop")
    assert result.answered and result.hits[0].id == "turn.consume-cost"
