"""An official way of playing asked ("is there an official way to ...?",
"¿es oficial ...?") is unanswered unless the first rule offers a choice of
how to play (rules/official_ways.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.official_ways import asked_official
from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("solo: is there an official way for Rob to score Goal Tiles at the end too?", "coming-of-age"),
    ("is it official to start the solo game with 12 Life Events?", "adulthood"),
    ("¿Es oficial robar dos Life Events por ronda en solitario?", "adulthood"),
    ("do official tournaments of LOOP use the competitive setup?", "loop"),  # a tournament is a way of playing too
    ("do official tournament rules exist for Coming of Age?", "coming-of-age"),  # a tournament: a way of playing
    ("¿Podemos jugar con Rob sin fichas de personaje como variante?", "coming-of-age"),  # a change asked blessed
])
def test_an_official_way_the_first_rule_does_not_offer_is_unanswered(question, game):
    # the first rule is the solo rule the change would alter, and offers no choice
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing[0] in ("official way", "is it official", "es oficial", "official tournaments",
                                 "official tournament", "como variante")


@pytest.mark.parametrize("question", [
    "Rob beats me every time: is there an official way to make him easier?",
    "¿Hay alguna manera oficial de hacer que Rob sea más fácil de ganar?",
])
def test_the_rule_that_offers_a_choice_still_answers(question):
    # Coming of Age: "If Rob is too hard to beat, give him only 1 Character Token"
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "solo.difficulty"


def test_a_tournament_is_a_way_of_playing():
    assert asked_official("¿Hay un reglamento de campeonato oficial de Coming of Age?", "es") == "oficial campeonato"
    assert asked_official("are there official tournament rules?", "en") == "official tournament"


def test_an_official_rule_for_a_step_of_the_game_is_no_way_of_playing():
    # "official rule FOR ..." asks a rule of the game, which its rule answers
    result = search("is there an official rule for who takes the first turn?", game="loop")
    assert result.answered is True


@pytest.mark.parametrize("question, game", [
    ("is there a two-player variant where the neutral Trait Tiles are replaced every round?", "coming-of-age"),
    ("¿Existe una variante en solitario en la que el mercado no se vacía al final de la ronda?", "adulthood"),
])
def test_a_variant_asked_with_its_change_the_modes_rule_does_not_offer_is_unanswered(question, game):
    # the first rule is the mode's own (two players, solo), about a variant but not that one
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing[0] in ("variant", "variante")


@pytest.mark.parametrize("question, game", [
    ("is there a 2 player variant?", "coming-of-age"),
    ("¿hay una variante para dos jugadores?", "cv"),
])
def test_a_variant_the_rulebook_has_still_answers(question, game):
    assert search(question, game=game).answered is True
