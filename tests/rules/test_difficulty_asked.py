"""A game's difficulty asked: the rule that tells how hard a thing plays goes
before the mode's overview or set-up (rules/difficulty_asked.py, issue 12).

LOOP's CAREER difficulty icons (rulebook p. 13: "CAREER with more
difficulty icons are harder to play") and Coming of Age's Rob Bot
difficulty (solo final scoring: 1 or 3 Character Tokens). The probes are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.difficulty_asked import (DIFFICULTY_FACTOR, asks_difficulty, difficulty_factor, difficulty_first,
                                            tells_difficulty)
from referee.rules.search import search


@pytest.mark.parametrize("question, lang, asked", [
    ("which CAREER is the easiest one for a first competitive game?", "en", True),
    ("rob keeps beating us, is there an easier level for him?", "en", True),
    ("¿qué Profesiones son más fáciles para alguien que empieza?", "es", True),
    ("che, Rob me resulta demasiado fácil, ¿qué hago?", "es", True),
    ("¿hay algo de dificultad en el modo cooperativo?", "es", True),
    # "difficult" alone is no ask; a motive of a house change is leave asked, not difficulty
    ("who starts? it is difficult to decide", "en", False),
    ("can we drop the EVENT deck to make it easier for the kids?", "en", False),
    ("¿podemos quitar los EVENT para que sea más fácil?", "es", False),
    ("how many rounds does the solo game last?", "en", False),
])
def test_the_question_asks_difficulty(question, lang, asked):
    assert asks_difficulty(question, lang) is asked


@pytest.mark.parametrize("title, text, lang, told", [
    ("CAREER difficulty icons", "CAREER with more difficulty icons are harder to play.", "en", True),
    ("Solo aim", "Solo Mode Challenges for more advanced play are sold separately.", "en", True),
    ("Ajustar la dificultad de Rob", "si te resulta demasiado fácil, dale 3.", "es", True),
    # an easier decision is no difficulty of the game
    ("Choosing a card", "To make the decision easier, the player can set their dice next to the cards.", "en", False),
    ("Decidir", "Para decidir más fácilmente, el jugador puede poner sus dados junto a las cartas.", "es", False),
])
def test_an_entry_tells_difficulty(title, text, lang, told):
    assert tells_difficulty(title, text, lang) is told
    assert difficulty_factor(title, text, lang) == (DIFFICULTY_FACTOR if told else 1.0)


@pytest.mark.parametrize("question", [
    "which CAREERS are easier to play for someone new to competitive?",
    "modo competitivo contra un principiante: ¿qué cartas de CAREER son más fáciles?",
])
def test_the_careers_difficulty_goes_before_the_competitive_overview(question):
    result = search(question)
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "careers.difficulty")


@pytest.mark.parametrize("question", [
    "in competitive mode, how does each player get a CAREER card?",
    "en el modo competitivo, ¿cómo recibe cada uno su CAREER?",
])
def test_a_close_neighbour_without_difficulty_keeps_its_entry(question):
    result = search(question)
    assert result.hits[0].game == "loop"
    assert result.hits[0].id != "careers.difficulty"


@pytest.mark.parametrize("question", [
    "in solo, can I play with two CAREERS at once to make it easier?",
    "En solitario, ¿vale jugar con dos CAREER a la vez para que sea más fácil?",
])
def test_a_house_change_for_an_easier_game_stays_unanswered(question):
    result = search(question)
    assert result.answered is False


@pytest.mark.parametrize("question", [
    "rob beats me every game we play, is there an easier level for him?",
    "for a beginner in competitive mode, which CAREERS are easier to play?",
    "Rob me gana cada partida, ¿hay algún nivel más fácil para él?",
])
def test_the_rule_of_difficulty_goes_before_the_told_case(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id in {"solo.difficulty", "careers.difficulty"}


def test_difficulty_first_moves_a_close_entry_of_the_same_game_only():
    tells = {2, 5}.__contains__
    game_of = {1: "a", 2: "a", 3: "a", 4: "a", 5: "b"}.get
    assert difficulty_first([(50.0, 1), (45.0, 2), (30.0, 3)], tells, game_of, 3)[0] == (45.0, 2)
    # too far below the first, another game's, or the first tells it already: left as it is
    assert difficulty_first([(50.0, 1), (30.0, 2)], tells, game_of, 3)[0] == (50.0, 1)
    assert difficulty_first([(50.0, 1), (49.0, 5)], tells, game_of, 3)[0] == (50.0, 1)
    assert difficulty_first([(50.0, 2), (49.0, 1)], tells, game_of, 3)[0] == (50.0, 2)
