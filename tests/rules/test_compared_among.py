"""Things of one kind compared among themselves are unanswered unless a
near rule has a word of sameness or difference (rules/compared_among.py,
issue 12).

A rulebook counts a kind and says what one of it does; whether the pieces
of the kind differ from one another is on the pieces, which the table
reads, unless a rule says so in words ("7 identical dice"). The questions
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # Adulthood, end of game (p. 10), final scoring step 4: "Gain happy from each of your Values cards": each card
    # scores, how much one gives beside another is never compared
    ("Do the Values cards score different happy from each other?", "adulthood"),
    ("¿Las cartas de Valores dan Felicidad distinta unas de otras?", "adulthood"),
    # Coming of Age, Components: "36 Dice (9 per color: 1 four-sided Die, ...)": counted per colour, whether the
    # dice of one colour differ from another's never said
    ("Are the ten-sided dice of each colour different?", "coming-of-age"),
])
def test_a_kind_compared_among_itself_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True


@pytest.mark.parametrize("question", [
    # CV, Components: "The game has 7 identical dice": the rule compares the dice among themselves
    "¿Los dados de CV son todos iguales entre sí?",
    "Are the dice all the same, or different from one another?",
])
def test_a_rule_of_sameness_answers(question):
    result = search(question, game="cv")
    assert result.answered is True
    assert result.hits[0].id == "dice.identical"


def test_next_to_each_other_compares_nothing():
    # Coming of Age, Changing Location: "the locations at the ends of the board are adjacent to each other": no word
    # of comparison, a place asked, not pieces compared
    result = search("¿Las ubicaciones de los extremos del tablero son adyacentes entre sí?", game="coming-of-age")
    assert result.answered is True


@pytest.mark.parametrize("question", [
    # Coming of Age, Setup > Individual Player Setup: "Draw ... 4 Goal Tiles (1 of each letter: A, B, C, D)": the
    # rule that deals one of each says the tiles differ
    "Are my four Goal Tiles all the same letter?",
    "¿Las Fichas de Objetivo que robo son todas iguales o distintas?",
])
def test_a_rule_dealing_one_of_each_answers(question):
    result = search(question, game="coming-of-age")
    assert result.answered is True


@pytest.mark.parametrize("question, game", [
    # LOOP, 5.4 CREDIT CARD (p. 15): "To APPLY for a CREDIT CARD, take 1 and place it to your AREA": any card is
    # taken, whether one card differs from another is on the cards, never compared in a rule
    ("Are all the CREDIT CARD alike?", "loop"),
    # Adulthood, Setup step 3: "Shuffle Adulthood, Values, Life Event, Partner, and Career decks separately";
    # Partners: "Partner cards represent the people you spend time with and date": the deck is shuffled, whether
    # its cards differ is on the cards
    ("¿Son todas las cartas de Pareja iguales?", "adulthood"),
])
def test_all_of_a_kind_asked_alike_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True


def test_all_at_the_same_moment_compares_nothing():
    # Coming of Age, Phase 1 (Roll the Dice): "All players simultaneously roll all the Dice they have available":
    # "do all ... same time" asks when, not whether the players differ (no "are all" asks it)
    result = search("Do all players roll their dice at the same time?", game="coming-of-age")
    assert result.answered is True


@pytest.mark.parametrize("question", [
    # Coming of Age, Setup and End of the Round (p. 4, 9): "Shuffle the Memory Card deck ... reveal one Card face up
    # in the upper slot of each of the 4 currently available locations", "Refill the 2 newly available locations
    # with face-up Memory Cards": one deck dealt early and late, whether the later cards give more is on the cards
    "Is there any difference between the Memory Cards dealt in round 1 and the later ones?",
    "¿Hay diferencia entre las Cartas de Recuerdo que salen en la ronda 3 y las del principio?",
])
def test_early_and_later_ones_of_a_kind_compared_are_unanswered(question):
    result = search(question, game="coming-of-age")
    assert result.answered is False
