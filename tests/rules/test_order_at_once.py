"""An order asked of the players ("who goes first when we choose
locations?") is answered by a rule that says they act all at once: the
sibling whose title says "Phase 1 goes in this order" does not pass it
(issue 12; rules/order_asked.py, `says_at_once`). The questions are worded
anew, not copied from the benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.order_asked import says_at_once
from referee.rules.search import search


# Coming of Age rulebook, Game Play: phases 1 and 2 are played simultaneously by all players.
@pytest.mark.parametrize(
    "question",
    [
        "We're 3 tonight. Who goes first when we pick our locations?",
        "with 4 players, who goes first when choosing a location?",
    ],
)
def test_who_goes_first_of_a_phase_played_at_once(question):
    result = search(question, game="coming-of-age", lang="en")
    assert result.answered
    assert result.hits[0].id == "play.simultaneous"


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Phases 1 and 2 are played by all players at the same time.", "en", True),
        ("Las fases 1 y 2 las juegan todos los jugadores a la vez.", "es", True),
        ("Al mismo tiempo, todos revelan su carta.", "es", True),
        ("Phase 1 goes in this order: choose a Die, then move it.", "en", False),
        ("Se juega en el sentido de las agujas del reloj.", "es", False),
    ],
)
def test_says_at_once(text, lang, said):
    assert says_at_once(text, lang) is said
