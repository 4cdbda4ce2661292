""""It went down to 0" reaches 0, as "it drops to 0" does (issue 12).

Players tell a value falling in everyday words, "my Quality went down to
zero", "has gone down to 0": the verb and "down" before the number are
read as reaching it (lexicon en.toml `neighbours.reaching`; its `skipped`
words are passed however many come before the number). Before, "went" and
"down" stood as topics no rule holds, and `ask` said the rulebook is silent
where LOOP's rule of a broken MATERIAL answers. Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


def test_went_down_to_zero_reaches_zero():
    # LOOP, Consume: a MATERIAL whose QUALITY reaches 0 is broken and discarded
    result = search("the quality of my material went down to 0, do I lose it?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "turn.broken"

