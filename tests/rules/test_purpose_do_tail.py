""""What do they DO?" asks what a thing is for, as "what are they FOR?" does (issue 12; rules/purpose.py,
lexicon `purpose_tails`).

A player holding a component asks what it does ("there are memory tokens in three colours. what do they do?"): the
entry that tells what the thing is and does goes before one that only counts or spends it. The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules import purpose
from referee.rules.search import search


def test_what_do_they_do_asks_the_entry_of_the_thing():
    # Coming of Age, Playing > 2. Experience the Location > Memory Tokens: what a Memory Token does (each colour
    # its own effect), not the Memory VEP scale that counts Motivation Tokens
    result = search("we got memory tokens in three colours. what do they do?", game="coming-of-age")
    assert result.hits[0].id == "memory-tokens.effects"
    assert result.answered is True


def test_do_ends_the_frame_only_at_the_end_of_a_what_clause():
    assert purpose.purpose_positions("what do they do?", "en")
    assert purpose.purpose_positions("what does the career card do?", "en")
    assert not purpose.purpose_positions("what do I do when my dice run out?", "en")
    assert not purpose.purpose_positions("can I do that?", "en")
