"""A game the question's words point to by a clear lead is as good as named (issue 12).

Two votes ahead of every other game (rules/clear_lead.py), the other games'
entries rank as for a question that names its game. Questions worded anew.
"""

from __future__ import annotations

from referee.rules.clear_lead import leads_clearly
from referee.rules.search import search


def test_the_lead_is_two_votes():
    assert leads_clearly({"coming-of-age": 2.0}) == "coming-of-age"
    assert leads_clearly({"coming-of-age": 2.5, "adulthood": 0.5}) == "coming-of-age"
    assert leads_clearly({"coming-of-age": 2.0, "cv": 0.5}) is None
    assert leads_clearly({"loop": 1.0}) is None
    assert leads_clearly({}) is None


# Coming of Age, Key Concepts > Locations and Change Location (p. 7): the d4 is a die of the first rounds, the
# Arcade one of the 10 locations; moving a die to another location costs Frustration Tokens. "d4" and "Arcade"
# are both Coming of Age's terms; CV's rule on rolling four dice came first at 0.85 of its score.
def test_two_terms_of_one_game_keep_another_games_dice_rule_behind():
    result = search("i rolled my d4 and got a 2 but i want the Arcade, how do i get there?")
    assert result.hits[0].game == "coming-of-age"
    assert all(hit.game == "coming-of-age" for hit in result.hits[:3])
