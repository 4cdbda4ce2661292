""""Las puntas del tablero" are its ends, not its points (issue 12).

"punta" (a tip, an end) stemmed to "punt", the key of "punto" (a point), so
"las ubicaciones de las puntas del tablero" read "points" and "board", and
CV's scoring table came before Coming of Age's rule that the locations at
the two ends are adjacent. "punta" keeps its own key (lexicon es
`stemmer.unstemmed`) and reads as the end of a track or board, as
"extremo" does (lexicon common `groups`). Questions worded anew; the
reading is of a Spanish word: an English question of the ends reads
"ends", as before.
"""

from __future__ import annotations

from referee.rules.normalize import stem
from referee.rules.search import search


def test_a_tip_is_no_point():
    assert stem("puntas", "es") != stem("puntos", "es")
    assert stem("punta", "es") != stem("punto", "es")


# Coming of Age, Change location: "The available locations at both ends of the main board count as adjacent"
def test_the_ends_of_the_board_find_the_rule_of_the_ends():
    result = search("¿Se considera vecina la ubicación de una punta del tablero de la de la otra punta?")
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "change-location.ends-adjacent")
    result = search("do the locations at the two ends of the board count as adjacent?")
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "change-location.ends-adjacent")
