"""A verb told apart from its particle is read as the verb and particle
together (`[[neighbours.split_verb]]` of the English lexicon, one table per
verb): "throw one away" is discarding, "pick it back up" is taking a thing
back, where "pick" alone is choosing (issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import normalize
from referee.rules.search import search


@pytest.mark.parametrize("text, read", [
    ("can I pick it back up?", "retrieve"),
    ("he picked the other die back up", "retrieve"),
    ("do I have to throw one away?", "discard"),  # (the first table, as before it was a list)
])
def test_a_verb_apart_from_its_particle_is_read_as_its_act(text, read):
    assert read in normalize.read_by_neighbours(normalize.words(text), "en")


@pytest.mark.parametrize("text", [
    "can I pick a card?",  # choosing
    "can I pick up a card?",  # together: a phrase of its own (collecting)
    "pick one card from the deck, then move up the track",  # "up" past the reach: another act
])
def test_pick_without_its_particle_apart_is_left_as_written(text):
    assert "retrieve" not in normalize.read_by_neighbours(normalize.words(text), "en")


@pytest.mark.parametrize("question", [
    "I picked my second die back up from the road and left nothing there. Was I supposed to put something on that "
    "location?",
    "Tom just picked his other die back up from its location without leaving anything there. Is that right?",
])
def test_dice_picked_back_up_are_the_dice_taken_back(question):
    # Coming of Age rulebook, Playing > 1. Explore New Interests and Choose a Location > Choose a Location: "take
    # your other Dice back from the roads one by one. For each Die you take back, put one of your Interest Tokens on
    # the building of the location it was at"
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "phase1.retrieve-dice"


@pytest.mark.parametrize("text, read", [
    ("must I throw one of my old ones away?", "discard"),  # the thing thrown told in a few words (round fabst42)
    ("do I have to throw an older one away?", "discard"),
])
def test_throw_reaches_its_particle_past_a_few_words(text, read):
    assert read in normalize.read_by_neighbours(normalize.words(text), "en")


def test_throw_past_the_reach_is_left_as_written():
    assert "discard" not in normalize.read_by_neighbours(
        normalize.words("throw the dice and then move your marker on the track away from the start"), "en")


def test_a_fourth_activity_throwing_an_old_one_away_is_the_keep_three_rule():
    # LOOP rulebook, Start Turn: "You can keep only 3 ACTIVITY; when you complete a 4th or later one, discard an
    # older one to the Discard Pile."
    result = search("Just finished my 4th ACTIVITY: do I need to throw one of my older ones away?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "turn.activity-keep"


def test_throwing_away_what_no_rule_discards_still_abstains():
    result = search("End of the first year: do we throw away the Memory Cards nobody took?", game="coming-of-age")
    assert result.answered is False
