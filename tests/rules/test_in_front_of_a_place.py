""""IN FRONT OF EACH location", "DELANTE DE CADA ubicación" tell where a thing lies by another on the board: the place
is the thing named after it, "front" no topic of its own (lexicon `question_form.table_places`).

Coming of Age rulebook, phase 1: each location has a road zone where the dice are placed. Asked what the road zone in
front of each location is for, the search put that rule first but read "front" as a noun the game never uses and
said the rulebook is silent. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_the_road_zone_in_front_of_a_location_is_answered():
    result = search("In Coming of Age, what is the road zone in front of each location used for?", limit=3)
    assert result.answered
    assert result.hits[0].game == "coming-of-age"
