"""Whether the box holds a component for a purpose ("is there a token for
that extra die?") is unanswered unless the first rule names that kind of
component (rules/component_there.py, issue 12, round abst40).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, first, missing", [
    # CV: the rule of extra dice names cards and dice, no piece that keeps track of them
    ("¿Hay alguna ficha para acordarme del dado extra que me da una carta?", "cv", "roll.max-seven", ("alguna ficha",)),
    ("CV: the Marriage card gives me a 5th die. Is there a marker for that die?", "cv", "roll.max-seven", ("marker",)),
    # Coming of Age: the scoring rule ranks first; no rule names a pad to write the VEP on
    ("coming of age: does the box have a scorepad for writing down the VEP?", "coming-of-age", "scoring.goals",
     ("a scorepad",)),
])
def test_a_component_no_first_rule_names_is_unanswered(question, game, first, missing):
    result = search(question, game=game)
    assert result.answered is False
    assert result.hits[0].id == first
    assert result.missing == missing


@pytest.mark.parametrize("question, game, first", [
    # CV: the start player "also takes the bicycle TOKEN"
    ("I start with the bicycle card. Is there a token as well?", "cv", "setup.bicycle-token"),
    # Coming of Age: "there's no Frustration token" tells the track's state, no ask of the box
    ("My counter bounces left and there's no Frustration token on that track. What happens?", "coming-of-age",
     "bounce.left"),
])
def test_a_named_component_or_a_state_of_the_board_still_answers(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == first
