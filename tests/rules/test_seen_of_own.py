"""What is seen, asked of "my OWN" thing: the thing after the describing word is what is seen (issue 12;
search._object_covered).

"Can I look at my OWN Values?": seeing is a common topic, covered only by an entry that says it of the thing asked.
The thing was read as the word right after "look", here "own", which no rule says, and the question abstained
while "can I look at my Values?" was answered. A word that only describes the next one (its owner, place or state)
is passed over as the topic's own words are. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_looking_at_my_own_values_is_answered_by_the_setup_rule():
    # Adulthood, Setup 4e: "2 Facedown Values (which they may not look at), and one additional Value to be added to
    # their hand (which they may look at but keep hidden from other players)"
    result = search("How come I can't look at my own facedown Values cards?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "setup.values"
