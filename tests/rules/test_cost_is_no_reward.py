"""A phrase of a reward right after a word of costing ("does my LANDFILL COST me ANYTHING AT THE END?", "¿me CUESTA
algo al final?") asks what is taken or paid, not a reward (rules/unstated_specifics.py `_priced`, lexicon
`question_form.reward_priced`).

LOOP rulebook, Competitive Mode: at the end each player loses HAPPINESS for the MATERIAL in their LANDFILL. Asked
whether the LANDFILL costs anything at the end, the search put that rule first, but the reward reading took
"anything at the end" for a reward asked, found no rule that gives one and said the rulebook is silent. Worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_what_the_landfill_costs_at_the_end_is_answered():
    result = search("In LOOP, will my LANDFILL cost me anything at the end of the game?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "competitive.landfill-penalty")


def test_a_reward_asked_still_needs_a_rule_that_gives_it():
    result = search("In LOOP, is there any bonus at the end for being first to reach HAPPINESS 12?", limit=3)
    assert not result.answered
