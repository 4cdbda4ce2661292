"""A consequence drawn from a quoted rule and put up for a yes or no ("'...' - so ...?", "o sea que ¿...?") is
answered by the rule quoted (rules/quoted_checks.py).

The questions are written for these tests, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import quoted_checks
from referee.rules.search import search

# Coming of Age: a Die and a Presence at one location still give one option of step A (bus.die-and-presence)
CHECKS = [
    "the bus rule says 'Having both your Die and a Presence at a location does not allow you to choose both options'. "
    "so I only get one of them?",
    "Pone 'tener tu Dado y una Presencia en una ubicación no te permite elegir ambas opciones'. O sea que ¿me toca "
    "solo una aunque tenga las dos cosas?",
]


@pytest.mark.parametrize("question", CHECKS)
def test_the_quoted_rule_answers_the_check_drawn_from_it(question):
    result = search(question, limit=3)
    assert result.answered and result.hits[0].id == "bus.die-and-presence"


# (the Spanish check is answered without this reading too: its "solo una" is a count claimed with "only", which the
# rule's own count settles (rules/claimed_specifics.py, `claim_count`); two readings answering it is no loss)
@pytest.mark.parametrize("question", CHECKS[:1])
def test_without_the_reading_a_word_of_the_check_leaves_it_unanswered(question, monkeypatch):
    monkeypatch.setattr(quoted_checks, "checked_quote", lambda text, lang: False)
    assert search(question, limit=3).answered is False


@pytest.mark.parametrize("question, lang, checked", [
    ("it says 'no REJECT in co-op' - so every FAVOUR just happens?", "en", True),
    ("pone 'no hay REJECT en cooperativo', o sea que ¿todo FAVOUR se cumple?", "es", True),
    # a question word after the link asks a new case; no link, or no quote, is no check
    ("it says 'no REJECT in co-op' - so what happens to a FAVOUR?", "en", False),
    ("pone 'no hay REJECT en cooperativo'. ¿Y si me juegan un FAVOUR?", "es", False),
    ("so every FAVOUR just happens in co-op?", "en", False),
    # ... nor a check that tells the rulebook silent
    ("it says 'no REJECT in co-op'. so nothing in the rules tells what happens to my FAVOUR?", "en", False),
])
def test_a_check_is_a_link_of_consequence_after_a_quote_and_no_question_word(question, lang, checked):
    assert quoted_checks.checked_quote(question, lang) is checked
