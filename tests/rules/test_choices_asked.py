"""Leave asked to choose what a rule fixes: the rulebook does not say (issue 12).

Adulthood's Set Up, step 8: "The oldest player goes first"; CV's "1. Roll
The Dice": "The player rolls 4 dice". Neither rulebook (/work/shared/seeds/,
grep for "choose", "decide", "elegir" near the start player or the roll)
lets a player choose otherwise, nor forbids it: the rule that ranks first
speaks of every thing the question names, and whether one may choose is
what it does not say. Coming of Age's Experience Space is resolved
"strictly from left to right" (p. 8): that rule fixes the way, and answers
whether the order may be picked.
"""

from __future__ import annotations

import pytest

from referee.rules.choices_asked import asked_choice, chosen_act
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question, game, entry", [
    ("can the oldest player choose to let the youngest start in adulthood?", "adulthood", "setup.first-player"),
    ("¿puede el jugador de más edad elegir que empiece otro en Adulthood?", "adulthood", "setup.first-player"),
    ("can I choose how many dice I roll in CV?", "cv", "roll.four-dice"),
    ("¿puedo elegir cuántos dados tiro en CV?", "cv", "roll.four-dice"),
])
def test_leave_to_choose_what_the_rule_fixes_is_not_answered(question, game, entry):
    result = search(question)
    assert not result.answered
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)  # the rule shown as related reading
    assert result.missing


@pytest.mark.parametrize("question, game, entry", [
    # the rule fixes the way strictly: it answers
    ("can I pick the order of the bonuses in the Experience Space?", "coming-of-age", "experience.resolve"),
    ("¿puedo elegir el orden de las bonificaciones del Espacio de Experiencia?", "coming-of-age", "experience.resolve"),
    # the rule offers a choice: "may reroll ANY number of dice", "CUALQUIER número de dados"
    ("In CV, can I pick which of my dice to roll again?", "cv", "roll.rerolls"),
    ("¿en CV puedo elegir qué dados vuelvo a tirar?", "cv", "roll.rerolls"),
    # the choice is in another clause: the question asks whether to wait, which the rule of playing together answers
    ("can i wait and see where the others put their dice before i choose mine?", "coming-of-age", "play.simultaneous"),
])
def test_a_rule_that_fixes_the_way_or_a_choice_in_another_clause_still_answers(question, game, entry):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("question, lang, verb", [
    ("may the player choose the card?", "en", "choose"),
    ("can I take it back and pick another?", "en", "pick"),
    ("¿se puede elegir asiento?", "es", "elegir"),
    ("can I wait before I pick?", "en", None),
    ("I choose a card. Can I?", "en", None),
    ("¿qué elijo?", "es", None),
])
def test_the_verb_of_choosing_must_follow_a_word_of_leave_in_its_clause(question, lang, verb):
    assert asked_choice(words(question), lang) == verb


# CV, Game Play > 1. Roll the Dice: "dice with the bad luck symbol are frozen - they cannot be rerolled": leave
# to choose an act the first rule forbids is leave it denies; the rule answers.
@pytest.mark.parametrize("question", [
    "In CV may I choose to reroll my bad luck dice?",
    "En CV, ¿puedo elegir volver a tirar los dados de mala suerte?",
])
def test_a_rule_that_forbids_the_act_chosen_answers(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "roll.bad-luck-frozen")


@pytest.mark.parametrize("question, lang, act", [
    ("can I choose to reroll it?", "en", "reroll"),
    ("¿puedo elegir perder la carta?", "es", "perd"),
    ("can I choose which dice to keep?", "en", None),
    ("¿puedo elegir la carta?", "es", None),
])
def test_the_act_chosen_is_the_word_right_after_the_verb_of_choosing(question, lang, act):
    said = words(question)
    assert chosen_act(said, next(n for n, word in enumerate(said) if word in {"choose", "elegir"}), lang) == act


def test_a_rule_that_allows_both_sides_of_an_order_offers_the_choice_of_when():
    # Coming of Age, phase 2: "puedes dar la vuelta a una Ficha de Recuerdo ... antes o después de resolver todos
    # los efectos del Espacio de Experiencia" (the English text says "either before or after")
    result = search("En Coming of Age, ¿la Ficha de Recuerdo la giro antes o después de los efectos del Espacio de "
                    "Experiencia? ¿Lo puedo elegir yo?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "experience.memory-token")


# "I CAN'T DECIDE": a leave denied right before the verb of choosing tells the player is undecided, no ask of leave to
# choose (round fabst38). Coming of Age, Playing the Game: everyone plays at the same time.
def test_an_undecided_player_asks_no_leave_to_choose():
    assert asked_choice(words("do we all go at once, or can I wait? I can't decide."), "en") is None
    assert asked_choice(words("can I decide which die to use?"), "en") == "decide"


def test_the_rule_of_playing_at_once_answers_beside_an_undecided_player():
    result = search("In Coming of Age, do we all place our dice at once, or can I wait for the others? I can't decide.")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "play.simultaneous")
