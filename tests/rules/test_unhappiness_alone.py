"""Adulthood's Unhappiness token named by its one word in English, as Spanish names it ("infelicidad").

Players say "an unhappiness" for the token as they say "a negative impact";
with the word alone in the glossary, a swap of one token for the other is
read as an exchange of two game terms, which no rule allows (the tokens
only cost points at the end, Adulthood p. 10). The probe is worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "can I swap a negative impact token for an unhappiness?",
    "swap 3 negative impact for 2 unhappiness, allowed?",
])
def test_swapping_tokens_for_an_unhappiness_is_unanswered(question):
    result = search(question, game="adulthood")
    assert not result.answered, result.hits[:1]
