"""A payment asked for something no near rule sells ("can I pay something to
get a second secret goal?", "¿puedo pagar algo para tener...?") is
unanswered (rules/purchases.py, issue 12); a rule that pays or prices the
thing bought still answers.

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.purchases import bought
from referee.rules.search import search


@pytest.mark.parametrize("question, game, missing", [
    ("can I pay Willpower to swap my Parent Card for a fresh one?", "coming-of-age", "swap parent card"),
    ("can I pay something to keep a second secret Values card?", "adulthood", "keep second secret"),
    ("¿puedo pagar algo para tener un segundo objetivo vital secreto?", "cv", "segundo objetivo"),
])
def test_a_thing_bought_no_near_rule_sells_is_unanswered(question, game, missing):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (missing,)


@pytest.mark.parametrize("question, first", [
    ("can I spend 2 reputation to get 2 extra coins when I work?", "reputation.work"),
    ("¿puedo pagar 3 COIN por un MATERIAL para que sea de QUALITY 3?", "turn.buy"),
])
def test_a_rule_that_sells_the_thing_still_answers(question, first):
    # "spend 1 REPUTATION to gain 1 extra COIN", "its QUALITY equals what you paid"
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == first


@pytest.mark.parametrize("question, lang", [
    ("before I pay frustration to move my die, can I wait for the others?", "en"),  # the payment is not what is asked
    ("which spots do I have to pay for, and how much?", "en"),  # two asks, nothing bought named
    ("can I take 3 cards if I can pay for all of them?", "en"),  # "all of them" names nothing
    ("¿cuánto cuesta pagar para tener un Partner?", "es"),  # no word of leave before the payment
])
def test_no_purchase_is_read_where_the_question_buys_nothing_it_names(question, lang):
    assert bought(question, lang) == []


def test_what_is_bought_is_read_after_the_word_of_purpose():
    assert bought("can i pay a frustration token to make the bus skip a location?", "en") == ["bus", "skip"]
    assert bought("¿Puedo pagar monedas para mirar la carta de arriba?", "es") == ["mirar", "carta"]


@pytest.mark.parametrize("question", [
    "solo: when I play the blue ACQUIRE, can I pay more COIN to get a better QUALITY?",
    "En solitario, con el ACQUIRE azul, ¿puedo pagar más COIN para llevarme una QUALITY mayor?",
])
def test_more_of_a_thing_a_rule_only_prices_is_unanswered(question):
    # "pay COIN equal to its Exhibited QUALITY" prices the MATERIAL, it sells no higher QUALITY
    assert search(question, game="loop").answered is False


@pytest.mark.parametrize("question", [
    "can I spend reputation to get more coins when I WORK?",
    "¿puedo gastar REPUTATION para ganar más COIN al hacer WORK?",
])
def test_a_rule_that_sells_more_still_answers(question):
    # "spend 1 REPUTATION to gain 1 EXTRA COIN"
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == "reputation.work"


def test_an_act_the_payment_is_the_means_of_is_what_is_bought():
    assert bought("¿Puedo voltear mi Ficha de Frustración pagando Fuerza de Voluntad?", "es") == ["voltear", "ficha",
                                                                                                  "frustracion"]
    assert bought("can I keep a fourth ACTIVITY if I pay REPUTATION?", "en") == ["keep", "fourth", "activity"]


@pytest.mark.parametrize("question, game", [
    ("¿Puedo guardar 4 ACTIVITY en mi zona si pago REPUTATION?", "loop"),
    ("¿puedo girar un dado de mala suerte a otra cara pagando con una ficha?", "cv"),
])
def test_an_act_bought_by_paying_that_no_near_rule_sells_is_unanswered(question, game):
    assert search(question, game=game).answered is False


def test_a_rule_that_forbids_the_act_answers_whether_paying_allows_it():
    # "Nunca retrocedes en una pista hasta el final de la partida"
    result = search("¿Mi marcador puede retroceder en la pista si pago algo?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "scoring-board.no-backwards"


@pytest.mark.parametrize("question, lang", [
    ("my kid can't pay for the Memory or a Presence here, so what now?", "en"),
    ("if we could not pay for the memory, what happens?", "en"),
    ("si no puedo pagar para quedarme el Recuerdo, ¿qué hago?", "es"),
])
def test_a_payment_denied_is_no_purchase_asked(question, lang):
    # the player tells what cannot be paid ("can't" read "can not"), and asks no leave to buy anything
    assert bought(question, lang) == []


def test_a_memory_that_cannot_be_paid_is_answered_by_the_parent_card():
    # Coming of Age rulebook p. 10, "3. Gain the Location Benefits > Parent Card": "If you cannot, or choose not
    # to, take a Memory or a Presence in step B, you must play a Parent Card from your hand"
    result = search("my kid can't pay for the Memory or a Presence here, so what now?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id in {"parent-card.play", "parent-card.overview"}


@pytest.mark.parametrize("question, missing", [
    ("can I pay to have a third action spot in Leisure?", "third action"),
    ("¿se puede pagar para conseguir un tercer espacio de acción de Ocio?", "tercer espacio"),
])
def test_a_third_of_a_thing_no_rule_sells_is_unanswered(question, missing):
    # Adulthood rulebook, Card Types: the board has two action spots per category, and the
    # slot cards "replace the basic slots ... giving new ways to spend time or OTHER passive
    # effects": spending time is no price of a third spot, and "otros efectos" (other effects)
    # is no "otro" (another) sold
    result = search(question, game="adulthood")
    assert result.answered is False
    assert result.missing == (missing,)


@pytest.mark.parametrize("question, missing", [
    ("¿puedo pagar Fuerza de Voluntad para que mis Fichas de Interés de un lugar valgan doble?", "fichas doble"),
    ("¿podría pagar Fuerza de Voluntad para que las Presencias de una ubicación puntúen doble?", "presencias doble"),
])
def test_a_word_of_more_at_the_end_of_the_clause_is_more_bought(question, missing):
    # Coming of Age rulebook (seed 002, Willpower and scoring): Willpower pays for a Memory,
    # never for tokens or Presences that count double; "para que ... valgan DOBLE" buys more
    # of them, which no near rule sells
    result = search(question, game="coming-of-age")
    assert result.answered is False
    assert result.missing == (missing,)


def test_paying_with_one_thing_instead_of_another_asks_what_pays():
    # Adulthood, Player Turns: "energy tokens can also be placed as extra time meeples"; "pay X INSTEAD OF Y for an
    # action" asks what may pay (rules/stand_ins.py), not whether actions are sold (issue 12, round costs)
    result = search("May I pay energy tokens instead of meeples for a card's action?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id in {"turn.energy-as-time", "actions.paying-icons"}


def test_a_rule_that_forbids_what_is_bought_answers():
    # Adulthood, Player Turns: "You cannot take any new actions after step 1"
    result = search("Can I pay for one more action after step 1 with money I earned?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "turn.no-new-actions"


def test_paying_to_do_a_thing_again_is_more_bought():
    # LOOP, Insurance: toss 1 COIN or lose 1 COIN, once; the Investor's "pay 1 COIN to toss twice" sells no toss again
    result = search("I lost the Insurance toss. Can I pay one more COIN to toss again?", game="loop")
    assert result.answered is False


@pytest.mark.parametrize("question", [
    "is it allowed to spend 4 Willpower Tokens to get rid of a frustration in the middle of the year?",
    "can i spend willpower to get rid of a frustration token whenever i like?",
])
def test_a_thing_got_rid_of_is_what_is_bought(question):
    # Coming of Age p. 7: "A frustration can be overcome ... by spending 4 Willpower Tokens at any time": "get rid of"
    # names no thing bought, the frustration is (round fabst36: the phrase filled the reach and "rid" was bought)
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "frustration.overcome"


def test_a_thing_got_rid_of_for_good_is_still_unsold():
    # ... but no rule removes a Frustration Token from the game: "for good" asks that, and stays unanswered
    question = "may I pay willpower to get rid of that frustration for good?"
    assert bought(question, "en") == ["rid"]
    assert search(question, game="coming-of-age").answered is False


@pytest.mark.parametrize("question, missing", [
    ("could I spend HAPPINESS to get some REPUTATION back?", "reputation back"),
    ("¿se puede gastar HAPPINESS para tener más REPUTATION?", "mas reputation"),
])
def test_a_thing_the_near_rules_only_pay_with_is_unsold(question, missing):
    # LOOP, Optional Action: Spending Reputation: "spend 2 REPUTATION to gain 1 HAPPINESS", "CONSUME: 2 REPUTATION = 1
    # HAPPINESS": REPUTATION is what those rules pay with, never what they sell; the way back is nowhere in the rulebook
    result = search(question, game="loop")
    assert result.answered is False
    assert result.missing == (missing,)
    assert "reputation.consume" in [hit.id for hit in result.hits]


@pytest.mark.parametrize("question", [
    "can I spend REPUTATION to get HAPPINESS when I consume?",
    "¿puedo gastar REPUTATION para ganar HAPPINESS al hacer CONSUME?",
])
def test_what_a_rule_pays_for_is_still_sold(question):
    # ... while HAPPINESS, named after "to gain", is what the same sentence sells
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == "reputation.consume"


def test_what_a_rule_sentence_pays_with_is_read_after_its_verb_of_paying():
    from referee.rules.purchases import _paid_with
    sentence = "only when you consume spend 2 reputation to gain 1 happiness".split()
    assert {sentence[position] for position in _paid_with(sentence, "en")} == {"reputation"}
    sentence = "gasta 2 de fuerza de voluntad para ganar 1 de felicidad".split()
    assert {sentence[position] for position in _paid_with(sentence, "es")} == {"fuerza", "voluntad"}
