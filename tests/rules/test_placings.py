"""A tie, or any place, below the winner is unanswered unless a near rule
speaks of places below the first (rules/ties.py `unstated_placing`, issue 12).

The rulebooks name a winner and break ties for the win; none ranks the
others. The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("Two of us tied for third place in LOOP. Does the tie-break order also decide who is third?", "loop"),
    ("En CV empatamos en segundo a puntos. ¿Quién queda segundo?", "cv"),
    ("Adulthood: my brother and I tied for second behind Ana. Do we share 2nd place?", "adulthood"),
    # ranking the players below the winner, asked outright (round newsil)
    ("Five of us in LOOP: once the winner is known, how do we rank the others?", "loop"),
    ("Al acabar una partida de CV a cuatro, ¿cómo se ordena al resto después del ganador?", "cv"),
])
def test_a_place_below_the_winner_is_unanswered(question, game):
    assert search(question, game=game).answered is False


def test_a_tie_for_the_win_is_still_answered():
    # CV, End of the Game: fewer CV cards wins, then it stays a tie
    result = search("Final tie on points in CV: who wins?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "end.tiebreak"
