""""what's X" is read as "what is X" (as "whats X" already was), not as "what X":
the contraction asks what a thing is (`?def`), so "what's 'time' in this game"
asks no moment and "what's a bounce" asks the entry that defines the bounce
before the one of a bounce with a Frustration (rules/normalize.py `fold`)."""

from __future__ import annotations

import pytest

from referee.rules.normalize import intents, words
from referee.rules.search import search


@pytest.mark.parametrize("question", ["what's a bounce", "what’s a bounce", "whats a bounce", "what is a bounce"])
def test_every_spelling_of_what_is_asks_a_definition(question):
    assert "?def" in intents(words(question), "en")


def test_whats_time_asks_no_moment():
    assert intents(words("what's 'time' in this game"), "en") == ["?def"]


def test_the_entry_that_defines_the_word_answers():
    # Coming of Age p. 8, Bouncing: the overview says what a bounce is, at either end of the track
    result = search("what's a bounce in coming of age?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "bounce.overview")


def test_a_close_case_keeps_its_own_entry():
    result = search("my counter bounces left and there is already a frustration on that track, what happens?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "bounce.left-with-frustration")
