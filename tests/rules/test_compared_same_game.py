"""Players who mix up two things of one game and ask how they differ or
whether they are the same ("whats the diff between ACCEPT and REJECT",
"¿Es lo mismo X que Y?"): the comparison frame is how they ask, never a
topic, and the entries that define the two things answer (rules/comparison.py)."""

from referee.rules.normalize import question_form
from referee.rules.search import search


def test_diff_is_a_word_of_comparison_in_english():
    assert "diff" in question_form("en")["comparison"]


def test_the_diff_between_two_things_is_answered_by_their_entries():
    # LOOP rulebook, "ACCEPT or REJECT": "ACCEPT-ed FAVOURs always go into the hand of the ACCEPTEE and
    # REJECT-ed FAVOURs always go to the Discard Pile." Typed fast, "diff" for difference.
    result = search("whats the diff between ACCEPT and REJECT, like what happens to the card", game="loop", lang="en")
    assert result.answered
    assert result.hits[0].id in {"favours.where-cards-go", "favours.accept", "favours.reject"}
