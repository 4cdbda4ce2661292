"""A word of none that stands for the thing a table names ("5 players:
remove none") speaks of that thing, for a question that says none of it is
removed (rules/none_elided.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import none_elided
from referee.rules.search import GAP_WINDOW, search


@pytest.mark.parametrize("question", [
    "For a 6-player game we don't take out any MATERIAL sets, correct?",
    "Playing with 5, we do not remove any sets of MATERIAL at setup, right?",
])
def test_none_in_a_table_answers_that_none_is_removed(question):
    # LOOP rulebook p. 2 (Setup): the sets of MATERIAL removed by player count; with 5 or 6 players none
    result = search(question, game="loop")
    assert result.hits[0].id == "setup.material-removal"
    assert result.answered is True


def test_none_stands_for_the_thing_only_after_the_verb_that_governs_it():
    # "remove 1 set ... remove none": the none is the count of sets; "keep none" beside "remove 1 set" is not
    stems = ["remov", "1", "set", "5", "player", "remov", "none"]
    assert none_elided.stands_for_thing(stems, [6], [2], GAP_WINDOW) is True
    stems = ["remov", "1", "set", "5", "player", "keep", "none"]
    assert none_elided.stands_for_thing(stems, [6], [2], GAP_WINDOW) is False
