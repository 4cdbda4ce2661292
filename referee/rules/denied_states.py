"""A state denied is a condition told, not a not-doing asked.

"What does Date get me if I'm NOT Grown Up yet?", "¿qué me da la Cita si
todavía NO SOY Grown Up?". Of close entries that answer, the one that says
the not-doing a question asks ("can't PAY": "cannot pay: the card goes to
the box") goes before the rule for doing it (`search._best_covering`, its
`denials`). A negation of a state (being Grown Up, being one's turn) tells
the condition the player is in, and the entry of the thing asked about
answers it: before, the Grown Up icon's entry ("you may NOT play it until
you are Grown Up"), which says "not" beside "Grown Up", passed the Date
action asked about.

The state is told by a copula beside the negation: a subject or a form of
"to be" just before it in English ("I'm not", folded "i not"; "it isn't",
"we aren't": `question_form.state_before_negation`), a form of "ser" or
"estar" just after it in Spanish ("no SOY", "no ESTÁ":
`question_form.state_after_negation`). The word such a negation denies is
no not-doing asked. The check reads the question's folded words once, and
only when it holds a negation.

Tuning list (TUNE115, 111 sets): top-1 20,236 -> 20,239 of 21,760 (the Date
asked "if I'm not Grown Up" x2, two Partners "if I'm not married"); nothing
lost; top-3, abstention and false abstention unchanged.
"""

from __future__ import annotations

from referee.rules.normalize import question_form_words

_BEFORE = question_form_words("state_before_negation")
_AFTER = question_form_words("state_after_negation")


def denied_states(folded: list[str], negations: frozenset[str], lang: str) -> frozenset[str]:
    """The folded words of a question that a negation denies as a state ("I'm not GROWN up", "no soy GROWN")."""
    before, after = _BEFORE.get(lang, frozenset()), _AFTER.get(lang, frozenset())
    found = set()
    for at, word in enumerate(folded):
        if word not in negations or at + 1 >= len(folded):
            continue
        if at and folded[at - 1] in before:
            found.add(folded[at + 1])
        elif folded[at + 1] in after and at + 2 < len(folded):
            found.add(folded[at + 2])
    return frozenset(found)
