"""The children at a family table told with an article are players, never a topic (rules/people.py, round kids2).

A parent asks "is there a way to make Rob easier for THE KIDS?": the kids are the players at the table, and a
rulebook that never says "kids" is not silent about Rob Bot's difficulty. The questions are written for this
test, not taken from the question sets.
"""

from __future__ import annotations

from referee.rules.normalize import words
from referee.rules.people import at_table
from referee.rules.search import search


def test_the_kids_are_people_at_the_table():
    folded = words("can we make Rob easier for the kids")
    assert at_table(folded, list(range(len(folded))), "en")[folded.index("kids")] is True
    # (a thing of the game after "the" is not: only the words of children are read so)
    folded = words("the friends track")
    assert at_table(folded, list(range(len(folded))), "en") == [False, False, False]


def test_rob_made_easier_for_the_kids_is_answered():
    # Coming of Age, Solo Mode > Final Scoring: "If you find it too difficult to beat Rob, give him only 1
    # Character Token during setup."
    result = search("Rob Bot always wins. How do we make him easier for the children?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "solo.difficulty"
