"""What a thing counts for, asked: the entry whose title names the condition
comes before the entry of the thing held (rules/counted_condition.py, issue 12,
round top1r5).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.counted_condition import asked_conditions
from referee.rules.search import search


@pytest.mark.parametrize("question, game, wanted", [
    # Coming of Age: Amicable counts Character Tokens on levels 1 to 4; the Intimacy Bonus's entry (levels 5 to 7)
    # held more of the words and ranked first, then was found silent on the trait
    ("Para el Rasgo Amigable, ¿cuentan las Fichas de Personaje que subí al nivel 6 con la Bonificación de Intimidad?",
     "coming-of-age", "trait.amicable"),
    ("For Amicable, do the Character Tokens on levels 5 to 7 of my Friendship Track count?",
     "coming-of-age", "trait.amicable"),
    # ... the Loyal goal, told up front: its own entry, not the mimic tokens'
    ("the Loyal goal: does a mimic token I put on someone else's trait tile count?", "coming-of-age", "goal.loyal"),
    ("El objetivo Leal: ¿cuenta una Ficha de Rasgo Mimético que puse en la ficha de otro jugador?",
     "coming-of-age", "goal.loyal"),
    # LOOP: an event named up front before a dash
    ("Combustion Energy - ¿quiénes cuentan como los de menos HAPPINESS cuando hay empate?", "loop",
     "event.combustion-energy"),
])
def test_the_condition_counted_for_goes_first(question, game, wanted):
    result = search(question, game=game)
    assert result.hits[0].id == wanted
    assert result.answered is True


@pytest.mark.parametrize("question, game, wanted", [
    # CV: "for PAYING a red-slash cost" names an act, not a condition; the rule of reusing dice keeps its place
    ("Do the dice I used to buy cards count for paying a red-slash cost afterwards?", "cv", "cost.no-reuse"),
    ("¿Los dados que gasté en comprar cuentan para pagar el coste rojo después?", "cv", "cost.no-reuse"),
    # Adulthood: "para ALGO" is no condition
    ("Si solo tengo 2 iconos iguales, ¿cuentan para algo al final?", "adulthood", "end.step2-sets"),
])
def test_an_act_or_a_vague_word_is_no_condition(question, game, wanted):
    assert search(question, game=game).hits[0].id == wanted


def test_what_it_counts_as_is_no_condition():
    # "count AS adjacent" names a quality of the thing, not what it counts for
    assert asked_conditions("Do the two end locations count as adjacent when I move my die?", "en") == []
    assert asked_conditions("¿Las ubicaciones de las puntas cuentan como adyacentes?", "es") == []


def test_questions_without_a_verb_of_counting_are_not_read():
    assert asked_conditions("For the Amicable trait, which levels matter?", "en") == []


def test_a_topic_told_in_a_sentence_of_the_scene_is_no_condition():
    # the tie-break is the scene the question tells; "do they count" asks of the event cards
    assert asked_conditions("fewer cards tiebreak: Sam counted the event cards in her hand. do they count", "en") == []
    assert asked_conditions("Combustion Energy: who counts as having the least HAPPINESS?", "en") \
        == [["combustion", "energy"]]


def test_a_spanish_condition_opened_by_a_possessive_or_an_article_is_read():
    # "para MI Rasgo", "para LA Meta": a determiner opens the condition, as "my" and "the" do in English; only a
    # pronoun ("para algo", "para eso", "para mí" alone names no game term) leaves it vague
    assert asked_conditions("¿Las Fichas de Personaje del nivel 6 cuentan para mi Rasgo Amigable?", "es") \
        == [["mi", "rasgo", "amigable"]]
    assert asked_conditions("¿Cuentan para la Meta Leal las Fichas de Rasgo Mimético?", "es")[0][:3] \
        == ["la", "meta", "leal"]
    assert asked_conditions("¿Eso cuenta para algo?", "es") == []
