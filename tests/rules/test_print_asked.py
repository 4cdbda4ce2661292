"""What is printed on a component, asked in so many words, is unanswered
unless the first rule speaks of what a component shows
(rules/print_asked.py, issue 12).

A rulebook counts a component or says how it is used; what is printed on
it is on the component, which the table reads. The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # CV, Components: "There are 4 player reference cards, one per player" (what they show is never said)
    ("what is printed on the player reference cards in CV?", "cv"),
    # Adulthood: the Partner cards are drawn with Date; what their backs look like is never said
    ("what's on the back of the Partner cards?", "adulthood"),
    # Coming of Age: the Roadblock Tiles are removed each round; their backs are never described
    ("¿Qué hay en el reverso de las Fichas de Bloqueo?", "coming-of-age"),
    # what the other side of a piece has (round lookabst): LOOP's setup puts the REPUTATION token black side up,
    # Coming of Age's Goal Tiles are sorted by letter; neither says what the other side holds
    ("what's on the other side of the REPUTATION token?", "loop"),
    ("¿Qué hay del otro lado de las losetas de objetivo?", "coming-of-age"),
    ("¿Qué lleva la otra cara de la ficha de REPUTATION?", "loop"),
])
def test_the_print_of_a_component_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True


def test_a_rule_that_says_what_a_component_shows_still_answers():
    # Coming of Age: "if the Bus Stop Tile SHOWS a neutral Character Token, this is a Friendship Bonus"
    result = search("what's on the bus stop tile when it gives a friendship bonus with a neutral character?",
                    game="coming-of-age")
    assert result.answered is True


def test_the_game_named_in_passing_is_no_part_of_the_thing():
    result = search("what's written on the notepad in CV?", game="cv")
    assert result.answered is False
    assert result.missing == ("notepad",)


# CV (seed 004, setup): the start player "receives the bicycle token"; the rulebook never says the board has a
# place for it (grep for "bicycle token": only that line). It does give the decks "their respective locations on the
# board", and LOOP's CREDIT CARD are placed "on the board accordingly" (seed 001, Competitive setup).
def test_a_place_asked_of_the_board_is_what_it_prints():
    result = search("¿el tablero de CV tiene un sitio para la ficha de bicicleta?")
    assert not result.answered and result.printed
    assert result.hits[0].id == "setup.bicycle-token"


@pytest.mark.parametrize("question, game, entry", [
    ("¿hay un sitio marcado para el mazo de vejez en el tablero de CV?", "cv", "setup.sort-decks"),
    ("¿el tablero de LOOP tiene un sitio para las Tarjetas de Crédito?", "loop", "competitive.setup-board"),
])
def test_a_rule_that_gives_the_thing_its_place_on_the_board_answers(question, game, entry):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("question", [
    "what's on the back of the career cards in LOOP?",
    "whats on the back of our career cards",
])
def test_a_near_rule_that_tells_the_print_answers_before_one_that_never_does(question):
    # LOOP, setup: "places INTERN (printed on the back of every CAREER card)"; the INTERN's own entry ranked first
    # and says nothing of a print, so the question abstained (rules/print_asked.py `teller_first`)
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "setup.player-mat")
