"""A card told in force ("with Red Gown ACTIVE") is its state, no word a gap of the card holds more than its rule
(rules/in_force_gaps.py; issue 12, round facttwo).

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.in_force_gaps import without_in_force
from referee.rules.search import search


def test_the_in_force_word_and_its_pairs_with_the_rules_words_are_no_more_in_the_gap():
    stems = ["red", "gown", "activ", "bought"]
    concepts = [(frozenset(), frozenset())] * 3 + [(frozenset({"~common:buy"}), frozenset())]
    in_force = [False, False, True, False]
    assert without_in_force(["gown_activ", "activ", "hold"], stems, in_force, concepts, {"gown"}) == ["hold"]
    # (a question that tells nothing in force keeps every word the gap holds more)
    assert without_in_force(["activ"], stems, [False] * 4, concepts, {"gown"}) == ["activ"]


@pytest.mark.parametrize(("question", "entry"), [
    # LOOP, Events: Red Gown makes you BUY at your highest QUALITY or above; its gap is the player who holds none
    ("With Red Gown active we bought a QUALITY 1 MATERIAL although we had a QUALITY 3 one. Was that allowed?",
     "event.red-gown"),
    ("Con Red Gown activo compramos un MATERIAL de QUALITY 1 aunque ya teníamos uno de QUALITY 3. ¿Se podía?",
     "event.red-gown"),
    # ... Treat Yo Self gives 1 HAPPINESS for a new CREDIT CARD; its gap is the CREDIT CARD forced on a player
    ("with Treat Yo Self active, what do I get if I apply for a CREDIT CARD?", "event.treat-yo-self"),
    ("Con Treat Yo Self activo, ¿qué me da pedir una CREDIT CARD?", "event.treat-yo-self"),
])
def test_the_rule_of_the_card_in_force_answers_beside_its_gaps(question, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", entry)


def test_the_gap_still_answers_when_the_question_says_what_the_gap_is_about():
    # (no MATERIAL at all under Red Gown: the rulebook is silent, "active" or not)
    result = search("Red Gown is active and I have no MATERIAL at all. What QUALITY must I buy?")
    assert result.answered is False
