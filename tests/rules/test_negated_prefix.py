"""The prefix "non" denies as "not" does: a rule's "non-adjacent location"
is what players ask as "a location that isn't next to it" (Coming of Age,
Change Location, p. 7: "You can also choose a non-adjacent location, in
which case you must add 2 Frustration Tokens")."""

from __future__ import annotations

import pytest

from referee.rules.normalize import fold, terms
from referee.rules.search import search


def test_non_reads_as_not():
    assert fold("a non-adjacent location") == "a not adjacent location"
    assert fold("non adjacent") == "not adjacent"
    assert terms("Non-binding negotiation", "en") == ["not", "bind", "negotiation"]
    assert fold("canon none nonsense") == "canon none nonsense"  # (only the prefix, a word of its own)


@pytest.mark.parametrize("question", [
    "what does it cost me to move my die to a location that isn't next to it?",
    "how much does it cost to put my die on a location not next to where it landed",
    "coming of age: sending my die to a spot that is not next to it costs what?",
    "Cost of moving my die to a location that isnt beside it?",
])
def test_a_location_not_next_to_the_die_is_the_non_adjacent_rule(question):
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "change-location.non-adjacent")
