"""An entry whose title tallies a thing by its kinds ("FAVOUR cards: 30 red, 5 blue") never says what the thing is
for (issue 12; rules/tallies.py, lexicon `question_form.list_joiners`).

LOOP's Player Area entry counts the FAVOUR of each colour; asked what the blue FAVOUR are for, it ranked first for
its short title, above "Blue FAVOUR are for Solo Mode only" (Basic Mode Setup) and the rules of each blue FAVOUR.
It is damped as a Components entry is, unless the question asks how many. The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import tallies
from referee.rules.search import search


@pytest.mark.parametrize(("question", "answers"), [
    ("¿Y las FAVOUR azules, para qué son?", {"setup.solo-blue-favours", "solo.favours", "favours.red-overview"}),
    ("¿Qué hace la FAVOUR RENEW azul?", {"favour.solo-renew"}),
])
def test_a_tally_does_not_answer_what_a_thing_is_for(question, answers):
    result = search(question, game="loop")
    assert result.hits[0].id in answers


def test_a_tally_still_answers_how_many():
    assert search("how many FAVOUR cards are there?", game="loop").hits[0].id == "area.favour-cards"


@pytest.mark.parametrize(("title", "lang", "tally"), [
    ("FAVOUR cards: 30 red, 5 blue", "en", True),
    ("Cartas de Favor: 30 rojas y 5 azules", "es", True),
    ("Your Goals in solo: 1 B, 2 C, 1 D", "en", True),
    ("Sociable Goal: 5 VEP", "en", False),  # (one value)
    ("Moving to a non-adjacent location: 2 Frustration Tokens", "en", False),  # (one cost)
    ("Scoring table: 1, 3, 6, 10, 15, 21 points", "en", False),  # (values, no thing counted)
    ("Memory VEP: 3, 2, then 1 per Motivation Token", "en", False),
    ("Blue FAVOUR are for Solo Mode only", "en", False),
])
def test_what_a_tally_title_is(title, lang, tally):
    assert tallies.tallies(title, lang) is tally
