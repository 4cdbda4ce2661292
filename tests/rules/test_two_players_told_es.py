"""Spanish ways of telling a two-player game without "a" or a count of players (lexicon `neighbours.two_of_us`).

CV rulebook, 5. Cleanup: "At the end of a round ... the leftmost card is discarded from the track before adding new
cards. Note! In the 2-player game this should be done after each player's turn, not just at the end of a round!"
Told "JUGANDO DOS", "en el JUEGO DE 2" or "jugamos CV DE A DOS", the question named no player count, and the rule
of the round's end came before the two-player note. The questions are worded anew, not copied from the benchmark
sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import people_counts, words
from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Jugando dos, ¿en qué momento se descarta la carta de más a la izquierda?",
    "En el juego de 2, ¿cuándo sale la carta de la izquierda de la fila?",
])
def test_the_two_player_cleanup_note_answers(question):
    result = search(question, game="cv", lang="es")
    assert result.answered
    assert result.hits[0].id == "cleanup.two-player"


@pytest.mark.parametrize(("text", "counts"), [
    ("jugando dos, ¿qué cambia?", ["2"]),
    ("en el juego de 3, ¿cuántas cartas hay?", ["3"]),
    ("jugamos CV de a dos", ["2"]),
    ("jugando una carta de evento", []),
    ("jugamos dos, ¿cambia algo?", ["2"]),
    ("vamos a jugar entre cuatro", ["4"]),
    ("dudo entre dos cartas", []),
])
def test_the_words_that_tell_two_players(text, counts):
    assert people_counts(words(text), "es") == counts
