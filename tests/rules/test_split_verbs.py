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
