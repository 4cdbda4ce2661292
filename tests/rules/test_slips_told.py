"""A slip told before the ask is the scene, the rule asked for the topic (rules/slips_told.py, issue 12).

"We forgot", "by mistake", "se nos olvidó", "nos equivocamos" tell how the
table went wrong; no rulebook says them, and the rule that says what should
have happened answers. Asked how to repair the slip, or supposed ("what
if..."), the question stays one the rulebooks do not answer. The probes are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, expected", [
    # LOOP p. 17 (Solo Mode): "At the end of each turn, flip the top MATERIAL of the deck and discard it"
    ("we forgot to burn a MATERIAL at the end of my solo turn, when should that happen?", "loop",
     "solo.burning-material"),
    # LOOP p. 2 (Basic Mode Setup): "Place your REPUTATION token black side up, covering the REPUTATION icon"
    ("I forgot to flip my REPUTATION token at setup, which side goes up?", "loop", "setup.reputation-token"),
    # CV, Setup step 4: "Deal one card from the life goal deck to each player"
    ("I dealt three life goals to each of us by mistake, how many does each player get?", "cv",
     "setup.personal-goal"),
    # Coming of Age p. 11 (End of the Year): the Bus Stop Tiles slide one space to the right
    ("se nos olvidó mover las Paradas de Bus al acabar el año, ¿cómo se mueven?", "coming-of-age",
     "end-of-year.bus-stop-shift"),
    # LOOP p. 2: the REPUTATION token goes black side up on the REPUTATION icon of your mat
    ("Nos equivocamos al preparar y dejamos la ficha de REPUTATION en la mesa. ¿Dónde se coloca al empezar?", "loop",
     "setup.reputation-token"),
])
def test_the_rule_asked_after_a_slip_told_answers(question, game, expected):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == expected


@pytest.mark.parametrize("question, game", [
    # the repair of the slip (a late burn, the tiles moved a round late): no rulebook gives it
    ("we forgot to burn a MATERIAL last turn in solo, can I still burn it now?", "loop"),
    ("se nos olvidó mover las Paradas de Bus al acabar el año, ¿las movemos ahora?", "coming-of-age"),
    # a slip supposed, not told
    ("what if someone deals three life goals to a player by mistake?", "cv"),
])
def test_a_repair_or_a_supposed_slip_stays_unanswered(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize("question", [
    # CV, 5. Cleanup: "the player updates their tokens: they must have tokens with exactly the symbols shown in the
    # effect area of the active cards of their CV". The catalog's gap of a forgotten step (how to fix it) holds
    # "forgot"; asked for the rule, the slip's words are no more the gap says than the rule
    "me olvidé de actualizar mis fichas, qué fichas tendría que tener",
    "we forgot to update the tokens, which tokens do I need to have?",
])
def test_a_slip_told_does_not_bring_forward_the_gap_of_its_repair(question):
    result = search(question, game="cv")
    assert result.answered is True
    assert result.hits[0].id == "cleanup.tokens"


def test_the_repair_of_a_forgotten_step_stays_the_gap():
    # the same slip, asked how to repair it: the rulebook does not say (cv gap.forgot-step)
    assert search("olvidé actualizar mis fichas, ¿cómo lo arreglo?", game="cv").answered is False
