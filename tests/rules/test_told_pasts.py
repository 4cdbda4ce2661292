"""What the table did, told in an irregular past, asks the rule of the verb's present (rules/told_pasts.py; issue 12,
round factrank).

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search
from referee.rules.told_pasts import present_weights


def test_an_irregular_past_weighs_its_verbs_present():
    found = present_weights(["drew", "favour"], ["drew", "favor"], {"drew": 1.0, "favor": 0.6}, "en")
    assert found == {"draw": 1.0}
    # (a damped past stays damped; a word of no list adds nothing)
    assert present_weights(["took"], ["took"], {"took": 0.3}, "en") == {"tak": 0.3}
    assert present_weights(["rolled"], ["roll"], {"roll": 1.0}, "en") == {}


def test_cards_told_drawn_in_the_past_ask_the_rule_of_drawing():
    result = search("we drew two FAVOUR cards each turn instead of one, was that right?", game="loop")
    assert result.hits[0].id == "turn.draw-favour"


def test_a_spanish_past_reaches_the_verb_by_its_ending_and_lists_none():
    # (Spanish lists no irregular past: "robamos" is "robar" by its ending, and the rule of drawing stays first)
    assert present_weights(["pusimos"], ["pus"], {"pus": 1.0}, "es") == {}
    result = search("Anoche robamos dos cartas de FAVOUR por turno. ¿Estaba bien?", game="loop")
    assert result.hits[0].id == "turn.draw-favour"

