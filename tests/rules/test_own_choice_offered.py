"""The player's own choice offered against another way ("..., or do I choose?",
"¿lo elijo yo o ...?") is unanswered when no near rule says who chooses nor
that chance decides (rules/own_choice_offered.py); a shuffle or a blind pick
offered is the chance of a draw asked at random or chosen
(rules/player_acts.py, lexicon `chance_asked`). Round lawyerthree, issue 12.

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # Adulthood's reset and refill rules say where things go, never who picks
    ("At reset my time meeples come back: do they all return together, or do I choose which ones stay?", "adulthood"),
    ("When the market refills, does the new card come off the top of the deck, or do we choose it?", "adulthood"),
    ("Al reponer el mercado, ¿la carta nueva la elijo yo de entre las del mazo o sale la de arriba?", "adulthood"),
    ("Cuando devuelvo tiempo al final del turno, ¿decido yo cuáles meeples quito primero o da igual?", "adulthood"),
])
def test_an_own_choice_no_near_rule_gives_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing


@pytest.mark.parametrize("question, game", [
    # Meditate puts "one of your facedown Values" in hand: how that one is taken is never said
    ("Meditate puts one of my facedown Values in my hand: do I look and pick, or shuffle them first?", "adulthood"),
    ("Meditar: tengo dos Valores boca abajo. ¿Elijo uno sin mirar o los barajo o qué?", "adulthood"),
    ("With the Partner gone, do the Values facedown get dealt blind or do I pick them?", "adulthood"),
])
def test_a_shuffle_or_a_blind_pick_offered_is_the_chance_asked(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing


def test_a_rule_that_draws_by_chance_answers_the_own_choice():
    # Coming of Age's set-up: each player draws one of the Starting Trait Tiles
    result = search("La Ficha de Rasgo Inicial del principio, ¿la elijo yo o me toca una al azar?", game="coming-of-age")
    assert result.answered is True


def test_a_duty_offered_as_the_other_way_is_no_own_choice():
    # LOOP: "discard an older one" is the rule's own wording of the act, left to its words
    result = search("After my 4th ACTIVITY, ¿elijo yo cuál de las viejas descarto o tengo que tirar la más antigua?",
                    game="loop")
    assert result.answered is True


def test_picking_things_up_is_no_choice():
    result = search("do the time meeples stay on the board until my reset, or do I pick them up once they're used?",
                    game="adulthood")
    assert result.answered is True
