"""`ask` abstains on the whole number of a kind when the rules count only what each player is dealt (issue 12; rules/counts.py).

Adulthood's set-up deals each player 2 facedown Values and 1 in hand; no
rule says how many Values cards the deck holds (the Components list counts
139 cards in all, not per deck). A question that asks the total is not
answered by the deal; one that asks what each player gets is, and so is a
total the Components list gives even where it splits it among players. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "how many Values cards are there in total?",
    "¿cuántas cartas de Valores hay en total en el juego?",
])
def test_a_deal_per_player_is_no_total(question):
    assert not search(question, game="adulthood").answered


@pytest.mark.parametrize("question", [
    "how many Values cards does each player get?",
    "¿cuántas cartas de Valores recibe cada jugador?",
    # Components: "33 Time tokens: 8 for each of four players plus 1 in the common supply"
    "¿cuántas fichas de Tiempo trae la caja en total?",
])
def test_a_deal_or_the_box_answers_its_own_count(question):
    assert search(question, game="adulthood").answered
