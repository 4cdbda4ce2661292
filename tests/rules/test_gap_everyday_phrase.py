"""A gap of the catalogs is no nearer to a question than the rule by an everyday phrase the rule says in its own word
(issue 12; search._gap_holds_more).

"Why did I have to THROW AWAY a trait tile?": "throw away" is one everyday notion, discarding, which the hand-limit
rule says ("you must immediately discard one"). A gap whose aliases happen to write the phrase ("throw away a trait
tile", for discarding at will) held its two words as words the rule lacks, and the grumble abstained, while "throw
OUT" (no alias writes it) was answered.
"""

from __future__ import annotations

from referee.rules.search import search


def test_throw_away_is_the_discard_the_rule_says():
    # Coming of Age p. 9 (Trait Bonus): "Your hand limit is always 4 Trait Tiles. If you draw a fifth, you must
    # immediately discard one, possibly the one you just drew."
    result = search("Why was I made to throw away a Trait Tile?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "trait-bonus.hand-limit"


def test_discarding_at_will_is_still_the_gap():
    # the rulebook only has a Trait Tile discarded on drawing a fifth: leave to do it whenever one likes is not said
    result = search("Can I throw away a Trait Tile whenever I want?", game="coming-of-age")
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.discard-trait-at-will"
