"""A word of a thing being in force, right after its name, tells its state: a detail.

"Con Everything Is Online ACTIVO, ¿el Investor puede usar Invest sin CREDIT
CARD?": "activo" is a term of CV's glossary (the active card), which LOOP's
rulebook never uses of an EVENT, so it read as a topic the EVENT's own rule
lacks and the search abstained. Said right after the EVENT's name, the word
only says the EVENT is in force, and the EVENT's rule is the rule while it is
(rules/modifiers.py `in_force`, `question_form.in_force`).
"""

from __future__ import annotations

from referee.rules.modifiers import in_force
from referee.rules.search import _prepare, get_index, search


def test_the_word_is_read_right_after_a_word_only():
    q, _ = _prepare("Con Landfill Tax activo, ¿qué pasa?", "es", get_index())
    assert q.in_force == [False, False, True]
    assert in_force(["la", "carta", "es", "activa"], [1, 3], "es") == [False, False]  # (a little word between)


def test_an_event_in_force_is_answered_by_its_own_rule():
    # LOOP p. 18, Everything Is Online (continuous): "If you have no CREDIT CARD, you cannot spend COIN"
    result = search("Con Everything Is Online activa, ¿el Investor puede usar Invest sin tener CREDIT CARD?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "event.everything-is-online")

