""""More than once" asks for a repeat, not a limit (lexicon `neighbours.by_next_phrase`, rules/normalize.py).

"More than" and "más de" are read as a limit ("more than 3 cards": a maximum),
but "MORE THAN ONCE" / "MÁS DE UNA VEZ" asks whether a thing may be used
again, which the rule that says "single-use" answers. CV rulebook, "Card
types", Events: "Unlike all other cards, event cards are single-use." Asked
whether event cards can be used more than once, the search put a catalog gap
about a limit of event cards held first (English) or said the rulebook did not
cover it (Spanish). The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import normalize
from referee.rules.search import search

EVENT_ENTRIES = {"card-type.event", "card-type.event-not-cv"}


@pytest.mark.parametrize(("question", "lang"), [
    ("in CV, is an event card good for more than once?", "en"),
    ("en CV, ¿una carta de evento sirve más de una vez?", "es"),
])
def test_more_than_once_is_answered_by_the_single_use_rule(question, lang):
    result = search(question, lang=lang)
    assert result.answered
    assert result.hits[0].game == "cv" and result.hits[0].id in EVENT_ENTRIES


@pytest.mark.parametrize(("text", "lang", "limit"), [
    ("can i use it more than once", "en", False),
    ("¿la puedo usar más de una vez?", "es", False),
    # a count after the pair: still a limit
    ("can i hold more than 3 cards", "en", True),
    ("¿puedo tener más de 3 cartas?", "es", True),
])
def test_more_than_is_a_limit_unless_once_follows(text, lang, limit):
    folded = normalize.read_by_neighbours(normalize.words(text), lang, asked=True)
    assert bool({"max", "maximo"} & set(folded)) is limit, folded
