"""A slip told by what went wrong, then a vague ask of the fix, is unanswered (rules/late_fixes.py, round abstw).

"passed the cards THE WRONG WAY ... what now?", "jugó su turno FUERA DE
ORDEN ... ¿qué hacemos?", "por error y el autobús YA SIGUIÓ. ¿VOLVEMOS
ATRÁS?": the telling of the slip is the sign it was found late, and no
rulebook says how to repair a game played on. The rule of the step slipped
on stays related. A rule asked after the same telling ("which way do they
go?") is still answered. The probes are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, related, missing", [
    ("During the childhood draft my nephew passed his cards the wrong way and now he holds five. What now?", "cv",
     "setup.childhood-draft", "what now"),
    ("Tom dealt himself 4 FAVOUR by mistake at setup and we only saw it in round 2. Can we fix that?", "loop",
     "setup.favour-table", None),
    ("Mi prima jugó su turno fuera de orden y ya hemos seguido dos turnos más. ¿Qué hacemos?", "adulthood",
     None, "que hacemos"),
    ("Uno pagó con Fuerza de Voluntad por error y el autobús ya siguió. ¿Volvemos atrás?", "coming-of-age",
     "memory.willpower", None),
])
def test_a_slip_told_then_a_vague_ask_of_the_fix_is_unanswered(question, game, related, missing):
    result = search(question, game=game)
    assert result.answered is False
    if related:
        assert related in [hit.id for hit in result.hits]
    if missing:
        assert missing in result.missing


def test_the_rule_asked_after_the_same_telling_is_still_answered():
    # CV p. 4: the childhood cards are drafted, each player passing the rest on
    result = search("In the childhood draft we passed the cards the wrong way. Which way do they go?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "setup.childhood-draft"
