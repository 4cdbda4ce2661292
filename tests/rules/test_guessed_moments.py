"""A moment offered when asking when is a guess, answered by the rule that says when (issue 12, false abstentions).

"¿Cuándo se revisa la asistencia social? ¿Al final de cada ronda?": the
rule says when ("each time one of the 3 stage decks runs out"); a gap of
the catalog that says "at the end of a round" of something else is no
nearer the question for the moment the player guessed
(rules/guessed_moments.py). The questions are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.guessed_moments import either_moments, guessed_words
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "¿Cuándo se revisa la asistencia social de CV? ¿Al final de cada ronda?",
    "¿En qué momento se revisa la asistencia social en CV? nosotros lo hacíamos al final de cada ronda",
    "when is social assistance checked in CV, at the end of each round?",
])
def test_a_moment_guessed_is_answered_by_the_rule_that_says_when(question):
    # CV rulebook (Social assistance): "Each time one of the 3 decks of cards runs out, the game is interrupted
    # to check whether any player is eligible for social assistance"
    result = search(question)
    assert result.answered, result.missing
    assert result.hits[0].id == "social.trigger"


def test_the_moment_offered_is_read_only_after_its_phrase():
    said = words("¿cuándo se revisa? ¿al final de cada ronda?")
    assert {"final", "cada", "ronda"} <= guessed_words(said, "es")
    assert guessed_words(words("when is it checked?"), "en") == frozenset()


def test_a_moment_that_is_the_case_asked_keeps_its_gap():
    # CV: the rulebook does not say whether social assistance comes before the final scoring when the old age
    # deck runs out as the game ends (gap.social-assistance-at-game-end): the moment here is the case, not a guess
    result = search("¿cuándo hay ayuda social si el mazo de vejez se agota al final de la partida, antes de puntuar?")
    assert result.answered is False


def test_two_moments_offered_are_read_apart():
    said = words("do I discard at the end of the round or as soon as I draw a fifth?")
    first, second = either_moments(said, "en")
    assert {"end", "round"} <= first and "draw" in second
    assert either_moments(words("do I discard a card or draw one?"), "en") == (frozenset(), frozenset())


@pytest.mark.parametrize("question", [
    "Coming of Age: do I discard down to 4 Trait Tiles at the end of the round or as soon as I draw a fifth?",
    "Coming of Age: is the Trait hand limit checked at the end of each year, or right when I draw one?",
])
def test_the_moment_not_taken_is_no_topic_of_the_rule_that_states_the_other(question):
    # Coming of Age rulebook (Trait Bonus, hand limit): "Your hand limit is always 4 Trait Tiles. If you draw a
    # fifth, you must immediately discard one": the rule states the moment of drawing, so "the end of the round /
    # year" offered as the other answer is not a word it must hold (rules/guessed_moments.py `either_moments`)
    result = search(question)
    assert result.answered, result.missing
    assert result.hits[0].id == "trait-bonus.hand-limit"
