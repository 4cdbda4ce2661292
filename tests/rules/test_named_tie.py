"""A tie told of a thing the question names: that thing's own rule answers, not the tie-break (rules/named_tie.py).

LOOP, "Event Overview": Combustion Energy makes "the player(s) with the
least HAPPINESS" put their LANDFILL back in the MATERIAL deck; the
tie-break of the end of the game ("Ties are broken in this order...") breaks
the tie of the final score. Players tied on what a card looks at ask whom
the card reaches: its own entry says so. The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

NAMED_TIES = [
    ("Combustion Energy and we're tied for the least HAPPINESS, now what?", "en"),
    ("Ha salido Combustion Energy y Lucas y yo estamos empatados con la menor HAPPINESS. ¿Quién devuelve su LANDFILL?",
     "es"),
]


@pytest.mark.parametrize(("question", "lang"), NAMED_TIES)
def test_a_tie_told_of_a_named_card_is_answered_by_the_card(question, lang):
    result = search(question, lang=lang)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "event.combustion-energy")


@pytest.mark.parametrize(("question", "lang"), [
    ("In LOOP we're tied at the end, who wins?", "en"),
    ("En LOOP empatamos al final, ¿quién gana?", "es"),
])
def test_a_tie_for_the_win_naming_no_thing_still_gets_the_tie_break(question, lang):
    assert search(question, lang=lang).hits[0].id == "end.tie-break"
