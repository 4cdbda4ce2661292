"""A summary asked is answered by the head of the part asked, not of a neighbouring one (issue 12;
referee/rules/outline_asked.py `heads_asked_part`).

"REPUTATION in a nutshell?", "un turno de LOOP, en resumen": the entry that
heads a part of the rulebook sums it up, but only the part the first entry
details (or one it lies inside, or one the question names). The head of
spending REPUTATION does not sum up REPUTATION, nor does the head of playing
a FAVOUR sum up a turn. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

from referee.rules.outline_asked import heads_asked_part
from referee.rules.search import search


def test_the_head_of_the_part_or_of_a_part_around_it_or_named():
    assert heads_asked_part("Solo Mode > Setup", "Solo Mode", frozenset(), "en")
    assert heads_asked_part("Gameplay > Start Turn", "Gameplay > Start Turn", frozenset(), "en")
    assert not heads_asked_part("Gameplay > Start Turn", "Gameplay > Optional Action: Playing Favour", frozenset(), "en")
    # a part the question names ("the friendship track"), wherever the first entry is
    assert heads_asked_part("Playing > Friendship Bonus", "Key Concepts > Friendship Track",
                            frozenset({"friendship", "track"}), "en")


def test_a_summary_of_a_thing_is_not_the_head_of_another_part():
    result = search("REPUTATION in a nutshell?")
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "area.reputation")
    result = search("a turn of LOOP in a nutshell?")
    assert result.hits[0].id == "turn.draw-favour"  # (the turn's first entry, not "Play any number of FAVOUR")


def test_un_resumen_no_es_la_cabeza_de_otra_parte():
    result = search("la REPUTATION, en resumen")
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "area.reputation")
    result = search("un turno de LOOP, en resumen")
    assert result.hits[0].id == "turn.draw-favour"
