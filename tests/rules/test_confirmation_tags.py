"""The tag that puts a remembered rule up for confirmation is no topic; an instant claimed is settled by a rule
that says when (issue 12; rules/confirmation.py, rules/framing.py, rules/claimed_specifics.py).

"..., right?", "..., ¿no?", "..., ¿a que sí?": how the player asks, never
a word the rule must hold ("right" is a direction in Coming of Age, "no" a
negation). "... the moment I pass it, right?": the rule that says "at the
end of your turn" answers the claim, with a "no". Questions written for
this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.confirmation import tag_positions
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang", "tag"), [
    ("we each take two Parent Cards, right?", "en", ["right"]),
    ("the youngest starts, isn't it", "en", ["isn", "not", "it"]),
    ("Cada uno roba dos cartas al empezar, ¿a que sí?", "es", ["a", "que", "si"]),
    ("se pasan a la izquierda no", "es", ["no"]),
    ("do I move my counter to the right", "en", []),  # a direction
    ("¿Por qué eso no?", "es", []),  # a negation of its own
    ("someone played a FAVOUR on me, can I say no", "en", []),  # what is said
    ("we gave the dice back. Who's right?", "en", []),  # a check of what was done, not a tag
    ("we gave the dice back, did we do it right", "en", []),
    ("the card is resolved the moment I pass it, right?", "en", ["right"]),
])
def test_the_closing_tag_is_found_without_marks(question, lang, tag):
    said = words(question)
    assert [said[position] for position in tag_positions(said, lang)] == tag


# CV, Select Cards: "the player can put their dice and tokens next to the cards they are considering"
def test_a_closing_no_is_no_topic():
    result = search("Puedo poner mis dados al lado de las cartas que quiero comprar, ¿no?")
    assert result.answered is True
    assert result.hits[0].id == "select.plan"


# Adulthood, Scoring Board: "Whenever you pass one, take a Life Event card and resolve it at the end of your turn."
@pytest.mark.parametrize("question", [
    "When I pass a Life Event space I resolve the card right away, right?",
    "En Adulthood, cuando paso una casilla de Life Event la resuelvo al momento, ¿verdad?",
])
def test_a_claimed_instant_is_settled_by_the_rule_that_says_when(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == "scoring-board.life-event-spaces"
