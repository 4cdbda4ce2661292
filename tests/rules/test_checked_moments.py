"""When a condition is checked is when it holds: the verb of checking is no topic (rules/checked_moments.py, issue 12).

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.checked_moments import checked_words
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question, first", [
    ("Jugando en cooperativo, ¿cuándo se comprueba si ganamos?", "coop.end"),
    ("In co-op, when do we see if we won?", None),
])
def test_the_rule_of_the_thing_checked_answers_when_it_is_checked(question, first):
    result = search(question, game="loop")
    assert result.answered is True
    assert not {"comprueba", "see"} & set(result.missing)
    if first:
        assert result.hits[0].id == first


def test_only_a_check_of_a_condition_at_the_moment_asked_is_read():
    assert checked_words(words("¿cuándo se mira si ganamos?"), "es") == frozenset({"mira"})
    assert checked_words(words("¿en qué momento compruebo si gané?"), "es") == frozenset({"compruebo"})
    assert checked_words(words("when do we see if anyone won?"), "en") == frozenset({"see"})
    # looking at a thing, not checking a condition: a topic
    assert checked_words(words("¿cuándo puedo mirar mis cartas?"), "es") == frozenset()
    assert checked_words(words("when can i look at my cards?"), "en") == frozenset()
    # a check far from any asking of when: an order of two steps, not read here
    assert checked_words(words("¿se resuelve antes de mirar si llegué a 11?"), "es") == frozenset()
