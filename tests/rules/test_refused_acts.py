"""Whether an act may be left undone or must be done at a moment: the modality is how the question asks, not what
(issue 12; rules/refused_acts.py, rules/claimed_specifics.py).

"Can I decide not to advance my Personal Fulfillment Counter?" asks whether
the act is required: the rule that instructs it ("AVANZA TU Contador",
"advance your Personal Fulfillment Counter") answers, though it never
speaks of refusing. A rule that only tells what happens ("resolve it at the
end of your turn", "the player rolls 4 dice") leaves declining a silence.
"Must I resolve it THE MOMENT I pass the icon?" is settled by the rule that
states the moment ("at the end of your turn"), as the same moment put up
for confirmation is; an act whose rule states no moment stays a silence.
Questions written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.refused_acts import declined_after, instructed
from referee.rules.search import search


# Coming of Age, Advance Personal Fulfillment Counter (seed 001 p. 7): "advance your Personal Fulfillment Counter
# one space per token"
@pytest.mark.parametrize("question", [
    "If my Interest Tokens sit on the location I ended at, can I decide not to advance my Personal Fulfillment Counter?",
    "Tengo Fichas de Interés en mi ubicación final: ¿puedo decidir no avanzar mi Contador de Realización Personal?",
])
def test_declining_an_act_the_rule_instructs_is_answered_by_that_rule(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == "fulfillment.advance"


# Adulthood, Scoring Board: a Life Event is taken and "resolved at the end of your turn"; nothing lets a player
# decline it. CV, Roll The Dice: "The player rolls 4 dice"; no turn without rolling.
@pytest.mark.parametrize(("question", "game", "near"), [
    ("I took a Life Event card I don't want. Can I decide not to resolve it?", "adulthood",
     "scoring-board.life-event-spaces"),
    ("Robé una carta de Evento Vital que no me gusta, ¿puedo elegir no resolverla?", "adulthood",
     "scoring-board.life-event-spaces"),
    ("In CV, can I choose not to roll the dice this turn?", "cv", "roll.four-dice"),
    ("En CV, ¿puedo elegir no tirar los dados este turno?", "cv", "roll.four-dice"),
])
def test_declining_an_act_no_rule_instructs_stays_a_silence(question, game, near):
    result = search(question, game=game)
    assert result.answered is False
    assert result.hits[0].id == near  # shown as related
    assert set(result.missing) & {"decide", "not", "choose", "elegir", "no"}  # the declining is what is missing


def test_the_declined_act_is_read_after_the_negation_only():
    assert declined_after(words("can i choose not to advance it"), 2, "en") is not None
    assert declined_after(words("can i choose which card"), 3, "en") is None  # a choice, not a decline
    assert declined_after(words("puedo elegir no avanzar"), 1, "es") is not None


def test_an_instruction_is_a_verb_of_the_act_before_the_player_s_possessive():
    key = declined_after(words("puedo elegir no avanzar"), 1, "es")
    assert instructed(key, ("Devuélvelas a tu reserva y avanza tu Contador",), "es")
    assert not instructed(key, ("El contador avanza un paso",), "es")  # a telling, not an instruction


# Adulthood, Scoring Board: "Whenever you pass one, take a Life Event card and resolve it at the end of your turn"
@pytest.mark.parametrize("question", [
    "must I resolve the Life Event card the moment my marker passes the icon?",
    "am i allowed to resolve my life event the moment i pass that space?",
    "¿tengo que resolver la carta de Evento Vital al momento de pasar el icono?",
])
def test_a_moment_asked_of_a_duty_is_settled_by_the_rule_that_states_the_moment(question):
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "scoring-board.life-event-spaces"


# Adulthood, Values: no rule says when a Value card may be swapped; the moment asked stays what is missing
def test_a_moment_asked_of_an_act_whose_rule_states_none_stays_a_silence():
    result = search("can i swap my value card the moment i draw it?", game="adulthood")
    assert result.answered is False
    assert "moment" in result.missing
    assert result.hits[0].id == "board.meditate"


# LOOP, set-up of the BUY AREA: the MATERIAL are bought from the face-up row; nothing lets a player buy from the deck.
# A state asked of an act asked leave for is what the question asks, not a detail settled like a moment.
def test_a_state_asked_of_a_leave_stays_what_is_missing():
    result = search("am i allowed to BUY a MATERIAL straight off the face-down pile rather than a face-up one?",
                    game="loop")
    assert result.answered is False
    assert "face" in result.missing
    assert {hit.id for hit in result.hits[:2]} == {"turn.buy", "setup.buy-area-and-deck"}
