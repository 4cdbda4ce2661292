"""How many of a total the player tells first are of one sort is unanswered
unless a near rule counts that kind (rules/told_totals.py, issue 12).

"Of the 16 Life Event cards, how many give ...": the total is told before
the "how many", which asks a part of it; what the cards print is on the
cards. A deal told so is still answered by the rule that deals them. The
probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules.told_totals import told_total


@pytest.mark.parametrize("question, game", [
    ("Of the 16 Life Event cards in my pile, how many give Negative Impact tokens?", "adulthood"),
    ("De las 20 cartas de Partner, ¿cuántas piden el icono de Fame?", "adulthood"),
])
def test_a_part_of_a_told_total_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False


@pytest.mark.parametrize("question, game, rules", [
    # the rule of the deal counts the kind ("keep 1", "pass 2"): answered
    ("De las 3 cartas de infancia que me tocan, ¿cuántas me quedo?", "cv",
     {"setup.starting-hand", "setup.childhood-draft"}),
    ("out of the 3 childhood cards i'm dealt, how many do i keep?", "cv",
     {"setup.starting-hand", "setup.childhood-draft"}),
])
def test_a_deal_told_as_a_total_is_still_answered(question, game, rules):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id in rules


@pytest.mark.parametrize("question, lang, told", [
    ("out of the 24 trait tiles, how many are worth 5 VEP?", "en", ("24", "trait")),
    ("De las 11 Cartas de Padres, ¿cuántas dan Fuerza de Voluntad?", "es", ("11", "padr")),
    # no total: a count of players, or a number that follows another word than "of"
    ("Variante de 2 jugadores: ¿cuántas fichas se ponen?", "es", ()),
    ("Me sobran 7 de Fuerza de Voluntad y 3 fichas, ¿cuántos VEP saco?", "es", ()),
    ("how many of the cards give money?", "en", ()),
])
def test_the_total_told_before_the_how_many(question, lang, told):
    assert told_total(question, lang) == told
