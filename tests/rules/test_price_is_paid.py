"""A price asked is what the rulebook says is spent or paid (lexicon common.toml, the group of paying).

Coming of Age rulebook p. 10, 3. Gain the Location Benefits > Presence: to place a Presence, "spend one required
Motivation Token (or 4 Willpower Tokens, if the location allows it)" and put a Character Token on the building.
The rule never says "price": asked the price of leaving a Presence, the search found the rule first and still
said the rulebook is silent, the word "price" left uncovered, although "cost" was already a word of paying.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

PRESENCE = {"presence.place", "presence.overview"}


@pytest.mark.parametrize(("question", "lang"), [
    ("What's the price of placing a Presence?", "en"),
    ("what is the price to leave a presence?", "en"),
    ("¿Cuál es el precio de dejar una Presencia?", "es"),
])
def test_the_price_of_a_presence_is_answered_by_what_is_spent_for_it(question, lang):
    result = search(question, game="coming-of-age", lang=lang)
    assert result.answered, result.missing
    assert result.hits[0].id in PRESENCE
