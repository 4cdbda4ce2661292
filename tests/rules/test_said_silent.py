"""A silence of the rulebook told by the player ("why doesn't the rulebook say ...?", "el reglamento no dice ...")
leaves the question unanswered, the nearest rule shown as related reading (issue 12; rules/said_silent.py).

A rule recalled and put up for confirmation ("Doesn't the rulebook say ...?", "¿No dice el reglamento que ...?")
and what the rulebook says is not done ("el reglamento dice que no puedo ...") are not the form. The questions are
written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import said_silent
from referee.rules.search import search

SILENT = [
    # CV, Dice: the rulebook names the six die symbols (health, knowledge, relationship, money, good luck, bad luck),
    # nothing on a die whose symbol can no longer be read
    ("The rulebook doesn't say what a die counts as when its symbol has worn away. Do we reroll it?", "cv", "say"),
    # Coming of Age, Components: the rulebook counts the tokens, nothing on who keeps the supply during the game
    ("Why doesn't the rulebook say who keeps the spare tokens during the game?", "coming-of-age", "say"),
    # Coming of Age, Components: the rulebook counts the Frustration Tokens, nothing on playing with one lost
    ("Perdimos una Ficha de Frustración y el reglamento no dice con qué sustituirla, ¿qué usamos?", "coming-of-age",
     "dice"),
    # Coming of Age, Components: Willpower is unlimited; the negation is the subject and opens the sentence
    ("Our Willpower tokens have run out. Nothing in the rules says what to do then, do we use something else?",
     "coming-of-age", "says"),
    # LOOP, Components: the COIN of the WORK AREA are not counted; what the rulebook leaves out ("no incluye", "no trae")
    ("El reglamento no incluye cuántas monedas tiene la reserva, ¿se pueden acabar las COIN?", "loop", "incluye"),
    ("El reglamento no trae qué hacer si una Ficha de Frustración se pierde, ¿con qué la sustituimos?", "coming-of-age",
     "trae"),
    # Adulthood, Scoring Board: the Life Event spaces are printed on the board
    ("The rulebook doesn't list which spaces of the Happiness track hold a Life Event. Where are they?", "adulthood",
     "list"),
    # the case told absent from the rulebook, without a verb of saying (round newsil): CV's scoring table of sets is
    # printed on the player aid; LOOP's COIN supply is not counted
    ("What do 6 Health cards score at the end? The points table isn't in my rulebook.", "cv", "not in my rulebook"),
    # a part of the rulebook told blank: Coming of Age's Memory scale is in the rulebook, the copy is not
    ("the scoring part of the rules is blank in my copy, how many VEP is each Memory worth?", "coming-of-age",
     "rules is blank"),
    ("La parte de puntuación está en blanco en mi reglamento: ¿cuántos VEP da cada Recuerdo?", "coming-of-age",
     "en blanco en mi reglamento"),
    ("¿Se pueden acabar las COIN del suministro? No lo encuentro en el reglamento.", "loop",
     "no lo encuentro en el reglamento"),
    # the rulebook named as the BOOK, the SHEET or the TEXT the player read (round quotetwo): the same silences
    ("The book doesn't say what a die counts as when its symbol has worn away. Do we reroll it?", "cv", "say"),
    ("Perdimos una Ficha de Frustración y el libro no dice con qué sustituirla, ¿qué usamos?", "coming-of-age", "dice"),
    ("What do 6 Health cards score at the end? The points table is not in the text.", "cv", "not in the text"),
    ("¿Cuántos puntos dan 6 cartas de Salud al final? La tabla no está en el texto.", "cv", "no esta en el texto"),
    # what the rulebook says told to stop short of the case, "... BUT NOT what" (round quotetwo): CV's die symbols
    ("The rulebook says what each die symbol does but not what a worn-off symbol counts as. Do we reroll it?", "cv",
     "but not"),
    ("El reglamento dice qué hace cada símbolo del dado pero no qué pasa si un símbolo ya no se ve. ¿Se vuelve a tirar?",
     "cv", "pero no"),
    # what the rulebook says told to be ALL it says (round quotethree): CV scores the points printed on each possession,
    # nothing on two of the same name; LOOP's RECYCLE pays COIN, nothing on where they go. The rulebook named before
    # "only"...
    ("If two of my possessions have the same name, do both score? The rulebook just says to add up the printed points.",
     "cv", "just says"),
    ("¿Pueden dos jugadores tener la misma carta de Posesión? El reglamento solo dice que se suman los puntos de cada "
     "posesión.", "cv", "solo dice"),
    # ... or the verb right before the quotation mark of what it says, no rulebook named
    ("When I RECYCLE, where does the COIN I pay go? The favour card just says 'pay COIN'.", "loop", "just says"),
    ("Si dos de mis posesiones tienen el mismo nombre, ¿puntúan las dos? El final de la partida únicamente dice 'suma "
     "los puntos impresos en cada carta de posesión'.", "cv", "unicamente dice"),
    # ... or a part of the rulebook told to only SHOW so much: LOOP's table of starting FAVOUR has no 7th seat; CV's
    # worked example of the scoring stops at 5 cards
    ("How many FAVOUR does the 7th player start with? The table only shows six seats.", "loop", "only shows"),
    ("¿Cuántos puntos dan 8 cartas de conocimiento? El ejemplo solo llega a 5 cartas.", "cv", "solo llega"),
]


@pytest.mark.parametrize(("question", "game", "word"), SILENT)
def test_a_silence_told_by_the_player_is_not_answered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


@pytest.mark.parametrize(("question", "game", "word"), SILENT)
def test_without_the_reading_a_rule_answers(question, game, word, monkeypatch):
    monkeypatch.setattr(said_silent, "told_silent", lambda query, lang, typed=None: "")
    assert search(question, game=game).answered is True


@pytest.mark.parametrize(("question", "lang"), [
    ("Doesn't the rulebook say you take two cards from the track?", "en"),  # a rule recalled, asked to be confirmed
    ("¿No dice el reglamento que se toman dos cartas de la fila?", "es"),
    ("el reglamento dice que no puedo tomar más de dos cartas, ¿verdad?", "es"),  # what may be done, negated
    ("the rules say you do not tell the others your goal, right?", "en"),
    ("does the rulebook say what happens at the end?", "en"),  # no negation
    ("Doesn't the rulebook list the Values cards among the components?", "en"),  # a rule recalled
    ("Is the scoring table in the rulebook or on a card?", "en"),  # no negation
])
def test_a_rule_recalled_is_not_a_silence_told(question, lang):
    assert said_silent.told_silent(question, lang) == ""


@pytest.mark.parametrize(("question", "lang"), [
    # "but not" with no question word after it, or with no rulebook saying before it, tells no silence
    ("The rulebook says you may trade cards but not dice, right?", "en"),
    ("My friend says you draw one but not where from. Is she right?", "en"),
    ("El reglamento dice que se puede cambiar cartas pero no dados, ¿verdad?", "es"),
])
def test_but_not_without_a_question_word_or_a_rulebook_is_no_silence(question, lang):
    assert said_silent.told_silent(question, lang) == ""


@pytest.mark.parametrize(("question", "lang"), [
    # "solo" before a quote with no rulebook named is as often the solo mode: not read as "only"
    ("En LOOP solo dice 'Draw 4 random GOAL to start with'. ¿Con cuántos FAVOUR empiezo?", "es"),
    # "only" said of a person's claim, or of what a player may say, tells nothing of the rulebook
    ("Eva says it only covers the symbol cost, Dan says it covers everything. Who's right?", "en"),
    ("When someone plays a FAVOUR on me, can I just say no?", "en"),
    ("Mi hermana dice que Rob solo pone Fichas de Interés, ¿es así?", "es"),
])
def test_only_not_said_of_the_rulebook_is_no_silence(question, lang):
    assert said_silent.told_silent(question, lang) == ""
