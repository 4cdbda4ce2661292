"""A bare "when does it end?" gets the entry whose title states the game's end first (rules/end_asked.py).

A first-time player asks when it is over without naming the game: the thing
that ends is the game, answered by "The game ends after round 4 (9 turns)",
not by a part of play that ends with a like word ("When the year (turn)
ends", "The round ends when nobody has Dice left"). A part named in the
question ("¿cuándo termina mi turno?", "¿qué es una ronda? ¿cuándo
termina?") is what ends, and "cuando se acaba uno de los mazos" tells
another thing's end. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import end_asked
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang"), [
    ("we just opened the box. when will it be over?", "en"),
    ("mis hijos preguntan: ¿cuándo termina esto?", "es"),
    ("oye, ¿y cuándo acaba?", "es"),
])
def test_a_bare_ask_of_the_end_gets_the_games_end(question, lang):
    result = search(question, game="coming-of-age", lang=lang)
    assert result.answered
    assert result.hits[0].id == "end.trigger"


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("when does it end?", "en", True),
    ("so when is the game over, exactly?", "en", True),
    ("¿cuándo se termina?", "es", True),
    ("¿cuándo se acaba la partida de CV si somos dos?", "es", True),
    ("¿cuándo termina mi turno?", "es", False),
    ("¿cuándo termina exactamente el año?", "es", False),
    ("¿Qué es una ronda? ¿Cuándo termina?", "es", False),
    ("¿qué pasa cuando se acaba uno de los mazos?", "es", False),
    ("what is a round? when does it end?", "en", False),
])
def test_the_words_that_ask_when_the_game_ends(question, lang, asked):
    assert end_asked.asks_end(question, lang) is asked


@pytest.mark.parametrize(("title", "lang", "titled"), [
    ("The game ends after round 4 (9 turns)", "en", True),
    ("Game end: finish the round after a trigger", "en", True),
    ("When the year (turn) ends", "en", False),
    ("Solo aim: HAPPINESS 11+ at game end", "en", False),
    ("La partida termina cuando al mazo de vejez le faltan cartas", "es", True),
    ("La ronda termina cuando a nadie le quedan dados", "es", False),
])
def test_the_titles_that_state_the_games_end(title, lang, titled):
    assert end_asked.titled_end(title, lang) is titled
