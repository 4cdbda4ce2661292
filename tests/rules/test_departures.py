"""A player leaving the game part-way is unanswered: no rulebook says what becomes of one who leaves
(rules/departures.py, issue 12, round abst41).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # Coming of Age: mimic tokens on other players' tiles; nothing of a player gone
    ("My cousin has to leave halfway. Does the mimic token I put on her trait tile still score?", "coming-of-age"),
    # Adulthood: the last round ends with the player before the first player; nothing of a player gone
    ("Someone dropped out after round 3. Who is now the player before the first player for the last round?",
     "adulthood"),
    ("Un jugador se tuvo que ir a mitad de partida: ¿sus cartas de Partner siguen en la mesa?", "adulthood"),
    ("Si alguien se tiene que ir, ¿qué pasa con sus dados en la ronda de CV?", "cv"),
])
def test_a_player_leaving_part_way_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    # what the table is told is missing is the leaving itself, and the near rules are shown as related only
    assert any(word in " ".join(result.missing) for word in ("leave", "dropped", "ir")), result.missing
    shown = result.to_json()
    assert shown["hits"] == [] and shown["related"]


def test_a_token_left_behind_still_answers():
    # Coming of Age: "leave an Interest Token" at a location is a rule, no player leaving
    result = search("Do I have to leave an Interest Token at every location I took a die back from?",
                    game="coming-of-age")
    assert result.answered is True
