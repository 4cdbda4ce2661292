"""A choice offered between two sides ("face up or face down?") is answered
by the rule that says one side, even when a gap of the catalogs says the
other (rules/offered_sides.py, issue 12, round hidfabst).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, entry", [
    # Coming of Age p. 10: "Place each Parent Card you play face up in your personal discard pile"
    ("Once I've played a Parent Card, do I lay it face up or face down?", "coming-of-age",
     "parent-card.hand-and-discard"),
    ("La Carta de Padres que acabo de jugar, ¿la dejo boca arriba o boca abajo?", "coming-of-age",
     "parent-card.hand-and-discard"),
])
def test_the_side_the_rule_says_answers_the_choice(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize("question, game, word", [
    # nothing lets a player search their own face-down Parent deck: the gap still stands (no choice offered)
    ("Can I flip through my own face-down Parent Card deck to see what's coming?", "coming-of-age", "see"),
    ("¿Puedo revisar mi propio mazo de Cartas de Padres boca abajo para ver qué viene?", "coming-of-age", "mazo"),
])
def test_without_a_choice_the_gap_of_the_other_side_stands(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.peek-own-parent-deck"
    assert word in result.missing
    assert result.hits[0].id == "parent-card.hand-and-discard"  # the nearest rule, shown as related


@pytest.mark.parametrize("question, game, gap", [
    # two things offered, not two sides of one state: the rule of one does not answer the other
    ("Is there some kind of campaign or legacy mode in Adulthood?", "adulthood", "gap.campaign-legacy"),
    ("¿Existe alguna variante cooperativa o por equipos en Adulthood?", "adulthood", "gap.teams"),
])
def test_two_things_offered_keep_their_gap(question, game, gap):
    result = search(question, game=game)
    assert result.answered is False
    assert result.gap is not None and result.gap.id == gap


def test_only_a_phrase_said_twice_with_one_word_changed_is_read():
    from referee.rules.offered_sides import answered_sides
    none = [(frozenset(), ())] * 4
    # "face up or face down": the rule holds "up", so "down" (and the repeated "face") are answered
    assert answered_sides({1: 3, 3: 1}, ["fac", "up", "fac", "down"], none, {"fac", "up"}) == {"down", "fac"}
    # "campaign or legacy": two things, nothing answered for the other
    assert answered_sides({1: 2, 2: 1}, ["ther", "campaign", "legacy"], none[:3], {"campaign"}) == set()
