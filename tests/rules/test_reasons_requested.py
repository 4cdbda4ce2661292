"""A reason asked of the rulebook in so many words ("does the rulebook say the reason?", "¿hay una explicación?") is
silent unless the first rule gives one (issue 12; rules/reasons_requested.py).

A grumble of why alone is answered by the rule; asking whether the rulebook, the game or its designer explains it
asks the reason itself, which the rules seldom give. "Can you explain ...?" with no why, and "¿tiene razón?", are
not the form. The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.reasons_requested import asked_reason
from referee.rules.search import search


@pytest.mark.parametrize(("question", "game", "word"), [
    # CV, End of the game: "If players are tied on points, the one with fewer CV cards wins": no reason is given
    ("why does the player with fewer cards win a tie? does the rulebook explain it?", "cv", "explain"),
    # CV, Preparación: "revela más cartas de objetivo vital, tantas como jugadores menos uno": no motive is given
    ("¿Por qué hay un objetivo público menos que jugadores? ¿Hay alguna explicación?", "cv", "explicacion"),
])
def test_a_reason_asked_of_the_rulebook_is_silent(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


@pytest.mark.parametrize(("question", "lang"), [
    ("can you explain the scoring rules of the game?", "en"),  # no why, no reason named: the rule is asked
    ("Mi pareja dice que el empate lo gana quien tiene menos cartas, ¿tiene razón?", "es"),  # who is right
    ("why does the player with fewer cards win a tie?", "en"),  # a grumble alone: the rule answers it
])
def test_an_explanation_of_the_rule_is_not_a_reason_asked(question, lang):
    assert asked_reason(question, lang) == ""
