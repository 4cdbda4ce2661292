"""A tie at nothing is unanswered unless a near rule speaks of zero or of none (rules/zero_ties.py, issue 12).

The rule of ties says what tied players get, the rule of the goal who
meets it best; whether every player at zero is a tie, or meets the goal,
is the edge those rules leave open. The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("The public goal wants the most possessions, and we both have zero of them. Is that a tie, so we both score it?",
     "cv"),
    ("El objetivo público pide más posesiones y los dos tenemos 0. ¿Es un empate y puntuamos todos?", "cv"),
])
def test_every_player_at_nothing_asked_as_a_tie_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False


@pytest.mark.parametrize("question, game, entry", [
    # a tie of players who have some stays the tie rule's own case
    ("The public goal wants the most possessions and we both have 3 of them. Is that a tie, so we both score it?",
     "cv", "scoring.public-goals-tie"),
    ("El objetivo público pide más posesiones y los dos tenemos 3. ¿Es un empate y puntuamos todos?", "cv",
     "scoring.public-goals-tie"),
])
def test_a_tie_of_players_who_have_some_answers(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_a_level_at_nothing_not_asked_as_a_tie_is_left_alone():
    # ("all at 0" tells how the table set up, and asks where the counter starts: the setup rule answers)
    result = search("we put everyone's VEP counter at 0 when setting up; which space should it start on?",
                    game="coming-of-age")
    assert result.answered is True
