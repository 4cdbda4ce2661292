"""A tie still standing after one step of a tie-break list that has a next step ("still tied after the LANDFILL
check, whats next") is answered by the list, not by the gap of a tie after its last step (issue 12;
rules/tie_steps.py).

LOOP p. 10, End Game: "Ties are broken in this order: 1. Higher REPUTATION wins. 2. Fewer MATERIAL in the LANDFILL
wins. 3. More GOAL achieved wins. 4. More ACTIVITY completed wins." The catalog's gap `gap.tie-beyond-tiebreak` is a
tie still standing after ACTIVITY, the last step. The questions are written for this test, not taken from the
question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import get_index, search
from referee.rules.tie_steps import asks_tie_still, step_with_next


def _number(lang: str, game: str, entry_id: str) -> int:
    lang_index = get_index().langs[lang]
    return next(n for n, doc in enumerate(lang_index.docs) if doc.entry.game == game and doc.entry.id == entry_id)


@pytest.mark.parametrize(("question", "lang", "named"), [
    # the LANDFILL (step 2) and REPUTATION (step 1) have a next step; ACTIVITY (step 4) is the last, and "all four
    # tie-breaks" names no step
    ("still tied after the landfill check, whats next", "en", True),
    ("still tied after comparing reputation, now what?", "en", True),
    ("still tied after comparing activity, who wins?", "en", False),
    ("we're still tied after all four tie-breaks, who wins then", "en", False),
    ("Seguimos empatados después de comparar la reputación, ¿y ahora?", "es", True),
    ("Seguimos empatados después de comparar las actividades, ¿quién gana?", "es", False),
])
def test_a_step_with_a_next_step(question, lang, named):
    assert asks_tie_still(question, lang)
    assert step_with_next(question, _number(lang, "loop", "end.tie-break"), get_index().langs[lang]) is named


def test_the_list_answers_a_tie_after_a_middle_step():
    result = search("still tied after the landfill check, whats next", game="loop")
    assert result.answered and result.gap is None
    assert result.hits[0].id == "end.tie-break"


def test_a_tie_after_the_last_step_stays_the_gap():
    result = search("still tied after all four tie-breaks, who wins then", game="loop")
    assert not result.answered and result.gap is not None and result.gap.id == "gap.tie-beyond-tiebreak"
