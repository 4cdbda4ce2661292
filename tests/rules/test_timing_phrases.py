"""`ask` reads "any time", "every time" as when a thing is done (issue 12).

"Time" is Adulthood's term (its Time meeples), so a question of another
game saying "can I play them any time" used to lack a topic no rule of that
game holds. A phrase of timing (lexicon `question_form.timing`) is how often
or when: no topic. Beside it, the readings that stay: Adulthood's Time
meeples, and a time limit no rulebook sets. Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


# CV, Card Types: "A player can play an event card at any moment to use its effect and then discards it."
# LOOP, Optional Action: Playing Favour: "you may play unlimited amount of FAVOUR anytime in your turn".
@pytest.mark.parametrize(
    ("question", "game", "entry"),
    [
        ("in CV, can I play event cards at any time?", "cv", "card-type.event"),
        ("in LOOP, can I play a FAVOUR at any time?", "loop", "favours.play-anytime"),
    ],
)
def test_a_phrase_of_timing_is_no_topic(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


# Adulthood, Components: the Time meeples; "every TIME MEEPLE" is that term, not a phrase of timing.
def test_adulthood_s_time_meeples_keep_their_reading():
    result = search("in adulthood, how many time meeples do I place each time?")
    assert result.answered is True
    assert result.hits[0].game == "adulthood"


# CV's rulebook sets no time limit on a turn (grep of 004_*.txt for "minute", "timer", "time limit": no match):
# "time" outside a phrase of timing is still what is asked.
def test_a_time_limit_the_rulebook_never_sets_stays_a_silence():
    result = search("in CV, is there a time limit for each turn?")
    assert result.answered is False
    assert "time" in result.missing
