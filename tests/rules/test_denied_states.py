"""A negation of a state ("if I'm NOT Grown Up", "si NO SOY Grown Up") tells
a condition, not a not-doing asked: the entry of the thing asked about keeps
its place before an entry that says "not" beside the state
(rules/denied_states.py)."""

from __future__ import annotations

import pytest

from referee.rules.denied_states import denied_states
from referee.rules.normalize import words
from referee.rules.search import NEGATIONS, search


@pytest.mark.parametrize("question, lang, states", [
    ("what does Date get me if i'm not Grown Up yet?", "en", {"grown"}),
    ("¿Qué me da la Cita si todavía no soy Grown Up?", "es", {"grown"}),
    ("I can't pay for the card, what happens?", "en", set()),  # a not-doing asked
    ("¿qué pasa si no pago la carta?", "es", set()),
])
def test_the_states_a_negation_denies(question, lang, states):
    assert denied_states(words(question), NEGATIONS, lang) == frozenset(states)


@pytest.mark.parametrize("question, game, entry_id", [
    # Adulthood, Parts of Your Board: Date gives a Partner card, or Married once Grown Up; the Grown Up icon's rule
    # ("you may not play it until ... Grown Up") is about playing cards, not about the Date action asked
    ("How much is a Date and what do I get from it if I'm not Grown Up yet?", "adulthood", "board.date"),
])
def test_a_state_denied_is_no_not_doing_asked(question, game, entry_id):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == (game, entry_id)
