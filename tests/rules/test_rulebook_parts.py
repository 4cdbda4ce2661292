"""A question about the final scoring ("... left at the end", "al final") and
the entries of the end of the game: of two close entries of one game, the
one of the end of the game goes first (rules/rulebook_parts.py)."""

from __future__ import annotations

import pytest

from referee.rules.rulebook_parts import asked_parts, in_part
from referee.rules.search import search


@pytest.mark.parametrize("question, lang", [
    ("what are my leftover tokens worth at the end?", "en"),
    ("how is the final scoring done?", "en"),
    ("¿cuentan al final las fichas que me sobran?", "es"),
    ("al puntuar, ¿qué vale cada meta?", "es"),
])
def test_the_end_of_the_game_is_asked(question, lang):
    assert "game_end" in asked_parts(question, lang)


@pytest.mark.parametrize("question, lang", [
    ("what do I refill at the end of my turn?", "en"),
    ("at the end of each round, what gets unlocked?", "en"),
    ("¿qué hago al final del turno con el mercado?", "es"),
    ("¿cuántas cartas me quedo al final del reparto?", "es"),
])
def test_the_end_of_a_turn_or_round_is_not_the_game_end(question, lang):
    assert "game_end" not in asked_parts(question, lang)


def test_end_sections_are_read_from_the_section_titles():
    assert in_part("End of the Game and Final Scoring > Final Scoring > Frustrations", "game_end", "en")
    assert in_part("Fin de la partida y puntuación", "game_end", "es")
    assert not in_part("Playing > 2. Experience the Location > Bouncing on a Track to the Left", "game_end", "en")


@pytest.mark.parametrize("question", [
    "frustrations left at the end, how many points do I lose?",
    "do I lose points for frustrations left at the end?",
])
def test_frustrations_left_at_the_end(question):
    # Coming of Age, End of the Game and Final Scoring > Frustrations: "each player loses 3 VEP for every
    # unresolved Frustration"; the 2 VEP of "Bouncing left" (p. 8) is a choice during play
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "scoring.frustration")


@pytest.mark.parametrize("question", [
    "I have 5 Community icons at the end, how much happy do I get?",
    "tengo 5 iconos de Social al final, ¿cuánta felicidad me dan?",
])
def test_life_icons_at_the_end(question):
    # Adulthood p. 10, End of Game and Scoring: "Final scoring step 2: gain 1 happy for each matching Life icon you
    # have beyond 2 of that kind", not the Happiness track of the Scoring Board
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "end.step2-sets")
