"""`ask` keeps the rule of the plain case from the gap about its edge of nobody or both (issue 12; rules/unsaid_cases.py).

The catalog's silences "Who starts IF NOBODY (or more than one) spent over
$100?" and "IF BOTH cards I buy go to one stack, which goes on top?" share
the words of a question about the plain case, which the rulebook answers.
Beside each, the question that names the edge keeps the gap, and a gap
whose title names nobody in its account, not as its condition, is left
alone. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules import unsaid_cases
from referee.rules.search import search


def test_the_edge_is_read_as_a_condition_only():
    assert unsaid_cases.gap_of_edge("Who starts if nobody (or more than one) recently spent over $100?", "en")
    assert unsaid_cases.gap_of_edge("Si las dos cartas que compro en un turno son para una sola pila, ¿cuál queda encima?", "es")
    assert not unsaid_cases.gap_of_edge(
        "Does the Salesman gain his COIN in Cooperative or Solo Mode, where nobody ACCEPTs a FAVOUR?", "en")
    assert unsaid_cases.says_no_edge("¿Quién arranca en LOOP?", "es")
    assert not unsaid_cases.says_no_edge("Who starts if nobody spent over 100 dollars?", "en")


def test_who_starts_is_the_start_player_rule():
    # LOOP rulebook p. 6 (Start Game): the player who most recently spent over $100 goes first
    result = search("¿Quién arranca en LOOP? Leí algo de gastar 100 dólares")
    assert result.answered and result.gap is None
    assert result.hits[0].id == "gameplay.start-player"


def test_one_card_on_its_pile_is_the_placing_rule():
    # CV rulebook, Game Play > 4. Add to CV: a new Health, Relationship or Knowledge card goes on top of its stack
    # or under any card in it -- the gap is about two cards bought for one stack in the same turn
    result = search("I'm buying a Health card: must it go on top of my Health pile?")
    assert result.answered and result.gap is None
    assert result.hits[0].id == "cv.place-hrk"


def test_the_edge_asked_keeps_the_gap():
    # LOOP rulebook p. 6 names who starts; if nobody spent over $100 recently it never says
    result = search("Who starts if nobody spent over 100 dollars recently?")
    assert not result.answered
    assert result.gap is not None and result.gap.id == "gap.start-player-unclear"
