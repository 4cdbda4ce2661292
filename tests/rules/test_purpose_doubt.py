"""A purpose question's doubt after the thing asked about is not what it asks (issue 12; rules/purpose.py,
`doubt_positions`).

"What's the point of X IF ...?", "¿para qué sirve X SI ...?": the player asks what X is for, and adds why they doubt
it. The doubt's words weigh as a scene's do in the ranking, so the entry of X comes before one the doubt's words
happen to match. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_the_doubt_does_not_pull_the_entry_it_names():
    # LOOP p. 11 (Goal): "HOBBY: 2 of the ACTIVITY you kept share the same name" (p. 8: "each GOAL calls for 3 to 5
    # PROPERTY (except for HOBBY and CURIOSITY)"): the HOBBY entry is asked, not the one that lists the properties
    result = search("what's the point of the HOBBY GOAL if it asks for no properties?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "goal.hobby"


def test_without_a_doubt_the_purpose_question_is_as_it_was():
    result = search("what's the point of the HOBBY GOAL?", game="loop")
    assert result.hits[0].id == "goal.hobby"
