"""Adulthood's gap "can I look through another player's Experience stack?" is about browsing a stack, not about
seeing: its alias "can i see what they played before" pulled in any question of what others see of a stack, of
another game too (a CV question about the top card of one's piles abstained on Adulthood's gap). The alias now says
looking back through what was played ("puedo revisar lo que jugó antes"). Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


def test_what_others_see_of_cv_piles_is_not_adulthoods_browsing_gap():
    result = search("Do other players see just the top card of my stacks?", limit=3)
    assert result.gap is None
    assert result.hits[0].game == "cv"


def test_browsing_another_players_experience_stack_is_still_the_gap():
    result = search("Are we allowed to look back through the Experience cards another player played before?", limit=3)
    assert not result.answered
    assert result.gap is not None and result.gap.id == "gap.look-at-experiences"
