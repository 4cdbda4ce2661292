"""An exact value at the edge of a rule whose words do not settle it is unanswered
(rules/exact_edges.py, issue 12).

Landing exactly on a space asked of a rule that speaks only of passing it,
and a count asked exact or more of a rule that states it bare. The probes
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # Adulthood p. 5: "As soon as you pass that space you are Grown Up" (landing on it is not said)
    ("My Impact marker stops exactly on the Grown-Up space, not beyond it. Do I take the Grown Up marker?", "adulthood"),
    # Adulthood: "If a player passes the end of a track, they return to 0 on it and add 25"
    ("Si mi marcador cae justo en la casilla final de la pista, ¿vuelvo a 0 y sumo 25?", "adulthood"),
])
def test_landing_exactly_on_a_space_a_rule_only_passes_is_unanswered(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize("question, game", [
    # Coming of Age, Completionist: "have 3 Character Tokens on the same Friendship level", nothing of 4 or 5
    ("For Completionist my level 2 holds 5 Character Tokens. Do I score it, or does it need exactly 3?", "coming-of-age"),
    ("Rasgo Completista: tengo 4 Fichas de Personaje en el nivel 1. ¿Vale o tienen que ser exactamente 3?",
     "coming-of-age"),
])
def test_a_count_asked_exact_or_more_of_a_bare_count_is_unanswered(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize("question, game, entry", [
    # the rule words its edge: "equal to or higher than the Tile's position"
    ("Her Character Token is on level 4 of my track. Can I mimic her second Trait Tile, or must it be exactly level 2?",
     "coming-of-age", "trait-bonus.mimic"),
    # "if you have fewer than 5 in hand"
    ("I hold exactly 5 FAVOUR when my turn starts. Do I draw one or not?", "loop", "turn.draw-favour"),
    # "exactly" with no edge offered
    ("With 3 Interest Tokens there, do I advance exactly 3 spaces?", "coming-of-age", None),
])
def test_an_exact_edge_the_rule_words_is_still_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    if entry:
        assert result.hits[0].id == entry


@pytest.mark.parametrize("question, game", [
    # Adulthood set-up step 5 puts the markers on their tracks and says no space number
    ("¿En qué casilla exacta empieza el marcador de Felicidad, en la 0 o en la 1?", "adulthood"),
    ("Where exactly does the Happiness marker start, on space 0 or on space 1?", "adulthood"),
])
def test_an_exact_value_offered_as_one_number_or_another_is_unanswered_by_a_rule_of_no_number(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize("question, game, rule", [
    # a rule that says another value answers: Coming of Age's VEP counter starts on space 5
    ("what exact space does the VEP counter start on, 0 or 1?", "coming-of-age", "setup.vep-counter"),
    # a count asked is answered by the rule's count: LOOP's 2 starting COIN
    ("¿Con cuántas monedas exactamente empiezo, 3 o 4?", "loop", "setup.starting-resources"),
])
def test_an_exact_value_offered_is_answered_by_a_rule_that_says_a_value(question, game, rule):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == rule


@pytest.mark.parametrize("question, game, rule", [
    # "exactly 0" tells the state the player is in: nothing is fewer than none, so no bound of a count is asked, and
    # LOOP's rule of WORK with no HAPPINESS to deduct answers (round lawyerthree)
    ("If I hold exactly 0 HAPPINESS when I WORK, does my turn end there, or may I still CONSUME after?", "loop",
     "turn.work-no-happiness"),
    ("En sentido estricto, si hago WORK con justo 0 HAPPINESS se acaba el turno o sigo jugando?", "loop",
     "turn.work-no-happiness"),
    ("Hago WORK teniendo exactamente cero HAPPINESS: termina mi turno en ese momento o puedo seguir?", "loop",
     "turn.work-no-happiness"),
])
def test_exactly_zero_asks_no_bound_of_a_count(question, game, rule):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == rule
