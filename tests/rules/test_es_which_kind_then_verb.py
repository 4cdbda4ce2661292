"""Spanish "¿desde QUÉ ubicación ARRANCA el autobús?": after a word that asks which of a kind, the word after the kind
is the question's verb, not a name of the thing in lowercase (rules/plain_names.py, lexicon
`[named_things] interrogatives`).

Coming of Age rulebook, the Bus route: it starts from location 1 each year and stops where there is a die or a
Presence. The search put that rule first, but read "arranca" as the name of a location no text of the game knows and
said the rulebook is silent. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.plain_names import plain_names
from referee.rules.search import search


def test_where_the_bus_sets_off_is_answered():
    result = search("En Coming of Age, ¿desde qué ubicación arranca el autobús cada año?", limit=3)
    assert result.answered
    assert ("coming-of-age", "bus.route") in [(hit.game, hit.id) for hit in result.hits]


def test_no_name_after_which_of_a_kind():
    assert plain_names("¿desde qué ubicación arranca el autobús?", "es") == []


def test_a_name_after_the_kind_is_still_read():
    assert plain_names("¿hay un rasgo volador?", "es")
