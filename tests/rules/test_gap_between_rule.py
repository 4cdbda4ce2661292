"""A known gap close behind the answering rule, with another answering rule between them (issue 12).

`search._gap_forward` puts a known gap first when it names the thing asked
about that the first rule never says. When a rule ranked between the two
answers the question as well and says that thing, the rulebook is not
silent about it: the question asks of two sides, and two entries speak of
them. The rules keep the question. Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


# Coming of Age, Traits: the Mimic Trait overview and the Mimic Trait Bonus ("gain the VEP of the copied Trait")
# answer; gap.mimicked-owner-gain (whether the copied Trait's owner gains too) named the VEP only because the
# overview, ranked first, never says it.
def test_a_rule_between_says_what_the_first_lacks():
    result = search("I mimicked someone else's Trait with my Mimic Trait Token. Who gets the VEP?")
    assert result.answered is True
    assert result.gap is None
    assert {hit.id for hit in result.hits[:2]} == {"traits.mimic-overview", "trait-bonus.mimic"}

