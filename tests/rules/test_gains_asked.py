"""`ask` reads a question about what an act or a thing gives (issue 12; rules/gains_asked.py).

"When I apply for a CREDIT CARD, WHAT DO I GET?", "¿QUÉ ME DAN?": the
sibling entry whose title says the gain answers, before the entry about
when the act may be done. Beside them, near questions it must not change.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import gains_asked
from referee.rules.normalize import words
from referee.rules.search import search


def _first(result) -> str:
    return f"{result.hits[0].game}:{result.hits[0].id}"


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("what do I get when I apply?", "en", True),
        ("what does it cost and what does it give?", "en", False),  # a second ask, joined by "and"
        ("¿qué me dan al pedirla?", "es", True),
        ("¿cuánto cuesta y qué obtengo?", "es", False),
        ("how do I get a Partner?", "en", False),  # how a thing is come by, not what one gets
    ],
)
def test_gain_asked(text, lang, said):
    assert gains_asked.asks_gain(words(text), lang) is said


def test_titles_tell_a_gain():
    # LOOP, Credit Card: "A new CREDIT CARD gives 4 COIN and a QUALITY 1 MATERIAL"; WORK with no HAPPINESS left:
    # "take 1 COIN" is a gain, a bare "take" of a card is not
    assert gains_asked.tells_gain("A new CREDIT CARD gives 4 COIN and a QUALITY 1 MATERIAL", "en")
    assert gains_asked.tells_gain("WORK with no HAPPINESS left: take 1 COIN and end your turn", "en")
    assert not gains_asked.tells_gain("When you can APPLY for a CREDIT CARD", "en")
    assert not gains_asked.tells_gain("Take the left-most card", "en")


@pytest.mark.parametrize(
    "text",
    [
        "I'm applying for a CREDIT CARD in LOOP. What do I get right away?",
        "LOOP credit card: I apply for one. What do I get at once?",
        "LOOP: pedí una CREDIT CARD, ¿qué me dan?",
    ],
)
def test_a_credit_card_gives_coin_and_a_material(text):
    # LOOP p. 15, Competitive Mode > Credit Card: "To APPLY, take 1 CREDIT CARD ... then immediately take 4 COIN
    # ... and, as a Welcoming Gift, 1 MATERIAL at QUALITY 1": what one gets, not when one may apply
    assert _first(search(text)) == "loop:credit.welcome-gift"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("LOOP: when can I apply for a CREDIT CARD?", "loop:credit.apply-when"),  # no gain asked: when
        ("In LOOP, what do I get when I WORK with no HAPPINESS left?", "loop:turn.work-no-happiness"),
    ],
)
def test_near_questions_keep_their_entry(text, expected):
    assert _first(search(text)) == expected
