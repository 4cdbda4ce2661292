"""Whether the Adulthood money and energy are shared or each player's own: the setup of the common supply answers (issue 12).

"Is the money one pile for all of us, or does each player keep their own?":
the rulebook says it at set-up, step 2, the tokens "within easy reach of
all players"; the aliases of `adulthood/setup.supply` carry the players' words
for a shared pile (round inter1). Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


# Adulthood, Setup step 2: "Set the Money tokens (money), Energy tokens (energy), Negative Impact and Happiness
# tokens, and 1 Time meeple (time) within easy reach of all players."
@pytest.mark.parametrize("question", [
    "Adulthood: is the money and energy shared by everybody, or does each player have their own?",
    "En Adulthood, ¿el dinero y la energía son comunes o cada uno tiene su propio montón?",
])
def test_a_shared_supply_asked_is_the_common_supply(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "setup.supply")
