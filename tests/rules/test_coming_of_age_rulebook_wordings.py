"""Coming of Age detail entries know the rulebook's own wording of their case (issue 12).

The rulebook states a rule once in an overview and once as a step ("Advance
the Personal Fulfillment Counter", "End of the Year"); a player asks in the overview's words, which the detail's
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


# Trait Bonus: "You cannot mimic the same trait more than once, but different players may mimic the same trait."
@pytest.mark.parametrize("question", [
    "Another player already mimicked that trait tile. Can I mimic it as well?",
])
def test_a_trait_already_mimicked_asks_the_once_rule(question):
    result = search(question, game="coming-of-age")
    assert result.hits[0].id == "trait-bonus.mimic-once"


# Bus, step two: each player with a Die there "may choose one of the following options": the Memory, a Presence or
# a Parent Card. Both at one stop asks that choice. (Its Spanish twin, "obtener el recuerdo y colocar una presencia
# en la misma parada", made a question on step B without Motivation abstain: left out.)
@pytest.mark.parametrize("question", [
    "can i grab the memory AND put down a presence at one stop?",
])
def test_memory_and_presence_at_one_stop_asks_step_two(question):
    result = search(question, game="coming-of-age")
    assert result.answered and result.hits[0].id == "bus.step-b"


# Trait Bonus: "Your hand limit is always 4 Trait Tiles. If you draw a fifth, you must immediately discard one":
# a draw with a full hand asks the limit, not the draw.
@pytest.mark.parametrize("question", [
    "my trait hand is full and a bonus makes me draw one more, what happens?",
])
def test_a_draw_with_a_full_hand_asks_the_hand_limit(question):
    result = search(question, game="coming-of-age")
    assert result.answered and result.hits[0].id == "trait-bonus.hand-limit"


# General Setup: "Create a general supply near the board with the 5 neutral Character Tokens, the Memory Tokens,
# the Willpower Tokens, and the turquoise and green Motivation Tokens." Asked without the game's name, the list
# of Coming of Age's general supply goes before Adulthood's own supply set-up.
@pytest.mark.parametrize("question", [
    "we're setting up: which tokens go in the general supply?",
])
def test_the_tokens_of_the_general_supply_ask_its_setup(question):
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "setup.general-supply")


# Bus, step two: "Every player with a Die at the location who spends the required Motivation ... gains the Memory"
# (seed 002, p. 10: "Cualquier jugador en la localización que gaste la Motivación requerida ... puede obtener el
# Recuerdo"): two players who both pay both get it.
@pytest.mark.parametrize("question", [
    "Two of us have our dice at the memory's location and we both pay. Do both of us get the memory?",
    "Estamos dos con dado en la misma ubicación y pagamos los dos: ¿obtenemos los dos el Recuerdo?",
])
def test_two_players_paying_for_one_memory_ask_who_gains_it(question):
    result = search(question, game="coming-of-age")
    assert result.answered and result.hits[0].id == "memory.gain"


# "Friendship Bonus" (p. 10): "To move a Character Token from level 4 to level 5 (or from level 5 up to level 7),
# you must specifically gain an Intimacy Bonus." Raising a friend to level 5 is what the Intimacy Bonus is for, in
# the words players use ("subir al nivel 5"), not the ordinary level-up whose title says "Subir una amistad".
@pytest.mark.parametrize("question", [
    "¿Cómo subo a un amigo al nivel 5 del Registro de Amistad en Coming of Age?",
    "en coming of age, para subir un personaje del 4 al 5 en amistad, ¿qué necesito?",
    "how do I raise a friend to level 5 on the friendship track in coming of age?",
])
def test_raising_a_friend_to_level_5_is_the_intimacy_bonus(question):
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "friendship.intimacy")
