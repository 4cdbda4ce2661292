"""A known gap the question meets only in its related rules' words yields to
the two nearest rules that answer (rules/gap_terms.py, issue 12, round
fabst34); a question that says the gap's own term keeps the gap.

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.gap_terms import says_own_term, yields_to_rules
from referee.rules.search import search

WEAK = frozenset({"what", "do"})


def test_a_word_no_related_rule_holds_is_the_gap_own_term():
    assert says_own_term({"promot", "marker", "run_out"}, [{"promot", "marker"}, {"marker"}], WEAK) is True


def test_words_the_related_rules_hold_are_no_term_of_the_gap():
    assert says_own_term({"promot", "marker", "?def"}, [{"promot"}, {"marker"}], WEAK) is False


def test_a_weak_word_or_a_number_left_over_is_no_term_either():
    assert says_own_term({"promot", "what", "3", "what_3"}, [{"promot"}], WEAK) is False


def test_a_gap_that_holds_no_word_of_the_question_says_nothing_either_way():
    assert says_own_term({"?when"}, [{"promot"}], WEAK) is True


def test_the_gap_yields_only_beside_a_close_second_rule_and_when_it_holds_nothing_more():
    held = {10: {"promot", "marker"}, 1: {"promot"}, 2: {"marker"}}
    rules = [(50.0, 1), (45.0, 2)]
    assert yields_to_rules(10, rules, [1, 2], held.get, WEAK, 0.85, lambda rule: False) is True
    assert yields_to_rules(10, rules, [1, 2], held.get, WEAK, 0.85, lambda rule: True) is False
    assert yields_to_rules(10, [(50.0, 1), (30.0, 2)], [1, 2], held.get, WEAK, 0.85, lambda rule: False) is False
    assert yields_to_rules(10, rules[:1], [1, 2], held.get, WEAK, 0.85, lambda rule: False) is False


@pytest.mark.parametrize("question, game, first", [
    # Adulthood p. 8: Promotion and Marriage give the Promoted and Married markers (the gap: when they run out)
    ("What are the Promoted and Married markers for, in Adulthood?", "adulthood", {"upgrade.marriage", "upgrade.promotion"}),
    ("what do the Promoted and Married markers do", "adulthood", {"icons.status", "upgrade.lose-token"}),
    # LOOP p. 9: EVENT cards drawn are triggered at the end of the turn (the gap: the depletion penalty's timing)
    ("Why can't I flip the EVENT now, in the middle of my turn?", "loop", {"events.triggering"}),
    # CV p. 7: social assistance, its worked example (the gap: when the track is refilled after it)
    ("After social assistance, when does the track get refilled and who goes next?", "cv",
     {"social.example", "social.take-card", "social.order"}),
    # CV: childhood cards are dealt at the start, free (the gap: whether an event pays upkeep)
    ("Do I have to pay anything for my childhood cards?", "cv", {"cards.childhood"}),
    # Adulthood p. 7: the Life Events taken this turn go to the Experience stack when the board is reset
    ("¿Qué hago con los Life Events cuando reinicio el tablero al final del turno?", "adulthood",
     {"turn.life-events-to-stack"}),
    ("Al reiniciar el tablero al final del turno, ¿qué hago con los Eventos de Vida?", "adulthood",
     {"turn.life-events-to-stack"}),
])
def test_a_gap_met_only_in_its_rules_words_yields_to_the_rule_that_answers(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    assert result.gap is None
    assert result.hits[0].id in first


@pytest.mark.parametrize("question", [
    "What if the Promoted markers run out?",
    "¿Qué pasa si se acaban los marcadores de Promoted?",
])
def test_a_question_that_says_the_gap_own_term_keeps_the_gap(question):
    result = search(question, game="adulthood")
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.status-markers-out"
