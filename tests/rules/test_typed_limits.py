"""A limit typed as into a search box, after the thing it limits ("activity
slots max", "presencias máximo"), is answered by a rule that states the count
of that thing (rules/limit_counts.py `_typed_before`, issue 12).

A question with a verb of holding before its limit ("¿cuántas cartas puedo
tener en mi área como máximo?") keeps its reading: the word before the limit
is where things are held, and a count of what a turn takes is no cap on it.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.limit_counts import limited_thing
from referee.rules.search import search


@pytest.mark.parametrize("question, game, entry", [
    # Coming of Age, Presence: "up to 4 different locations"
    ("presence tokens max", "coming-of-age", "presence.limit"),
    ("presencias máximo", "coming-of-age", "presence.limit"),
    # Coming of Age, Trait Bonus: at most four Trait Tiles on the Personal Board
    ("trait tiles max", "coming-of-age", "trait-bonus.max-four"),
    ("fichas de rasgo máximo", "coming-of-age", "trait-bonus.max-four"),
])
def test_a_limit_typed_after_its_thing_is_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize("question", [
    "¿cuántas cartas de MATERIAL puedo tener en mi área como máximo?",
    "how many MATERIAL cards can I keep in my area at most?",
])
def test_a_limit_on_what_is_held_keeps_the_rule_of_the_area(question):
    # LOOP, Your Area: the MATERIAL kept in the AREA, not the count BUY takes in a turn
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == "area.material-cards"


def test_whether_a_cap_exists_stays_unanswered():
    # LOOP: no rule caps the CREDIT CARDs one player holds; the gap of the deck running out is told beside it
    result = search("is there a max number of credit cards I can hold?", game="loop")
    assert result.answered is False
    assert "credit.payoff" in [hit.id for hit in result.hits]


def test_the_thing_before_a_closing_limit():
    weak = frozenset({"the", "of"})
    assert limited_thing(["activ", "slot", "max"], 2, weak, (), "en") == "slot"
    # (without the language no verb of holding can be told: the reading is not made)
    assert limited_thing(["activ", "slot", "max"], 2, weak) is None
    # a verb of holding in the clause: the word before is where things are held
    assert limited_thing(["material", "keep", "area", "max"], 3, weak, (), "en") is None
