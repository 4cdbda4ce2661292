"""Words that ask whether a thing is allowed ("is it forbidden to…",
"¿está prohibido…?", "¿es legal…?") are words of asking, like "can" or
"allowed": a rule that says what may be done answers without printing
"forbidden" itself (lexicon `weak`). The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

ANSWERED = [
    # CV rulebook, rolling: dice showing the bad-luck symbol are set aside and may not be rolled again
    ("¿Está prohibido volver a tirar los dados que sacaron mala suerte en CV?", "es", "cv", "roll.bad-luck-frozen"),
    ("In CV is it forbidden to reroll a die that shows bad luck?", "en", "cv", "roll.bad-luck-frozen"),
    # LOOP rulebook, ACQUIRE: it cannot be played on a player who has no MATERIAL
    ("¿Es ilegal jugar ACQUIRE contra alguien sin ninguna MATERIAL en LOOP?", "es", "loop", "favour.acquire"),
]


@pytest.mark.parametrize("question, lang, game, expected", ANSWERED)
def test_a_word_asking_leave_need_not_be_in_the_rule(question, lang, game, expected):
    result = search(question, lang=lang)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == (game, expected)
