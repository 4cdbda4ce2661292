"""`ask` puts the sibling whose title states the kind of answer asked before a first whose title states another
(issue 12; rules/other_kind_title.py).

"Applying for a credit card, what do I get?" asks what one gets; "When you
can APPLY for a CREDIT CARD" holds the words and says when, "A new CREDIT
CARD gives 4 COIN and a QUALITY 1 MATERIAL" says what one gets. Beside them,
near questions it must not change. The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import other_kind_title
from referee.rules.asked_in_title import opening_kind
from referee.rules.search import search


def _first(result) -> str:
    return f"{result.hits[0].game}:{result.hits[0].id}"


def test_title_states_another_kind():
    assert other_kind_title.states_other_kind(frozenset({"?when", "?may"}), "?gain")
    assert not other_kind_title.states_other_kind(frozenset({"?gain", "?when"}), "?gain")  # it states the kind asked
    assert not other_kind_title.states_other_kind(frozenset({"?may", "?num"}), "?gain")  # no title kind at all


def test_the_kind_asked_moves_past_a_title_of_another_kind():
    kinds = {1: frozenset({"?when"}), 2: frozenset({"?num"}), 3: frozenset({"?gain"})}
    scored = [(10.0, 1), (9.8, 2), (9.5, 3)]
    moved = other_kind_title.asked_kind_first(scored, "?gain", kinds.__getitem__, lambda number: "g")
    assert moved == [(9.5, 3), (10.0, 1), (9.8, 2)]
    # well below the first (under PULL_SHARE), or a first whose title states no other kind: nothing moves
    assert other_kind_title.asked_kind_first([(10.0, 1), (9.8, 2), (9.0, 3)], "?gain", kinds.__getitem__,
                                             lambda number: "g") is None
    assert other_kind_title.asked_kind_first([(10.0, 2), (9.8, 3)], "?gain", kinds.__getitem__,
                                             lambda number: "g") is None


@pytest.mark.parametrize(
    "text",
    [
        "Si pido una CREDIT CARD, ¿qué recibo entonces?",
        "Tras pedir la CREDIT CARD, ¿qué obtengo?",
    ],
)
def test_what_one_gets_for_a_credit_card(text):
    # LOOP p. 15, Credit Card: "To APPLY for a CREDIT CARD, take 1 and place it to your AREA, then immediately
    # take 4 COIN from WORK AREA and 1 MATERIAL at QUALITY 1 ... as a Welcoming Gift."
    assert _first(search(text)) == "loop:credit.welcome-gift"


@pytest.mark.parametrize(
    "text",
    [
        "when am I allowed to apply for a credit card?",
        "¿cuándo puedo solicitar una CREDIT CARD?",
    ],
)
def test_when_one_may_apply_is_unchanged(text):
    # LOOP p. 15: "You may APPLY for 1 or more CREDIT CARD at any time during your turn, or when you are affected
    # by an IMMEDIATE EVENT."
    assert _first(search(text)) == "loop:credit.apply-when"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("¿Qué me dan al pedir una CREDIT CARD?", "?gain"),  # what one receives for an act
        ("¿qué me da por cada carta?", "?gain"),
        ("¿Qué me dan las cartas de carrera?", None),  # what the cards are for (lexicon comment)
    ],
)
def test_what_they_give_me_for_an_act_asks_a_gain(text, kind):
    assert opening_kind(text, "es") == kind


@pytest.mark.parametrize(
    "text",
    [
        "¿qué me dan al solicitar una CREDIT CARD?",
        "Y si pido la CREDIT CARD, ¿qué me dan cuando la pido?",
    ],
)
def test_what_they_give_me_for_a_credit_card(text):
    # LOOP p. 15, Credit Card: "... then immediately take 4 COIN from WORK AREA and 1 MATERIAL at QUALITY 1 ...
    # as a Welcoming Gift."
    assert _first(search(text)) == "loop:credit.welcome-gift"
