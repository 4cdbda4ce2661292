"""Two passages of the rulebook told to say different things (issue 12; rules/rulebook_clash.py).

"The setup SECTION SAYS ..., but the turn STEPS SAY ...", "the RULES
CONTRADICT each other", "el REGLAMENTO DICE LAS DOS COSAS": the player has
read both passages and asks which holds, which the rulebook does not
settle, unless the first rule carries the project's reading of that clash.
A clash told by the players, or between things of the game, is not read.
The questions are written for this test, not taken from the question
sets.
"""

from __future__ import annotations

import pytest

from referee.rules.rulebook_clash import told_clash
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang", "told"), [
    ("The setup section says 8 time meeples each, but the player aid says 6. Which one?", "en", "says"),
    ("These two rules contradict each other: can I look at my facedown Values or not?", "en", "contradict"),
    ("The rulebook says both: is the flag on 11 or on 12?", "en", "says both"),
    ("La guía de iconos dice una ronda y la hoja de resumen dice un turno. ¿Cuál es?", "es", "dice"),
    ("El reglamento se contradice con los Valores boca abajo: ¿los puedo mirar?", "es", "contradice"),
    ("¿La bandera está en 11 o en 12? El reglamento dice las dos cosas.", "es", "dice las dos cosas"),
])
def test_two_passages_told_to_say_different_things_are_read(question, lang, told):
    assert told_clash(question, lang) == told


@pytest.mark.parametrize(("question", "lang"), [
    # told by the players, not by passages of the rulebook
    ("Mis amigos dicen cosas distintas: ¿gano 4 COIN o 2?", "es"),
    ("My friend says 4 and my brother says 2. Who is right?", "en"),
    # things of the game that clash, not passages
    ("Two continuous EVENT contradict each other. Which one is active?", "en"),
    # a passage set against the player's reading of another, which the rule answers
    ("The rulebook says I draw 1 FAVOUR. Doesn't that contradict the hand limit rule?", "en"),
    # two passages that say things without being set against each other
    ("The rules say to draw at the start and the rules say to refill at the end: when do I draw?", "en"),
    # one passage quoted and asked about
    ("The rulebook says 'draw 1 FAVOUR if you have less than 5'. I have 5, do I draw?", "en"),
    ("El reglamento dice que las fases 1 y 2 son simultáneas. ¿Puedo esperar a ver qué elige el otro?", "es"),
])
def test_a_clash_of_players_or_of_game_things_or_one_passage_is_not_read(question, lang):
    assert told_clash(question, lang) == ""


@pytest.mark.parametrize(("question", "missing"), [
    ("The icon guide says the carry-over icon lasts until my next turn, but the Life Event section says the next "
     "round. Which do we use with four players?", "says"),
    ("La guía de iconos dice que el icono dura hasta mi siguiente turno, pero el apartado de Eventos Vitales dice "
     "la ronda siguiente. ¿Cuál usamos a cuatro?", "dice"),
])
def test_the_search_leaves_a_clash_no_reading_settles_unanswered(question, missing):
    result = search(question, limit=3)
    assert not result.answered
    assert missing in result.missing
    assert result.hits  # the passages' rules, shown as related


@pytest.mark.parametrize("question", [
    "When I get a new Partner, the Card Types section says discard the old one, but the turn steps say move it to "
    "the Experience stack. Which one do we follow?",
    "Con una Pareja nueva, el apartado de tipos de carta dice descartar la vieja y los pasos del turno dicen "
    "pasarla a la pila de Experiencias. ¿Cuál seguimos?",
])
def test_a_clash_the_projects_reading_reports_is_answered_by_its_rule(question):
    """The Partner rules carry a note that reports both passages ("Card Types SAYS ..., the turn steps SAY ...")
    and reads them one way: the rule answers, with that reading shown."""
    result = search(question, limit=3)
    assert result.answered
    assert result.hits[0].id in ("turn.place-partner", "cards.partner-replace")
    assert result.hits[0].note


@pytest.mark.parametrize("question", [
    "I play a new Partner while I already have one. Where does the old Partner card go?",
    "Juego una Pareja nueva y ya tenía una. ¿Adónde va la carta de la Pareja anterior?",
])
def test_the_partner_rule_asked_without_a_clash_still_answers(question):
    result = search(question, limit=3)
    assert result.answered
    assert result.hits[0].id in ("turn.place-partner", "cards.partner-replace")
