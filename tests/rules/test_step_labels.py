"""A step told by its letter, beside a rule that names no step, is when the case arises (rules/step_labels.py, issue 12).

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.search import search
from referee.rules.step_labels import step_letters


@pytest.mark.parametrize("question", [
    "In the solo game, does the bot gain Motivation Tokens in step B?",
    "Jugando en solitario, ¿el bot gana Fichas de Motivación en el paso B?",
])
def test_a_rule_that_names_no_step_answers_a_case_told_by_its_step_letter(question):
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "solo.rob-motivation"


def test_only_a_letter_after_a_step_word_is_a_step_label():
    assert step_letters(words("what does Rob gain in step b?"), "en") == frozenset({"step", "b"})
    assert step_letters(words("¿qué gana Rob en el paso B?"), "es") == frozenset({"paso", "b"})
    assert step_letters(words("can I play it in step 3?"), "en") == frozenset()  # (rules/named_steps.py)
    assert step_letters(words("¿me muevo paso a paso?"), "es") == frozenset()
    assert step_letters(words("what is the step where you draft?"), "en") == frozenset()
