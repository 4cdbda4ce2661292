"""Coming of Age's general supply, asked in Spanish (issue 12).

The English entry of what goes in the general supply (rulebook, Setup >
General Setup) carries "which tokens go in the general supply"; its Spanish
twin now carries the same alias, so a Spanish question of what goes there
finds it before the 3 Character Tokens each player adds to it (Individual
Player Setup). The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Al preparar, ¿qué va a la reserva general?",
    "CoA: ¿qué fichas van a la reserva general?",
])
def test_what_goes_in_the_general_supply_is_its_setup_entry(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "setup.general-supply")
