"""CV's childhood cards, asked in Spanish as "el reparto" (issue 12).

Spanish players call the whole hand-out of the childhood cards "el reparto":
how they are dealt AND passed ("¿cómo se reparten las cartas de infancia?").
The English draft entry has carried "how are the childhood cards dealt" as
an alias; its Spanish twin now carries the same alias, so the question of
how the cards go round finds the draft (rulebook, Setup, step 6, "Play your
childhood") before the 4-player deal (step 5), which only says how many.
The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Antes de empezar, ¿cómo se reparten las cartas de infancia?",
    "explicame el reparto de cartas de infancia, ¿a quién se pasan?",
])
def test_how_the_childhood_cards_go_round_is_the_draft(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "setup.childhood-draft")


def test_how_many_with_four_players_is_still_the_deal():
    result = search("con cuatro jugadores, ¿cuántas cartas de infancia recibe cada uno?")
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "setup.childhood-4p")
