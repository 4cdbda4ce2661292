"""A numbered step the question names is a moment of the turn, which a rule that states when settles (rules/named_steps.py, issue 12).

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.named_steps import named_step_words
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Can I play Marathon in step 3 with the time I put on Wellness in step 1?",
    # (Spanish already reads "paso" as no topic; the same question stays answered)
    "¿Puedo jugar Marathon en el paso 3 con el tiempo que puse en Wellness en el paso 1?",
])
def test_a_rule_that_states_when_answers_acts_placed_by_numbered_steps(question):
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "cost.resources-elsewhere"


def test_only_a_step_word_with_a_number_is_a_step_named():
    assert named_step_words(words("can I play it in step 3 after step 1?"), "en") == frozenset({"step"})
    assert named_step_words(words("¿lo juego en el paso 3b?"), "es") == frozenset({"paso"})
    assert named_step_words(words("what is the step where you draft?"), "en") == frozenset()
    assert named_step_words(words("¿me muevo paso a paso?"), "es") == frozenset()
