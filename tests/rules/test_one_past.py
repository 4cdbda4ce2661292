"""One thing more than a count told asks about the one past it (issue 12; rules/one_past.py).

"I already have 4 Trait Tiles and draw ANOTHER": the fifth, which the rule
of the hand limit says ("If you draw a fifth, you must immediately
discard one", Coming of Age rulebook p. 9). The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.one_past import ordinal_past
from referee.rules.search import search


@pytest.mark.parametrize(
    ("text", "lang", "key"),
    [
        ("I already have 4 trait tiles and get another one", "en", "5th"),
        ("my hand holds four tiles and I take one more", "en", "5th"),
        ("ya tengo 4 rasgos en la mano y robo otro", "es", "5th"),
        ("ya puse mis cuatro presencias y quiero poner otra", "es", "5th"),
        # two counts compared, not one past a count
        ("I have 3 cards and another player has 7", "en", None),
        ("tengo 3 cartas y otro tiene 6", "es", None),
        # a person, the reciprocal, no count
        ("I have 2 tokens, can I give them to another player?", "en", None),
        ("we have 2 tokens, can we trade with one another", "en", None),
        ("can I draw another card?", "en", None),
        # the count in another sentence
        ("I have 4 tiles. Can I take another?", "en", None),
    ],
)
def test_ordinal_past(text, lang, key):
    assert ordinal_past(text, lang) == key


@pytest.mark.parametrize(
    "text",
    [
        "I already have 4 trait tiles in my hand and a trait bonus gives me another one, what now?",
        "I've got 4 trait tiles in hand and the bonus lets me draw another one, what now?",
        "ya tengo 4 rasgos en la mano y una bonificación de rasgo me da otro, ¿qué pasa?",
    ],
)
def test_one_past_the_hand(text):
    first = search(text).hits[0]
    assert (first.game, first.id) == ("coming-of-age", "trait-bonus.hand-limit")
