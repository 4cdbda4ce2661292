"""A story told in two statements or more, then a check ("Were we
right?"): the check asks of the statement told last, and the details of
the earlier ones are no topics the answering rule must cover
(rules/story_sentences.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import story_sentences
from referee.rules.search import search


@pytest.mark.parametrize("question, game, entry", [
    # Adulthood rulebook p. 10: "Once any player's Happiness and Impact score markers cross (both score markers are
    # in or past boxes that share a border), the end of the game is triggered."
    ("Our game ended with my brother's markers in boxes next to each other, touching but not past each other. "
     "We said they had crossed. Were we right?", "adulthood", "end.trigger"),
    # CV rulebook (Social Assistance): each time a life-stage deck runs out, the game stops to check who is eligible
    ("Three of us tonight. The middle age deck ran out while we were refilling the track. A friend brought up "
     "social assistance. How does that work?", "cv", "social.trigger"),
])
def test_a_check_after_a_story_asks_of_the_last_statement(question, game, entry):
    result = search(question, game=game)
    assert result.hits[0].id == entry
    assert result.answered is True


def test_a_single_statement_before_a_check_is_still_what_is_asked():
    # one statement and "is that true?": the statement is the question, every topic of it stays
    assert story_sentences.last_told("My friend says the Memory deck is unlimited. Is that true?") == ()


def test_the_last_statement_before_the_first_question_is_marked():
    marks = story_sentences.last_told("We played twice. He paid 2 coins. Was that right?")
    assert marks == (False, False, False, True, True, True, True, False, False, False)
