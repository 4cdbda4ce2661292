"""The words a negation turns to its own, read as the question would say them without it (issue 12;
rules/negative_concord.py).

Spanish asks "anything" under a negation with the word of nothing: "¿no me dan NADA?" asks what "¿me dan ALGO?"
asks, so a reward asked for a condition in the negative is read as the reward asked (rules/unstated_specifics.py).
English says "anything" under a negation already: its question is read so with or without the reading. The
questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.negative_concord import as_asked
from referee.rules.normalize import words
from referee.rules.search import get_index
from referee.rules.unstated_specifics import unstated_reward


def _reward(question: str, lang: str, game: str, entry_id: str) -> str | None:
    lang_index = get_index().langs[lang]
    number = next(n for n, doc in enumerate(lang_index.docs) if doc.entry.game == game and doc.entry.id == entry_id)
    return unstated_reward(question, [number], lang_index)


def test_a_word_of_nothing_after_a_negation_of_its_clause_reads_as_its_pair():
    assert as_asked("¿No hay ningún premio si nadie compra?", "es")[:4] == ["no", "hay", "algun", "premio"]
    assert as_asked("¿No hay ningún premio si nadie compra?", "es")[5] == "nadie"  # (the clause has no negation)
    # (a negation of another clause turns nothing: "no tengo" before the comma)
    assert as_asked("No tengo nada, ¿qué hago?", "es")[:3] == ["no", "tengo", "algo"]
    assert as_asked("Si nadie compra, ¿qué pasa?", "es") == words("Si nadie compra, ¿qué pasa?")
    assert as_asked("don't I get anything?", "en") == words("don't I get anything?")


@pytest.mark.parametrize(("question", "lang", "asked"), [
    # CV, taking cards from the track: the rule says what is paid and taken, and gives nothing for the last card
    ("Si compro la última carta del track, ¿no me dan nada?", "es", "me dan algo"),
    ("if I take the last card of the track, don't I get anything?", "en", "get anything"),
])
def test_a_reward_asked_in_the_negative_is_the_reward_asked(question, lang, asked):
    assert _reward(question, lang, "cv", "select.take-cards") == asked
