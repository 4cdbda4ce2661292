"""A new red-slash card placed on an old red-slash card in the same Add to CV phase: a gap of the CV rulebook.

CV rulebook (no page numbers), "Cards with a cost": "Some cards have a red slash on their effect. This
means that the player has to pay the cost, as long as the card is active. The cost must be paid each turn,
in the Add to CV phase." The card bought is placed on top in that same phase; which of the two is active
when the cost is paid is never said (gap.covered-card-upkeep-this-turn). Worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_new_red_slash_card_on_an_old_one_is_a_gap():
    result = search("cv: my new Work card has a red-slash cost and goes on top of my old Work card, which has a "
                    "red-slash cost too. This Add to CV phase, do I pay the old one, the new one or both?", game="cv")
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.covered-card-upkeep-this-turn"


def test_when_a_red_slash_cost_is_paid_is_its_rule():
    result = search("cv: when do I pay a red-slash cost?", game="cv")
    assert result.answered is True and result.hits[0].id == "cost.pay-each-turn"
