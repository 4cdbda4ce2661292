"""`ask` reads a player count that opens the question ("3 players: ...",
"A cuatro, ¿...?") (issue 12; rules/opening_counts.py). The questions are
worded anew, not copied from the benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.normalize import clause_starts, key, words
from referee.rules.opening_counts import opening_counts


@pytest.mark.parametrize(
    ("question", "lang", "counts"),
    [
        ("3 players: who deals the cards?", "en", ["3"]),
        ("4 players, how many cards does each of us get?", "en", ["4"]),
        ("With 4, who takes the first turn?", "en", ["4"]),
        ("A cuatro, ¿quién reparte?", "es", ["4"]),
        ("a tres quien empieza la ronda?", "es", ["3"]),
        ("2 jugadores: ¿cuántas cartas se reparten?", "es", ["2"]),
        ("2 players tie on points, who wins?", "en", []),  # what two of the players do
        ("a 3 casillas del final, ¿qué pasa?", "es", []),  # a number of spaces
        ("With 2 coins left, can I still buy?", "en", []),
        ("3, 4 and 5 are the highest values?", "en", []),
    ],
)
def test_opening_counts(question, lang, counts):
    folded = words(question)
    assert opening_counts(folded, [key(word, lang) for word in folded], clause_starts(question), lang) == counts
