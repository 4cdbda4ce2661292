"""How far an effect reaches, asked (whether two effects add up, whether
one thing counts twice, whether a thing carries over past its moment), is
unanswered unless the first rule says it (rules/effect_extent.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, words", [
    # Adulthood: the rule of Life Events says some affect the next round, not whether two of them add up
    ("if two Life Events both make cards cheaper next round, do the effects stack?", "adulthood", "effects stack"),
    ("¿Si tengo dos cartas de Trabajo con el mismo efecto se acumulan los efectos?", "cv", "se acumulan los efectos"),
])
def test_effects_adding_up_unsaid_by_the_first_rule_is_unanswered(question, game, words):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (words,)


@pytest.mark.parametrize("question, words", [
    # Adulthood: the white box is met by resources committed this turn, the rule says nothing of a second card
    ("Marathon needs 3 time on Wellness: if I have two such cards, can those 3 time count for both?", "count for both"),
    ("Is the Impact from a complete heart counted once or per matching Value?", "counted once or"),
])
def test_one_thing_counted_twice_unsaid_by_the_first_rule_is_unanswered(question, words):
    result = search(question, game="adulthood")
    assert result.answered is False
    assert result.missing == (words,)


@pytest.mark.parametrize("question", [
    "LOOP: may one kept ACTIVITY count for two GOAL cards at once?",
    "¿Una ACTIVITY guardada vale para los dos GOAL?",
])
def test_a_rule_that_says_how_often_a_thing_serves_still_answers(question):
    # LOOP: "ACTIVITY that are kept in your AREA can be used unlimited times"
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == "goal.reuse-activities"


@pytest.mark.parametrize("question", [
    "how come my two-colour card doesn't count for both of its types?",
    "¿Por qué una carta bicolor no cuenta para los dos tipos a la vez?",
])
def test_a_rule_that_has_one_side_chosen_answers_whether_it_counts_for_both(question):
    # CV, Cards with 2 colors: "When a player takes a two-color card, they decide at that moment which of its two
    # types it will be" (es: "decide en ese momento cuál de sus dos tipos tendrá"): one side is chosen, not both
    result = search(question, game="cv")
    assert result.answered is True
    assert result.hits[0].id == "two-color.choose-type"


def test_a_thing_carried_over_unsaid_by_the_first_rules_is_unanswered():
    # LOOP: the Salesman's rule says when he gains a COIN, not whether it lasts into the next round
    result = search("does the extra coin from the Salesman carry over to the next round?", game="loop")
    assert result.answered is False
    assert result.missing == ("carry over",)


@pytest.mark.parametrize("question, first", [
    # CV: "Event symbols that are not used are lost"
    ("do leftover event symbols carry over to my next turn?", "select.events-unused"),
    # CV: "Tokens do not accumulate like income", second after the end of the turn
    ("CV: do my tokens carry over from one turn to the next?", "cleanup.end-turn"),
])
def test_a_rule_that_says_how_long_a_thing_lasts_still_answers(question, first):
    result = search(question, game="cv")
    assert result.answered is True
    assert result.hits[0].id == first
