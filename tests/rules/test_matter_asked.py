"""Whether it matters which thing, where, who or in what order is unanswered when the first rule neither leaves the pick
free nor fixes it (rules/matter_asked.py, issue 12). The questions are worded anew, not copied from the benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, entry_id, asked", [
    # Coming of Age solo: Rob "places one of the Dice he just rolled on the same building": which one is left open
    ("Solo: Rob rolled three dice and one of them goes to my location. Does it matter which one he puts there?",
     "coming-of-age", "solo.rob-die", "does it matter which"),
    ("En solitario Rob saca tres dados y pone uno en mi ubicación. ¿Da igual cuál de los tres?",
     "coming-of-age", "solo.rob-die", "da igual cual"),
])
def test_whether_it_matters_which_is_unanswered(question, game, entry_id, asked):
    result = search(question, game=game)
    assert result.answered is False
    assert entry_id in [hit.id for hit in result.hits]
    assert asked in " ".join(result.missing)


@pytest.mark.parametrize("question, game, entry_id", [
    # "strictly from left to right": the order is fixed
    ("Does it matter what order I apply the bonuses of the Experience Space in?", "coming-of-age", "experience.resolve"),
    # "en el orden que quieras": the order is free
    ("En el paso 3, ¿importa en qué orden tomo del mercado y juego cartas?", "adulthood", "turn.step3-any-order"),
])
def test_a_rule_that_frees_or_fixes_the_pick_still_answers(question, game, entry_id):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry_id
