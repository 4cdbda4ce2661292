"""The rule of the player count asked goes before a close rule made for another count (rules/count_fits.py).

CV, "Setup", the childhood deck: with 2, 3 or 4 players the bicycle card is
shuffled with a different number of childhood cards, one paragraph per
count, and the entries follow them. Asked of four players, the rule for
three came first. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import count_fits
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang", "expected"), [
    ("CV, four of us: do we also build the childhood deck with the bicycle and random cards?", "en",
     "setup.childhood-4p"),
    ("CV a cuatro jugadores, ¿también se arma el mazo de infancia con la bici y cartas al azar?", "es",
     "setup.childhood-4p"),
    # the close neighbour: the count asked is the two-player one
    ("CV with 2 players: how is the childhood deck prepared?", "en", "setup.childhood-2p"),
    ("CV a dos jugadores: ¿cómo se prepara el mazo de infancia?", "es", "setup.childhood-2p"),
])
def test_the_rule_of_the_count_asked_comes_first(question, lang, expected):
    result = search(question, lang=lang)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("cv", expected)


def test_nothing_moves_past_a_first_of_the_count_asked_or_from_below_its_share():
    other = {1: True, 2: False, 3: False}.get
    game = lambda number: "cv"  # noqa: E731
    assert count_fits.asked_count_first([(50.0, 1), (45.0, 2)], other, game) == [(45.0, 2), (50.0, 1)]
    assert count_fits.asked_count_first([(50.0, 2), (49.0, 1)], other, game) is None
    assert count_fits.asked_count_first([(50.0, 1), (40.0, 2)], other, game) is None
