"""What a marking printed on a component means is left unanswered when the first rule never names that marking: it
is art, flavour or print detail the rulebook does not explain (issue 12; rules/marking_asked.py).

A rule that names the marking asked (Coming of Age's "9 turns, one per year") answers, and "what is X for?"
with no word of a marking is left to the rule of X. The questions are written for this test, not taken from the
question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import marking_asked
from referee.rules.index import get_index
from referee.rules.search import search

SILENT = [
    # Coming of Age, Summary and Objective / Key Concepts > Memory Cards: a year is a turn of the game ("Over 9 turns,
    # representing 9 years"); no rule speaks of a year printed on a Memory Card
    ("What does the year printed at the bottom of a Memory Card mean?", "coming-of-age", "year"),
    # Coming of Age, Key Concepts > Trait and Goal Tiles: a Trait Tile is told by the requirement printed on it and
    # its VEP, never by a year
    ("¿Qué significa el año impreso en las Fichas de Rasgo?", "coming-of-age", "ano"),
    # Adulthood, Card Types > Partner: the people you spend time with, date or marry, one active at a time; no rule
    # speaks of a Partner's age
    ("¿Importa la edad que sale en las cartas de Pareja de Adulthood?", "adulthood", "edad"),
]


@pytest.mark.parametrize(("question", "game", "word"), SILENT)
def test_a_marking_no_rule_names_is_not_answered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


@pytest.mark.parametrize(("question", "game", "word"), SILENT)
def test_without_the_reading_a_rule_answers(question, game, word, monkeypatch):
    monkeypatch.setattr(marking_asked, "unstated_marking", lambda query, first, index, lang_index: None)
    assert search(question, game=game).answered is True


@pytest.mark.parametrize(("question", "game"), [
    # Coming of Age, Summary and Objective: "over 9 turns, one per year": the first rule names the year
    ("What does the Year marker mean in Coming of Age?", "coming-of-age"),
    # Coming of Age, Memory Cards: what a component is for, no word of a marking: the rule of the cards answers
    ("What are the Memory Cards for?", "coming-of-age"),
])
def test_a_marking_the_rule_names_or_a_component_is_answered(question, game):
    assert search(question, game=game).answered is True


def test_a_marking_told_without_asking_its_meaning_is_not_read():
    # a moon told in passing, nothing asked of what it means: no phrase of meaning
    lang_index = get_index().langs["en"]
    assert marking_asked.unstated_marking("I put my token on the spot with the moon, can I move it?", [], get_index(),
                                          lang_index) is None


# ---------------------------------------------------------------- the art of a component (round art)

ART_SILENT = [
    # Coming of Age, Memory Cards: what they give and how they are gained; no rule speaks of their illustrations
    ("What do the illustrations on the Memory Cards mean?", "coming-of-age", "illustrations"),
    # Coming of Age, Parent Cards: how they are drawn and played; a picture on them is art
    ("Does the drawing on the Parent Cards matter?", "coming-of-age", "drawing"),
    # Coming of Age, Trait Tiles: told by their requirement and VEP; no rule names a house drawn on them (the thing
    # shown, before the participle)
    ("¿Qué significa la casa dibujada en las fichas de Rasgo?", "coming-of-age", "dibujada"),
    # LOOP, Setup: the COIN go on the LOOP logo; what else the logo is for, with that use set aside, no rule says
    ("Aparte de guardar las monedas, ¿el logo de LOOP tiene alguna función?", "loop", "logo"),
    ("Does the LOOP logo on the board mean anything apart from holding the COIN?", "loop", "logo"),
]


@pytest.mark.parametrize(("question", "game", "word"), ART_SILENT)
def test_the_art_of_a_component_no_rule_names_is_not_answered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


@pytest.mark.parametrize(("question", "game"), [
    # LOOP, Goals: the 5 PROPERTY drawn on the ACTIVITY cards (LEAF, BOOK...): the rule names the things shown
    ("what do the pictures of a leaf and a book on an ACTIVITY mean?", "loop"),
    # Adulthood, Partner: "the heart" of a Partner card, told before the participle
    ("¿Qué significa el corazón dibujado en las cartas de Pareja?", "adulthood"),
    # LOOP, Setup: the logo holds the COIN, and nothing is set aside
    ("¿El logo del tablero de LOOP sirve para algo?", "loop"),
    # LOOP, FAVOUR cards: a rule that names a colour ("blue", "red") speaks of the colour asked
    ("What does the blue colour of some FAVOUR cards mean?", "loop"),
    # CV, cost: the red slash is the thing asked; the picture is only where it is
    ("the card has a red slash over the picture, what does that mean?", "cv"),
    # CV, dice: a symbol that plays is no art, and its rule answers
    ("What does the good luck symbol on a die mean?", "cv"),
])
def test_art_a_rule_names_or_a_symbol_that_plays_is_answered(question, game):
    assert search(question, game=game).answered is True


@pytest.mark.parametrize("question", [
    "Does drawing a FAVOUR mean I have to play it?",  # the verb of play, no determiner before it
    "¿Para qué sirven las Fichas de Motivación de colores?",  # coloured tokens: the tokens asked, not their colour
])
def test_a_verb_of_play_or_a_quality_is_no_marking(question):
    lang_index = get_index().langs["es" if "¿" in question else "en"]
    assert marking_asked.unstated_marking(question, [], get_index(), lang_index) is None
