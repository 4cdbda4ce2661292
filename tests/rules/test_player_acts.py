"""An act of players toward each other or oneself (what is shown to the
others, an act turned on oneself, a deal, a draw at random or chosen) is
unanswered unless the first rule speaks of it (rules/player_acts.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("When the Soldier swipes a FAVOUR, must she show everyone which one it was?", "loop"),
    ("¿Puedo mirar las Fichas de Objetivo que se descartaron al preparar?", "coming-of-age"),
    ("The Nurse's Care gives a FAVOUR to any player: can she play it on herself?", "loop"),
    ("can we make a deal in CV, like I skip a card and you pay me later?", "cv"),
    ("Social Responsibility: is the FAVOUR I take from her hand random or do I pick it?", "loop"),
    ("¿La carta que me llevo con Social Responsibility es al azar o la elijo yo?", "loop"),
])
def test_an_act_the_first_rule_never_speaks_of_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing


def test_a_rule_that_speaks_of_revealing_still_answers():
    # LOOP: "you must reveal it in the same turn"
    result = search("do I have to show the others my GOAL as soon as its requirement is met?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "goal.reveal-timing"


def test_a_rule_that_says_how_cards_are_chosen_still_answers():
    # LOOP, Competitive Mode setup: "deal 2 to each player. Choose one of them, or the INTERN"
    result = search("competitive LOOP: are the two CAREER cards dealt at random or do we choose them?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "competitive.setup-careers"


def test_failing_to_agree_is_no_deal():
    # "we couldn't agree on who starts" asks the rule for the first player, which the rulebook gives
    result = search("We could not agree on who goes first in LOOP, what does the rule say?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "gameplay.start-player"
