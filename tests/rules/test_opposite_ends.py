"""A superlative of age asked where the rule names its opposite is answered by that rule (issue 12).

"Grandpa says THE YOUNGEST goes first?": the rule that picks the OLDEST
player settles it (rules/opposite_ends.py, lexicon
`question_form.opposite_ends`). Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.opposite_ends import opposites
from referee.rules.normalize import stem
from referee.rules.search import search


# Adulthood, Set Up the Game, step 8: "the oldest player takes the first turn" ("el jugador de mayor edad juega el
# primer turno").
@pytest.mark.parametrize("question", [
    "My daughter says the youngest should go first in Adulthood. What does the rulebook say?",
])
def test_the_youngest_is_answered_by_the_rule_of_the_oldest(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "setup.first-player")


def test_an_age_asked_for_something_no_rule_gives_by_age_stays_silent():
    # no rule gives the youngest anything extra: the rule of the oldest is not about what the question asks
    assert search("In LOOP can the youngest get one extra FAVOUR card at the start because she's little?").answered is False


def test_the_opposites_are_looked_up_by_stem():
    assert stem("oldest", "en") in opposites("en")[stem("youngest", "en")]
    assert stem("mayor", "es") in opposites("es")[stem("joven", "es")]
