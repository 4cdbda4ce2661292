"""The framing of a question of leave is no reason to tell a gap that says it too (issue 12; rules/framed_extras.py).

"can I put my Energy out while the player before me is still going?" met
the gap "If I placed my Time before my turn, can I still change that
placement?", which holds its "still" and "before" where the rule of
placing early does not, and was told unanswered. The moment of the scene
("while ...") and the "still" that frames the leave are how the question is
put: the rule of placing early answers. A question that asks the gap's own
case (changing a placement made early) still gets the gap. Questions
written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.framed_extras import framed_stems, without_framed
from referee.rules.search import search


# Adulthood, Player Turns: "Step 1, placing your Time, Money and Energy, can be done before your turn arrives"
@pytest.mark.parametrize("question", [
    "can i set my time out while the player before me is still going?",
    "¿Puedo poner mi Tiempo mientras el jugador de antes todavía está jugando?",
])
def test_the_framing_of_the_leave_leaves_the_question_to_the_rule(question):
    result = search(question)
    assert result.answered is True
    assert result.gap is None
    assert "turn.place-early" in [hit.id for hit in result.hits[:2]]


# the rulebook never says whether a placement made early may be changed
@pytest.mark.parametrize("question", [
    "I placed my Time before my turn. Can I still move it to another spot before my turn starts?",
    "Puse mi Tiempo antes de mi turno, ¿puedo cambiarlo de sitio todavía?",
])
def test_a_question_of_the_gap_s_own_case_still_gets_the_gap(question):
    result = search(question)
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.change-early-placement"
    assert result.hits[0].id == "turn.place-early"  # related reading


def test_framed_stems_are_those_said_only_in_the_framing():
    stems = ["set", "tim", "out", "player", "befor", "still", "going"]
    surface = ["set", "time", "out", "player", "before", "still", "going"]
    moment = [False, False, False, True, True, True, True]
    framed = framed_stems(stems, surface, moment, "en")
    assert {"still", "befor"} <= framed
    assert "tim" not in framed
    assert without_framed(["still", "befor_still", "tim"], framed, {"tim"}) == ["tim"]
    # ("still" said outside the framing too is kept: "the card still counts while ...")
    assert "still" not in framed_stems(["still", "still"], ["still", "still"], [True, False], "es")
