"""A vague ask for a fix is an ask only in a sentence that asks (issue 12).

"Lucas lost the bicycle two rounds ago and NOW we disagree. Who starts each
round?" tells a slip kept up for rounds, and its "now" tells when the table
argues; the question, in the sentence marked "?", asks who starts, which a
rule answers. Only "... two rounds ago. We only just noticed. What NOW?"
asks for a fix the rulebook does not give (rules/late_fixes.py). The probes
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Lucas had the bicycle but lost it to bad luck two rounds ago and now we disagree. Who starts each round?",
    "La Vale tenía la bicicleta pero la perdió por una desgracia hace tres rondas y ahora no nos ponemos de "
    "acuerdo. ¿Quién empieza la ronda?",
])
def test_now_told_before_the_question_asks_no_fix(question):
    result = search(question)
    assert result.answered is True, result.missing
    assert result.hits[0].game == "cv"
    assert result.hits[0].id in {"setup.bicycle-token", "round.order"}


@pytest.mark.parametrize("question", [
    "Lucas had the bicycle but lost it to bad luck two rounds ago. We only just noticed. What now?",
    "El Tomi perdió la bici hace dos rondas por mala suerte. ¿Y ahora qué?",
])
def test_now_in_the_question_still_asks_the_fix(question):
    assert search(question).answered is False
