""""Tied FOR the most" is the majority, not a limit (lexicon `neighbours.by_next_word`, rules/normalize.py).

"The most" is read as a limit ("what's the most dice I can have": a
maximum), but after "for" it is the majority a tie is over ("tied for the
most", "a tie for the most"): a degree among players, which the rule of a
tie for a Type A goal answers. Coming of Age, Goal Tiles: "Type A ... If
players are tied, all tied players complete the Goal." Asked of a tie for
the most, the search put that rule first but said the rulebook did not cover
it: no entry states a limit. Spanish says the majority with "la mayoría",
never read as a limit; its question guards that it stays answered. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import normalize
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang"), [
    ("my brother and I tie for the most on a type A goal, does it still count for me?", "en"),
    ("Coming of Age: en un objetivo de tipo A mi hermana y yo empatamos en la mayoría. ¿Lo conseguimos las dos?", "es"),
])
def test_a_tie_for_the_most_is_answered_by_the_tie_rule(question, lang):
    result = search(question, lang=lang)
    assert result.answered, result.missing
    assert result.hits[0].game == "coming-of-age"


@pytest.mark.parametrize(("text", "limit"), [
    ("we are tied for the most", False),
    ("a tie for the most tokens", False),
    # any other word before it: still a limit
    ("what's the most dice i can have", True),
    ("the most cards in hand", True),
])
def test_the_most_is_a_limit_unless_after_for(text, limit):
    folded = normalize.read_by_neighbours(normalize.words(text), "en", asked=True)
    assert ("max" in folded) is limit, folded
