"""A slip left while turns went by, then "what now?", is unanswered (rules/late_fixes.py, issue 12).

"... and two more turns WENT BY. When does the game end now?": the turns
gone by since tell the slip was found late (lexicon `late_noticed`), and
"now" then asks how to go on from a game played on, which no rulebook
gives. The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("My brother said our markers had met on the scoring board but nobody looked, and two more turns went by. "
     "When does the game end now?", "adulthood"),
    ("Mi hermano dijo que los marcadores se habían cruzado pero nadie miró, y han pasado dos turnos. "
     "¿Cuándo termina la partida ahora?", "adulthood"),
])
def test_a_slip_left_while_turns_went_by_then_now_is_unanswered(question, game):
    assert search(question, game=game).answered is False


def test_when_the_game_ends_without_a_slip_is_still_answered():
    # Adulthood: the game ends once the markers cross on the scoring board (end trigger)
    assert search("When the markers cross, when does the game end now?", game="adulthood").answered is True
