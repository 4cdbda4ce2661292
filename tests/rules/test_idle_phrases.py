"""Set phrases of time are no topic of the question (issue 12).

"¿Puedo enseñarlo MÁS TARDE?" is "luego", English "later". Read word by
word, "más" and "tarde" were words an entry had to hold, and
`ask` said the rulebook was silent beside the rule that answers
(rules/idle_phrases.py, lexicon `question_form.idle_phrases`). Questions
worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.idle_phrases import idle_words
from referee.rules.normalize import words
from referee.rules.search import search


# LOOP, Gameplay > Optional Action: Achieving GOAL (p. 8): achieving a GOAL is optional, but you must reveal it
# in the same turn, as soon as its requirement is met.
@pytest.mark.parametrize("question, game, entry", [
    ("En LOOP, ¿puedo cumplir un GOAL y revelarlo más tarde?", "loop", "goal.reveal-timing"),
    ("En LOOP, ¿puedo guardar un GOAL cumplido para revelarlo más tarde?", "loop", "goal.reveal-timing"),
])
def test_a_set_phrase_of_time_is_no_topic(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("question, lang, marked", [
    ("¿lo enseño más tarde?", "es", ["mas", "tarde"]),
    ("¿y si lo pago mas tarde?", "es", ["mas", "tarde"]),
    # "más" alone is a quantity, "tarde" alone is late, and keep their readings
    ("¿llego tarde?", "es", []),
    ("¿puedo tomar más cartas?", "es", []),
])
def test_only_the_words_of_a_set_phrase_are_marked(question, lang, marked):
    folded = words(question)
    places = list(range(len(folded)))
    assert [folded[n] for n, told in zip(places, idle_words(folded, places, lang) or [False] * len(places)) if told] == marked
