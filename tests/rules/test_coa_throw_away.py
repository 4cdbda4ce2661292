"""Coming of Age: "throw away" is the rulebook's discard (issue 12; rulesets/coming-of-age/glossary.toml).

Only the gap catalog held the words "throw away" ("throw away a trait tile"),
so a question that asks why the rulebook made the player discard was told
the silence about discarding at will. The question is worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_trait_tile_thrown_away_is_the_hand_limit():
    # Coming of Age rulebook p. 9 (Trait Bonus): the hand limit is 4 Trait Tiles; drawing a fifth, you must
    # immediately discard one
    result = search("Why do I have to throw away a Trait Tile after drawing a fifth one?")
    assert result.answered and result.gap is None
    assert result.hits[0].id == "trait-bonus.hand-limit"
