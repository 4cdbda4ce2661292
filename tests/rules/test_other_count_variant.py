"""A question set at a player count the game is played with is not answered
by the rule of a variant made for another count ("we're 4: can we add the
solo cards?": the solo rules say how the solo game plays, not that a
4-player game borrows them) (issue 12; search._other_count_variant). The
questions are worded anew, not copied from the benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.search import search


# Adulthood rulebook, Solo Mode: the Achievement cards are drawn in the solo game; the rulebook never lets
# them into a game of 2 to 4 players.
@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("In a 4-player game, can we add the solo Achievement cards as extra goals?", "en"),
        ("Con 4 jugadores, ¿podemos añadir las cartas de Logro del solitario como objetivos?", "es"),
    ],
)
def test_solo_rule_asked_at_another_count_is_silent(question, lang):
    result = search(question, game="adulthood", lang=lang)
    assert not result.answered
    assert result.hits[0].id.startswith("solo.")  # (shown as related reading)


@pytest.mark.parametrize(
    ("question", "game", "lang", "first"),
    [
        ("solo game: how many Achievement cards do I draw?", "adulthood", "en", "solo.achievement-draw"),
        ("En solitario, ¿cuántos Logros robo?", "adulthood", "es", "solo.achievement-draw"),
        ("we're 2, how many neutral trait tiles go in the row?", "coming-of-age", "en", "two-player.setup"),
    ],
)
def test_the_variant_of_the_count_told_still_answers(question, game, lang, first):
    result = search(question, game=game, lang=lang)
    assert result.answered
    assert result.hits[0].id == first


# Coming of Age rulebook, Solo Mode: "Set up the solo game as the Two-Player Variant ...".
def test_a_count_that_names_the_variant_compared_is_no_table_count():
    """'the 2-player variant' names a mode compared with the solo set-up: the solo rule answers."""
    result = search("Is the solo set-up the same as for the 2-player variant?", game="coming-of-age", lang="en")
    assert result.answered
    assert result.hits[0].id == "solo.setup"
