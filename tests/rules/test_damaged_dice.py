"""A die told damaged at the table ("la pegatina DESPEGADA") is the common topic of accidents and damage, which no rule entry
covers: the rulebooks never say what a damaged die counts as (the gap
catalogs' lost or damaged components), and the rule of the dice's symbols,
which holds every other word, is related reading only (issue 12, round
abst36).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("A mi dado se le despegó la pegatina de una cara, ¿qué símbolo cuenta?", "cv"),
    ("¿Qué hago si un dado tiene la pegatina despegada?", "cv"),
])
def test_a_damaged_die_is_unanswered(question, game):
    assert search(question, game=game).answered is False


def test_coloured_chips_are_no_damage():
    # Coming of Age: players call Motivation Tokens "chips"; "chipped" (a damaged die) would stem alike, so it is no
    # word of damage (round abst36)
    result = search("how much VEP do I get for spending three of the coloured chips on a memory card?",
                    game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "memory.vep-scale"
