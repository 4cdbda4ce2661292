"""A glossary phrase made by swapping in an everyday word is a reading, not the game's name (issue 12, top-1).

LOOP's "happiness points" is also read as "happiness worth" (the everyday
group of points holds "worth"), so that a player's wording finds LOOP's
Happiness. That reading is not LOOP's own wording: "how much happiness is
that worth?" does not name LOOP, whose Happiness shares its word with
Adulthood's Happiness track, and does not point the question to LOOP alone.
"""

from __future__ import annotations

from referee.rules import normalize
from referee.rules.index import get_index
from referee.rules.search import _implied_games, _prepare


def test_a_swapped_phrase_is_told_from_a_written_one():
    thesaurus = normalize.Thesaurus("t", [["happiness points"]])
    assert thesaurus.swapped(("happiness", "worth"), "en")  # "points" and "worth" are one everyday group
    assert not thesaurus.swapped(tuple(normalize.terms("happiness points", "en")), "en")
    assert {"~t:0"} <= {token.text for token in thesaurus.expand(["happiness", "worth"], "en")}  # still read


def test_a_swapped_phrase_does_not_name_the_game():
    # LOOP p. 3 and Adulthood's scoring board both speak of Happiness: the words alone name neither game
    query, _ = _prepare("at the end, how much happiness is that worth?", "en", get_index())
    assert _implied_games(query.stems, "en", query.surface) != {"loop"}
