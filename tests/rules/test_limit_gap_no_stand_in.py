"""A limit the answer lacks has no general rule to put first (issue 12, ranking).

When no entry answers, `search._gap_rule_first` puts first the entry that
covers the gap the first one left: a general rule for it, the stand-in rule
for "what if the X run out". Running out (and a missing piece) has such a
rule; a limit has none, so a word of limit ("only", "limita") the first entry
lacks leaves it first, rather than an entry that merely says "only" of
something else. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

FIRST_KEPT = [
    # CV, End of the Game: "If several players tie for a public goal, each of them gets the full points for it."
    ("if two players tie for a public goal in CV, does only one of them score it?", "cv", "scoring.public-goals-tie"),
    # LOOP p. 2: the starting player uses the HAPPINESS token's golden side, everyone else the black side
    ("¿por qué solo un jugador tiene la ficha dorada de felicidad en LOOP?", "loop", "setup.happiness-token"),
    # LOOP, Event Overview: Economic Slowdown, "You can only BUY 1 MATERIAL in a BUY turn and CONSUME 1 ACTIVITY"
    ("does Economic Slowdown limit anything?", "loop", "event.economic-slowdown"),
    ("en LOOP, ¿qué limita exactamente la Economic Slowdown?", "loop", "event.economic-slowdown"),
]


@pytest.mark.parametrize("question, game, entry", FIRST_KEPT)
def test_a_word_of_limit_moves_no_entry_first(question, game, entry):
    first = search(question, limit=3).hits[0]
    assert (first.game, first.id) == (game, entry)
