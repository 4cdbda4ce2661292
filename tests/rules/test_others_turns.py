"""Acting on another player's turn, asked leave for, is unanswered unless one
of the first two rules says whose turn an act belongs to (rules/others_turns.py,
issue 12, round quote).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, phrase", [
    # LOOP p. 18, the careers: Influence and Invest are "once per turn"; whose turn, the rulebook never says
    ("As the Banker, may I use Influence during another player's turn?", "loop", "another player turn"),
    ("¿Puedo usar la habilidad del Investor fuera de mi turno?", "loop", "fuera de mi turno"),
    ("Investor: 'pay 1 COIN to toss twice'. Could I toss on someone else's turn too?", "loop", "someone else turn"),
])
def test_acting_on_another_players_turn_no_rule_settles_is_unanswered(question, game, phrase):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (phrase,)


@pytest.mark.parametrize("question, game", [
    # Adulthood p. 5: "In step 3 you may draft one card": a step of the player's own turn
    ("Adulthood: can I draft from the market when it's not my turn?", "adulthood"),
    # LOOP: FAVOUR may be played "anytime in your turn"
    ("May I play a FAVOUR from my hand during someone else's turn?", "loop"),
])
def test_a_rule_that_says_whose_turn_still_answers(question, game):
    assert search(question, game=game).answered is True


def test_a_turn_told_without_asking_leave_is_left_to_the_rule():
    # LOOP competitive: the EVENT is drawn when HAPPINESS changes zone, whoever's turn it is
    result = search("An EVENT on another player's turn moved my HAPPINESS to a new zone. Do I draw an EVENT?", game="loop")
    assert result.answered is True
