"""A situation told before an ask that says its matter in the entry's words (issue 12, ranking).

"when I move my die..., are the first and last locations next to each
other?": the ask names no topic of its own, but says what it asks in words
the first entry holds; the situation told before it ("move my die") is no
topic that entry must cover (`search._ask_said_in_words`). An ask that denies
("why doesn't she get...?") is read as before. The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

ANSWERED = [
    # CV, Two-colour cards: the player chooses the card's type when taking it
    ("if I buy a card of two colours, do I pick its type as I take it?", "cv", "two-color.choose-type"),
    ("si compro una carta de dos colores, ¿elijo su tipo cuando la tomo?", "cv", "two-color.choose-type"),
    # Coming of Age, Change Location: the two ends of the board are adjacent
    ("when I move my die to a new location, are the first and last locations next to each other?",
     "coming-of-age", "change-location.ends-adjacent"),
]


@pytest.mark.parametrize("question, game, entry", ANSWERED)
def test_the_ask_in_the_entrys_words_is_answered(question, game, entry):
    result = search(question, limit=3)
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)
    assert result.answered


def test_an_ask_that_denies_stays_as_it_was():
    # LOOP: no rule gives a player who helped with a SHARE part of the HAPPINESS of a GOAL; the ask denies
    result = search("if my friend helped me with a SHARE to reach a GOAL, why doesn't she get part of the HAPPINESS?",
                    game="loop", limit=3)
    assert result.hits[0].id != "favour.share"
