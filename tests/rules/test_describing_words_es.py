"""Spanish words of a thing's class ("especial", "normal", "cierta") describe it, as "special" does in English (issue 12).

rules/plain_names.py reads a lowercase word beside a kind as a name the
game never uses ("¿hay un rasgo volador?"), unless it is a describing word.
English lists "special", "normal", "certain", "random", "basic"...; Spanish
lacked them, so "con una carta especial" was read as naming an unknown
card and the question abstained. Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


# Adulthood, Partner cards: one active Partner at a time, unless the Open Relationship trait allows two.
def test_a_card_called_special_in_spanish_is_described_not_named():
    result = search("En Adulthood, ¿puedo tener dos Parejas activas si tengo una carta especial?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "cards.partner")


# ... while a name no text of the game holds stays a silence
def test_an_unknown_lowercase_name_still_abstains():
    result = search("En Adulthood, ¿qué hace la carta de viaje espacial?")
    assert result.answered is False
