"""`ask` reads a number right after "playing" as the player count ("jugando 3",
issue 12; rules/played_counts.py). The questions are worded anew, not
copied from the benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.normalize import key, words
from referee.rules.played_counts import played_counts
from referee.rules.search import search


@pytest.mark.parametrize(
    ("question", "lang", "counts"),
    [
        ("Jugando 3, ¿cómo va esto?", "es", ["3"]),
        ("¿quién empieza jugando 4?", "es", ["4"]),
        ("jugando tres en CV, ¿qué cambia?", "es", ["3"]),
        ("we're playing 3, who goes first?", "en", ["3"]),
        ("jugando 3 cartas, ¿qué pasa?", "es", []),  # cards played, not players
        ("jugando dos rondas más", "es", []),
        ("can I keep playing 2 cards a turn?", "en", []),
    ],
)
def test_played_counts(question, lang, counts):
    folded = words(question)
    assert played_counts(folded, [key(word, lang) for word in folded], lang) == counts


# CV rulebook, Game Play > 5. Cleanup: "At the end of a round ... the leftmost card is discarded from the track
# before adding new cards. Note! In the 2-player game this should be done after each player's turn".
def test_a_count_said_after_playing_is_the_count():
    """'jugando 4' says a 4-player game: the 2-player rule is not the answer."""
    question = "¿En qué momento se descarta la carta de la izquierda? Lo hacíamos después de cada turno jugando 4"
    result = search(question, game="cv", lang="es")
    assert result.hits[0].id == "cleanup.end-round-discard"
