"""CV: a bought event card stays in hand, it does not go to the CV (Game Play > 4. Add to CV).

The Spanish entry said "los eventos comprados van al cv"; a player who says
"currículum" (the glossary's Spanish word for the CV) matched the neighbour
"montar el currículum" of adding bought cards to the CV instead. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Si me compro un evento, ¿lo pongo en mi currículum con las demás?",
    "If I buy an event card, does it go into my CV with the others?",
])
def test_a_bought_event_stays_in_hand(question):
    result = search(question, game="cv", limit=3)
    assert result.answered
    assert result.hits[0].id == "cv.events-hand"


def test_bought_cards_that_are_not_events_still_go_to_the_cv():
    result = search("¿Las cartas que compro de la fila van a mi currículum?", game="cv", limit=3)
    assert result.answered
    assert result.hits[0].id == "cv.add-cards"
