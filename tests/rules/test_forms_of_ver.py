"""The forms of "ver" its stem does not reach ("¿la VEO solo yo?", "que los
demás no la VEAN") are read as "ver" is: whether a thing is seen, which a
rule that says it is public answers (lexicon common.toml, the group of
seeing; issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Jugué una Carta de Padres y robé otra. ¿La carta que jugué la veo solo yo?",
    "Tras jugar mi Carta de Padres, ¿puedo ponerla en el descarte sin que los demás la vean?",
])
def test_a_form_of_ver_is_answered_by_the_rule_that_makes_it_public(question):
    # Coming of Age rulebook p. 10: "Place the Card face-up in your personal discard pile (this pile is public and
    # can be checked by all players)."
    result = search(question, game="coming-of-age")
    assert result.hits[0].id == "parent-card.hand-and-discard"
    assert result.answered is True
