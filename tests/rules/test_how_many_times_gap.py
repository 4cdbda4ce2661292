"""A gap that holds only the TIMES of "how many times" does not beat the rule of the frequency (rules/search.py
`_names_what_rule_lacks`).

Adulthood rulebook, "Taking a turn" (action spots): each action spot can be
used only once per turn, though both spots of a category may be used in the
same turn. Asked how many times per turn an action spot may be used, the
search said the rulebook did not cover it and told the catalog gap about
how many energy tokens may be used as Time in one turn: the gap holds
"time", the Time meeples, and "times" of "how many times" was read as the
thing asked about, which the rule never names. A word of a phrase of timing
(lexicon `question_form.timing`) asks how often; it names no thing. The
question is worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_how_many_times_per_turn_is_answered_by_the_once_per_turn_rule():
    result = search("how many times per turn may an action spot be used?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.once-per-turn")
