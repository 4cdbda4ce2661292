"""Coming of Age detail entries know the rulebook's own wording of their case (issue 12).

The rulebook states a rule once in an overview and once as a step ("Advance
the Personal Fulfillment Counter", "End of the Year", "Friendship Bonus >
Important"); a player asks in the overview's words, which the detail's
aliases now say too, in both languages. Questions worded anew (not from the
question sets); each failed before the aliases.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


# "4. End of the Year": "If players still have Dice next to their Personal Boards: - Refill all available
# locations without one with face-up Memory Cards. ..." A year ended with Dice left asks that list, not the end of
# the round (no Dice left) nor when the year ends.
@pytest.mark.parametrize("question", [
    "The year is over but we still have dice by our boards. What do we do now?",
    "what do we do at the end of a year when everybody still has dice left?",
])
def test_a_year_ended_with_dice_left_asks_the_refill(question):
    result = search(question, game="coming-of-age")
    assert result.answered and result.hits[0].id == "end-of-year.refill-memory"


# "Friendship Bonus", "Important: To move a Character Token from level 4 to level 5 (or from level 5 up to level 7),
# you must specifically gain an Intimacy Bonus." Level 4 to 5 is the Intimacy Bonus, not the plain level-up.
@pytest.mark.parametrize("question", [
    "Mi personaje está en el nivel 4 de amistad, ¿qué necesito para subirlo al 5?",
    "My character token sits on level 4. Does a normal Friendship Bonus move it up to level 5?",
])
def test_level_four_to_five_asks_the_intimacy_bonus(question):
    result = search(question, game="coming-of-age")
    assert result.answered and result.hits[0].id == "friendship.intimacy"


# "Personal Fulfillment Track": "Later, if you visit a location where you already have one or more Interest Tokens,
# you will advance on the Personal Fulfillment Track as many spaces as Tokens you have there": what those tokens
# give is the advance, not the overview of the Track nor leaving new tokens.
@pytest.mark.parametrize("question", [
    "¿Qué pasa si visito una ubicación donde ya tenía Fichas de Interés?",
    "I chose a location where I already had interest tokens. What do they do?",
])
def test_visiting_a_location_with_interest_tokens_asks_the_advance(question):
    result = search(question, game="coming-of-age")
    assert result.answered and result.hits[0].id == "fulfillment.advance"


# "Frustration Tokens": "You cannot add a Frustration Token to a Track that already has one at either of its ends."
# A track with an overcome (flipped) token on the other end asks that limit, not the bounce with a Frustration.
@pytest.mark.parametrize("question", [
    "¿Puedo añadir una Ficha de Frustración a un registro que ya tiene una superada en el otro extremo?",
    "can a mood track that already has a flipped frustration on one end get another frustration token?",
])
def test_a_second_frustration_on_a_track_asks_the_limit(question):
    result = search(question, game="coming-of-age")
    assert result.answered and result.hits[0].id == "change-location.no-free-track"
