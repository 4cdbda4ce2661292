"""A may-question whose act (a verb of `asked_acts.groups`) no near rule does, by any verb of its group, is
unanswered (rules/asked_acts.py, issue 12); a rule that does the act by another verb of the group still answers.
The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # CV, Game Play (the rulebook gives no pages): "The player who rode a bike as a child (the owner of the bicycle
    # card) starts each round. Play continues clockwise": nothing lets two players exchange their places in it
    ("can I swap places with the player after me in the turn order?", "cv"),
    # LOOP p. 2: "Place all COIN in the WORK AREA ... COIN paid to the game go back to it": coins go back only as
    # payment; nothing hands or gives them back freely ("hand" and "give": one act)
    ("can I hand some of my COIN back to the WORK AREA?", "loop"),
    ("can I give some of my COIN back to the WORK AREA?", "loop"),
    # CV, Cards with a Cost: a card its owner cannot pay "is lost and goes back to the box"; nothing turns a card
    # over to avoid its cost ("dar la vuelta" is turning over, not giving)
    ("¿puedo dar la vuelta a mi carta activa para no pagar su coste esta ronda?", "cv"),
    # Adulthood, Set Up the Game, step 8: "the oldest player takes the first turn"; nothing lets them give it away
    ("¿se puede ceder el primer turno?", "adulthood"),
])
def test_an_act_no_near_rule_does_is_unanswered(question, game):
    result = search(question, game=game)
    assert not result.answered, result.hits[:1]


@pytest.mark.parametrize("question", [
    # LOOP p. 11: "BARTER: exchange 1 of your MATERIAL with another player's MATERIAL of the same or lower QUALITY"
    # ("trade" asked, "exchange" told: one act)
    "can I trade one of my MATERIAL with another player's using BARTER?",
    # ... "Trueque (BARTER): intercambia 1 de tus Materiales por un Material de otro jugador" ("canjear" asked)
    "¿puedo canjear un Material mío por uno de otro jugador con BARTER?",
])
def test_an_act_a_rule_does_by_another_verb_is_answered(question):
    result = search(question, game="loop")
    assert result.answered and result.hits[0].id == "favour.barter", result.hits[:1]


@pytest.mark.parametrize("question, game", [
    # "volver a" asks leave to do the act that follows again: the act is that one, not "volver".
    # Adulthood, Set Up the Game, step 8: "the oldest player takes the first turn"; nothing lets it be given away,
    # the first time or again
    ("¿se puede volver a ceder el primer turno?", "adulthood"),
    # CV, Game Play, 1. Roll the Dice: "the player may reroll any number of dice, two times": nothing lets players
    # exchange dice with one another
    ("¿puedo volver a cambiarle un dado a otro jugador después de tirar?", "cv"),
])
def test_an_act_asked_again_is_the_act_after_volver_a(question, game):
    result = search(question, game=game)
    assert not result.answered, result.hits[:1]


def test_volver_a_an_act_a_rule_does_is_answered():
    # CV, 1. Roll the Dice: "After the first roll the player may reroll any number of dice, two times" ("tirar" is no
    # act of the groups: the rule of rerolls answers)
    result = search("¿puedo volver a tirar los dados que no me gustan?", game="cv")
    assert result.answered and result.hits[0].id == "roll.rerolls", result.hits[:1]


@pytest.mark.parametrize("question, game", [
    # who would do the act stands between the word of leave and the act: the act is the one after them.
    # LOOP p. 2: "Place all COIN in the WORK AREA ... COIN paid to the game go back to it": nothing hands coins back
    ("can my friend hand some of her COIN back to the WORK AREA?", "loop"),
    # Adulthood, Set Up the Game, step 8: "the oldest player takes the first turn"; nothing lets it be given away
    ("¿puede otro jugador ceder el primer turno?", "adulthood"),
])
def test_an_act_asked_of_someone_else_is_the_act_after_them(question, game):
    result = search(question, game=game)
    assert not result.answered, result.hits[:1]


def test_an_act_someone_else_does_by_another_verb_is_answered():
    # LOOP p. 11: "BARTER: exchange 1 of your MATERIAL with another player's MATERIAL of the same or lower QUALITY"
    result = search("can another player trade one of their MATERIAL with mine using BARTER?", game="loop")
    assert result.answered and result.hits[0].id == "favour.barter", result.hits[:1]


@pytest.mark.parametrize("question", [
    # Coming of Age p. 10: the Parent Card discard pile "is public and can be checked by everyone"
    "am I allowed to go through another player's Parent Card discard pile?",
    "¿Se puede consultar la pila de descarte de Cartas de Padres de otro jugador?",
])
def test_browsing_a_pile_a_rule_lets_everyone_check_is_answered(question):
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "parent-card.hand-and-discard"


@pytest.mark.parametrize("question, game, word", [
    # nothing lets a player browse the face-down Memory deck: the act of looking through is what is missing
    ("can I leaf through the Memory deck before we start?", "coming-of-age", "leaf"),
    ("¿puedo hojear el mazo de Recuerdos antes de empezar?", "coming-of-age", "hojear"),
])
def test_browsing_a_pile_no_near_rule_opens_is_unanswered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert word in " ".join(result.missing)
    assert result.hits[0].id == "setup.memory-cards"  # the nearest rule, shown as related
