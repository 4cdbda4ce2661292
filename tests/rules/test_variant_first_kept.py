"""`referee ask`: a general entry well below a first of a variant the question does not name is not brought past it
for being general (issue 12, top-1; `search._best_covering`, its `general` reason).

The LANDFILL penalty is a rule of LOOP's Competitive Mode only; asked about without naming the mode, its entry still
scores first, and the continuous Landfill Tax event, a general entry at 0.85 to 0.93 of it, went first before.
"""

from __future__ import annotations

from referee.rules.search import search


def _first(question: str) -> str:
    result = search(question)
    assert result.answered, (question, result.missing)
    return result.hits[0].id


def test_landfill_at_game_end_asks_the_competitive_penalty():
    # LOOP, Competitive Mode (from P.13), 5.5 LANDFILL Penalty: "Player loses 1 HAPPINESS for every 3 MATERIAL in his own LANDFILL at
    # game end"; the Landfill Tax event charges 1 COIN per MATERIAL as it is sent there, not at the end
    assert _first("game over and my landfill has 9 material in it, what do I lose?") == "competitive.landfill-penalty"
    assert _first("at the end I have 6 MATERIAL in my LANDFILL, how much does that cost me?") \
        == "competitive.landfill-penalty"
    assert _first("Se terminó la partida con 7 MATERIAL en mi LANDFILL, ¿qué pierdo?") == "competitive.landfill-penalty"
