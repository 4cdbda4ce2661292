"""A gain asked to count for each of two things is unanswered when the first rule states no count of times (rules/effect_extent.py `double`, issue 12).

"Does EACH ONE COUNT?", "¿CUENTA COMO DOS?": the edge of two things that
both qualify, which the rule of the gain settles only when it says once,
each or both. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("I have two Partners and both are married and match a Value. Does each one count for the complete heart?",
     "adulthood"),
    ("Tengo dos Partners casados y los dos coinciden con un Value. ¿Cada uno cuenta para el corazón completo?",
     "adulthood"),
])
def test_each_of_two_asked_to_count_is_unanswered(question, game):
    assert search(question, game=game).answered is False
