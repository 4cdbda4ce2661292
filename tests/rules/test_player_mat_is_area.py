"""LOOP's player mat is where the player AREA lies (rulesets/loop/glossary.toml).

LOOP rulebook, p. 2 (setup): "Each takes a player mat and put INTERN (back of each CAREER) to the right", and
p. 4 "1.1 Player AREA" shows on that mat the HAPPINESS, the REPUTATION, the ACTIVITY slots and the LANDFILL
("Place your BROKEN MATERIAL in your own LANDFILL", p. 5). Players name the thing they hold, "the LANDFILL on my
player mat"; the entries of the AREA say "AREA", so with "player mat" a term of its own the search found the
mat's word missing and said the rulebook is silent. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_the_landfill_on_the_player_mat_is_the_areas_landfill():
    result = search("In LOOP, what is the LANDFILL on the player mat used for?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "area.landfill")


def test_taking_the_player_mat_is_still_the_setup_step():
    result = search("Where do I put the player mat in LOOP?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "setup.player-mat")
