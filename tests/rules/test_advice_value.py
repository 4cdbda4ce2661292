"""A phrase of asking for advice inside a phrase that asks a value ("WHAT
IS IT WORTH?") asks what the rule gives, not whether a way of playing is
wise (rules/advice.py `advice_other`)."""

from __future__ import annotations

import pytest

from referee.rules.advice import asked_form
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "the Heart of a married Partner matching a Value: what is it worth at the end?",
    "how much is it worth to complete a Heart in Adulthood?",
])
def test_a_value_asked_is_no_advice(question):
    assert asked_form(words(question), "en") is None


@pytest.mark.parametrize("question", [
    "is it worth marrying early in Adulthood?",
    "is a Heart worth it, or should I go for Impact?",
])
def test_advice_is_still_advice(question):
    assert asked_form(words(question), "en") is not None


def test_the_value_of_a_completed_heart_is_answered():
    # Adulthood, final scoring step 3: a complete heart gives its happy
    result = search("adulthood: the heart made complete by my partner, what is it worth?")
    assert result.answered
    assert result.hits[0].game == "adulthood"


# Coming of Age, Final Scoring (leftover tokens): "is it worth ANYTHING?" asks the value a scoring rule gives (round
# fabst38), not whether a plan is wise.
def test_whether_a_thing_is_worth_anything_is_no_advice():
    assert asked_form(words("i have 5 willpower tokens left at the end, is it worth anything?"), "en") is None


def test_leftover_tokens_worth_anything_are_answered_by_the_leftovers_rule():
    result = search("in coming of age, i have 5 willpower tokens left at the end, is it worth anything?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "scoring.leftovers")
