"""A stand-in rule goes first only for a running out the question supposes (issue 12, ranking).

When no entry answers, `search._gap_rule_first` puts first the general rule
for the gap the first entry left: the stand-in rule for "what if the X run
out". That is a case the question supposes, in a clause that sets the scene
("what happens IF ... run out"). A running out the question denies ("can I
ask for it WITHOUT a deck running out?") or claims as the outcome of what it
tells ("..., SO HE RUNS OUT quickly, right?") is no such case: the entry
first by score stays first. The questions are worded anew, not copied from
the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

FIRST_KEPT = [
    # CV, Social Assistance: "Each time one of the 3 life-stage decks ... runs out, the game is interrupted
    # immediately to check whether any player is eligible for social assistance."
    ("oye, ¿la asistencia social se puede pedir sin que se acabe un mazo?", "cv", "social.trigger"),
    ("is social assistance allowed without a deck running out first?", "cv", "social.trigger"),
    # Coming of Age, Solo Mode: Rob gains the Memory Card's VEP as if he had spent his Motivation Tokens, but he
    # does not discard them
    ("rob pays for every memory with his motivation tokens, so he runs out quickly, right?",
     "coming-of-age", "solo.rob-memory-vep"),
    ("en solitario Rob paga cada Recuerdo con sus Fichas de Motivación, así que se le acaban enseguida, ¿no?",
     "coming-of-age", "solo.rob-memory-vep"),
]

STAND_IN_FIRST = [
    # Coming of Age, Setup: the tokens are unlimited (the stand-in rule for tokens that run out)
    ("what happens if the Memory Tokens of one colour run out when a card gives me one?",
     "coming-of-age", "setup.unlimited-tokens"),
    ("¿qué pasa si se acaban las Fichas de Recuerdo de un color cuando una carta me da una?",
     "coming-of-age", "setup.unlimited-tokens"),
]


@pytest.mark.parametrize("question, game, entry", FIRST_KEPT)
def test_a_running_out_denied_or_claimed_moves_no_rule_first(question, game, entry):
    first = search(question, limit=3).hits[0]
    assert (first.game, first.id) == (game, entry)


@pytest.mark.parametrize("question, game, entry", STAND_IN_FIRST)
def test_a_running_out_supposed_still_finds_its_stand_in(question, game, entry):
    first = search(question, limit=3).hits[0]
    assert (first.game, first.id) == (game, entry)
