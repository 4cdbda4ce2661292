"""A moment later in the same turn is when the act is done, not keeping a thing for a later turn (issue 12).

"Spend one REPUTATION now and the other LATER IN THE TURN": once the little
words go, "later in the turn" reads as "a later turn", the phrase of
keeping something for another turn, a topic the rule of the act never
holds; `ask` said the rulebook was silent beside the rule that answers.
The phrase is the player's wording of when within the turn (lexicon
`question_form.idioms`). Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


# LOOP, Optional Action: Spending Reputation: "Both REPUTATION must be spent at the same time, in the CONSUME turn";
# CV, Cards with a Cost: dice already used to buy cards cannot be used again to pay red-slash costs.
@pytest.mark.parametrize("question, game, entry", [
    ("In LOOP, during a CONSUME turn, may I spend one REPUTATION now and the other later in the turn?", "loop",
     "reputation.consume"),
    ("En LOOP, en un turno de CONSUME, ¿puedo gastar una REPUTATION ahora y la otra más tarde en el turno para ganar "
     "HAPPINESS?", "loop", "reputation.consume"),
    ("In CV I bought a card with my dice; may I use the same dice again later this turn for a red slash cost?", "cv",
     "cost.no-reuse"),
])
def test_later_in_the_same_turn_is_no_topic(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)
