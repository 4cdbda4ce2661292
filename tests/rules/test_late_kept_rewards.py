"""A reward a slip gave, found late and asked whether it stays ("¿SE QUEDAN?",
"¿ME LOS QUITO?"), is a fix found late (rules/late_fixes.py, lexicon
`question_form.late_fix_vague`, issue 12): the rule of the step that gave it
says how it should have gone, not how to undo a game played on. Worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


def test_vep_a_slip_gave_found_late_asked_to_stay_is_unanswered():
    result = search("El año pasado me olvidé de mover el Contador al gastar Motivación y lo vimos ahora. "
                    "¿Los VEP que gané se quedan?", game="coming-of-age")
    assert result.answered is False
