"""Which of two things tied on the rank a rule chooses by is unanswered
unless a near rule speaks of a tie (rules/ties.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("Rob could mimic two Trait Tiles that are both worth 5 VEP: which does he take?", "coming-of-age"),
    ("Rob en solitario tiene el mismo número de Fichas de Motivación de cada tipo, ¿cuál gasta?", "coming-of-age"),
])
def test_a_tie_in_a_ranked_choice_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing


def test_who_wins_a_tie_is_still_answered():
    result = search("we tied on VEP at the end of the game, who wins?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "scoring.tie-break"


def test_a_tie_a_rule_breaks_is_still_answered():
    # CV: a public life goal that two players meet equally is scored by both (the rule speaks of the tie)
    result = search("two of us are tied on the same public life goal, which of us scores it?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "scoring.public-goals-tie"


def test_two_of_each_is_a_tie_in_a_ranked_choice():
    # Coming of Age solo rules (Rob's Memory): Rob pays with the Motivation type "he has more of" -- with 2 of each,
    # the rulebook never says which
    result = search("Rob may pay with either of two Motivation types and holds 3 of each. Which type does he spend?",
                    game="coming-of-age")
    assert result.answered is False


def test_one_of_each_colour_is_no_tie():
    # Coming of Age setup: a handful "one of each colour" is no level rank; the setup rule answers
    result = search("I have five Mood Counters, one of each colour. Which ones go on my board at the start?")
    assert result.answered is True


@pytest.mark.parametrize("question", [
    "En solitario, Rob pone su Rasgo Mimético en la ficha que más VEP da, pero dos quedan empatadas. ¿Cuál elige?",
    "Solo: Rob places his Mimic Trait Token on the tile worth the most VEP, but two tiles are tied. Which one does he take?",
])
def test_a_tie_of_a_bot_choice_beside_the_final_tie_break_is_unanswered(question):
    # The rule of the final tie-break ranks near a question that says "empatadas", but it breaks ties between players
    # for the win, never which of two tiles Rob's rank picks (rules/ties.py chooser_near)
    result = search(question, game="coming-of-age")
    assert result.answered is False
    assert result.hits[0].id == "solo.rob-mimic"
    assert "scoring.tie-break" in [hit.id for hit in result.hits]
    assert result.missing


def test_the_same_vep_is_a_tie_in_spanish():
    result = search("Solitario: para su Rasgo Mimético Rob tiene dos fichas que dan el mismo VEP. ¿Cuál escoge?",
                    game="coming-of-age")
    assert result.answered is False
    assert "solo.rob-mimic" in [hit.id for hit in result.hits]
    assert result.missing == ("mismo vep",)


def test_the_final_tie_break_asked_first_is_still_answered():
    result = search("empatamos a VEP al final de la partida, ¿cuál es el desempate?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "scoring.tie-break"
