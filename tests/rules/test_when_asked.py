"""When, asked: the sibling whose title states the moment comes first (issue 12, rules/when_asked.py).

"When do my time tokens come back?": the entry about the Time tokens
themselves held the same nouns; the rulebook answers in the step of the turn
whose title states the moment. The questions are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.search import search
from referee.rules.when_asked import asks_when, states_moment


@pytest.mark.parametrize("question,game,expected", [
    # Adulthood rulebook (Player turns, step 4): "take your spent time back to your Time supply"
    ("When do my time tokens come back to my supply?", "adulthood", "turn.reset-time"),
    # Adulthood rulebook (Scoring board): "Whenever you pass [a Life Event space], take a Life Event card and
    # resolve it at the end of your turn"
    ("when do I receive a Life Event card in Adulthood?", "adulthood", "scoring-board.life-event-spaces"),
])
def test_a_when_question_has_the_rule_whose_title_states_the_moment_first(question, game, expected):
    result = search(question)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == (game, expected)


def test_when_asked_only_as_the_opening_and_not_of_an_end():
    assert asks_when(words("when do my time tokens come back?"), "en", True)
    assert not asks_when(words("when does the game end?"), "en", True)  # the rule of what ends it answers
    assert not asks_when(words("¿cuándo termina la partida?"), "es", True)
    assert not asks_when(words("can I refill it when I buy?"), "en", True)


def test_a_title_states_a_moment():
    assert states_moment("Paso 4: recupera el tiempo gastado a tu reserva de Tiempo", "es")
    assert states_moment("End of round: discard the leftmost track card", "en")
    assert not states_moment("33 Time tokens (meeples)", "en")


@pytest.mark.parametrize("question", [
    "When do I reveal the secret life goal I was dealt?",
    "When does everyone reveal their secret life goal?",
])
def test_a_setup_step_numbered_so_does_not_pass_the_rule_of_play_that_states_the_moment(question):
    # CV rulebook (End of the game): "players reveal their personal life goal"; the set-up step that deals it
    # ("Step 4: deal one secret life goal to each player") numbers the preparation, no moment of play
    result = search(question)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "scoring.personal-goal")
