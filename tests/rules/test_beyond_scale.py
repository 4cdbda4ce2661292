"""A value asked past the top of a scale the rulebook names is unanswered when the first rule gives no top
(rules/beyond_scale.py, issue 12). The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    # LOOP names QUALITY 0 to 4 only; "spend 1 REPUTATION to add 1 QUALITY" (p. 12) never says how high it may go
    "if I spend 2 REPUTATION on a MATERIAL I paid 4 COIN for, does it end up at QUALITY 6?",
    "Gasto REPUTATION al comprar: ¿el MATERIAL puede llegar a QUALITY 5?",
])
def test_a_value_past_the_top_of_its_scale_is_unanswered(question):
    result = search(question, game="loop")
    assert not result.answered, result.hits[:1]
    assert "quality" in " ".join(result.missing)


def test_a_rule_that_gives_the_top_still_answers():
    # LOOP p. 9: "For each MATERIAL you choose to pay 1 to 4 COIN, and its QUALITY equals what you paid"
    result = search("when buying, can a MATERIAL come in at QUALITY 5?", game="loop")
    assert result.answered and result.hits[0].id == "turn.buy", result.hits[:1]
