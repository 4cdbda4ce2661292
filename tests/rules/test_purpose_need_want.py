""""Why do I (even) need X?", "why would anyone X?", "¿para qué necesito X?", "¿quién querría X?" ask what a
thing is for (rules/purpose.py, `purpose_phrases`).

Adulthood rulebook: passing the Grown-Up space of a scoring track makes you Grown Up, "from then on you can
complete effects that require being Grown Up"; a card with the Grown Up icon in its cost bar cannot be played
before. A player who asks why they need to be Grown Up asks what it is for. Read word for word, the question's
"need" was a word the rule must hold, and the side rule "You only need to pass one of the two Grown-Up symbols"
ranked first. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.purpose import purpose_positions
from referee.rules.search import search

USE_OF_GROWN_UP = {"scoring-board.grown-up", "cost.grown-up-icon"}  # what being Grown Up does, not how to get it


@pytest.mark.parametrize(("text", "lang", "frame"), [
    ("why do I need to be Grown Up at all?", "en", "why do i need"),
    ("ok but why would anyone take a credit card", "en", "why would anyone"),
    ("¿Para qué necesito ser Adulto?", "es", "para que necesito"),
    ("¿Y quién querría una tarjeta de crédito?", "es", "quien querria"),
])
def test_the_frames_of_needing_or_wanting_a_thing(text, lang, frame):
    folded = words(text)
    assert " ".join(folded[position] for position in sorted(purpose_positions(text, lang))) == frame


@pytest.mark.parametrize("text", [
    "why do I need to be Grown Up at all?",
    "¿Para qué necesito ser Adulto?",
])
def test_what_being_grown_up_is_for_comes_first(text):
    result = search(text, limit=3)
    assert result.answered
    assert result.hits[0].game == "adulthood" and result.hits[0].id in USE_OF_GROWN_UP
