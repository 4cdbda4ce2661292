"""A range the question asks across raises the rule that holds both its ends
(rules/ranges_asked.py, issue 12).

Coming of Age: from level 4 to level 5 of the Friendship Track takes an
Intimacy Bonus (rulebook p. 10, Friendship Bonus); LOOP competitive: from
HAPPINESS 4 to 10 crosses 2 zones and draws 2 EVENT (the rulebook's example).
The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.ranges_asked import asked_range, range_factor
from referee.rules.search import search


@pytest.mark.parametrize("question, game, entry", [
    ("¿Con una bonificación de amistad cualquiera puedo pasar a mi amigo del nivel 4 al 5?",
     "coming-of-age", "friendship.intimacy"),
    ("modo competitivo: mi HAPPINESS subió de 4 a 10 en un turno, ¿cuántos EVENT robo?", "loop",
     "events.zones-example"),
    ("LOOP competitive: HAPPINESS moved from 4 to 10 this turn, so how many EVENT do I draw?", "loop",
     "events.zones-example"),
])
def test_the_rule_that_holds_both_ends_comes_first(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("text, lang, ends", [
    ("how do I take a friend from level 4 to level 5?", "en", ("4", "5")),
    ("my happiness went from three up to nine", "en", ("3", "9")),
    ("del nivel 4 al 5", "es", ("4", "5")),
    ("desde el nivel cuatro hasta el cinco", "es", ("4", "5")),
    # no range: one number, a number after "to" alone, or the same number twice
    ("can I move from location 3?", "en", None),
    ("I paid 2 to get 1 energy", "en", None),
    ("de 4 a 4", "es", None),
])
def test_a_range_asked(text, lang, ends):
    assert asked_range(text, lang) == ends


def test_only_an_entry_holding_both_ends_is_raised():
    assert range_factor(frozenset({"level", "4", "5"}), ("4", "5")) > 1.0
    assert range_factor(frozenset({"level", "4"}), ("4", "5")) == 1.0
