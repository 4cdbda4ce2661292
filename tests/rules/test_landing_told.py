"""Where a piece or a move lands, told with "caer" ("el Contador CAE en el
extremo derecho"), is a detail of the question as "land" is in English
(lexicon `detail`, issue 12): the rule of the case answers. Worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_counter_that_falls_on_the_covered_end_is_answered_by_the_bounce():
    result = search("Si el Contador de Ánimo cae en el extremo derecho con la Ficha de Frustración tapando la "
                    "Motivación, ¿qué gano?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "bounce.right"


def test_a_die_that_falls_where_interest_tokens_are_is_answered_by_the_advance():
    result = search("Mi dado cae en una ubicación con Fichas de Interés mías, ¿avanzo?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "fulfillment.advance"
