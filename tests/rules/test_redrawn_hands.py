"""A fresh hand or a fresh row asked in place of what was dealt ("¿puedo
PEDIR OTROS DOS?", "can we DEAL NEW CARDS into it?") is a step asked to be
done over (rules/redos.py): unanswered unless the first rule has something
done again (issue 12, round abst36).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, word", [
    # LOOP competitive set-up: 2 CAREER dealt, keep one or play INTERN; nothing dealt again
    ("Competitivo: los dos CAREER que me dieron son malos, ¿puedo pedir otros dos?", "loop", "pedir otros dos"),
    # CV: the track is refilled from the deck as cards are taken; no rule deals it anew
    ("Nothing on the track is affordable. Can we deal new cards into it?", "cv", "deal new cards"),
])
def test_a_fresh_hand_no_rule_deals_again_is_unanswered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)
