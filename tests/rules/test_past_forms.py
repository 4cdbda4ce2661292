"""A story told before the ask is told in the past: English irregular past forms read as their verb (issue 12).

"I TOOK my money", "she PAID 3 coins", "the card gets THROWN away": Spanish
already reads its past forms as the verb (regular endings, root changes:
"compré", "eligió"); English's irregular ones were words of their own that
no rule holds ("took" is not "take"). The lexicon's `stemmer.past_forms`
reads each as its verb, leaving out the forms that are other words of the
rules ("left", a side; "lost", gone missing). The probes are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import terms
from referee.rules.search import search


@pytest.mark.parametrize("past, verb", [("took", "take"), ("won", "win"), ("thrown", "throw"),
                                        ("spent", "spend"), ("kept", "keep"), ("dealt", "deal")])
def test_an_irregular_past_form_reads_as_its_verb(past, verb):
    assert terms(past, "en") == terms(verb, "en")


@pytest.mark.parametrize("word, other", [("left", "leave"), ("lost", "lose")])
def test_past_forms_that_are_other_words_stay_apart(word, other):
    assert terms(word, "en") != terms(other, "en")


@pytest.mark.parametrize("question, game, entry", [
    ("cv cleanup: when does the card on the far left of the track get thrown away?", "cv", "cleanup.end-round-discard"),
    ("adulthood: placed all my time and took my money, now i want another action. can i add it now", "adulthood",
     "turn.no-new-actions"),
])
def test_a_story_told_in_the_past_is_read(question, game, entry):
    result = search(question)
    assert result.answered is True, result.missing
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)
