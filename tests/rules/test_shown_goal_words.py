""""Enseñar" is the everyday Spanish word for revealing one's hidden card (issue 12): "¿cuándo se enseña el
objetivo vital secreto?" asks when the personal life goal is revealed, which CV's scoring entry states ("Revela
tu objetivo vital personal y puntúalo"), not the setup step that deals it. An alias of that entry names the act
in the players' word. The questions are worded anew, not copied from the benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "¿En qué momento se enseña el objetivo vital secreto de cada uno?",
    "Y el objetivo vital secreto, ¿cuándo lo enseñamos?",
])
def test_showing_the_secret_life_goal_is_its_reveal_at_scoring(question):
    # CV, End of the game: "Then players reveal their personal life goal cards and check how many points are
    # gained from them."
    result = search(question)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "scoring.personal-goal")


def test_how_many_life_goals_each_player_is_dealt_is_unchanged():
    # CV, Setup step 4: "Deal one card from the life goal deck to each player."
    result = search("¿Cuántos objetivos vitales secretos se reparten a cada jugador?", game="cv")
    assert result.hits[0].id == "setup.personal-goal"
