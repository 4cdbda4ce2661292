"""After a slip told, "what's the REAL penalty?" asks for the true rule: "real" is no topic (issue 12).

The formula (lexicon `question_form.discourse`: "what's the real", "cuál
es la verdadera") tells which rule the player wants, the one the table got
wrong; "real" is a word of LOOP's rules ("real-world"), which the answering
entry may lack. The probe is worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_the_real_penalty_after_a_slip_is_answered():
    # Coming of Age, Final Scoring > Frustrations: "each player loses 3 VEP for every unresolved Frustration"
    result = search("we only lost 1 VEP for each Frustration Token left at the end, what's the real penalty?",
                    game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "scoring.frustration"
