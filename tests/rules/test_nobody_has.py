"""A state where no player qualifies is unanswered unless a near rule speaks of no one (rules/nobody_has.py, issue 12).

The rule of the thing (the goal, the bicycle) ranks first and says who
gets it or what it does when a player has it; what happens when nobody has
or meets it is a rule only where the rulebook speaks of no one or of a
thing absent. The questions are worded anew, not copied from the benchmark
sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("at the end nobody has any possession cards - who scores the Collector goal?", "cv"),
    ("Al final nadie cumple el objetivo público Coleccionista. ¿Quién se lleva los puntos?", "cv"),
])
def test_a_state_where_nobody_qualifies_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False


def test_a_rule_of_a_thing_absent_answers():
    result = search("the Experience Space moves the pink track but nobody has a pink counter yet. What happens?",
                    game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "experience.locked-track"


@pytest.mark.parametrize("question, game", [
    # the table counting no one among its own players, or in the perfect tense
    ("None of us had a bicycle card after the draft. Who starts the first round?", "cv"),
    ("Ninguno de nosotros ha gastado nunca más de 100 dólares. ¿Quién empieza?", "loop"),
    # the goal no one of the table met, an adverb between ("none of us REALLY met")
    ("None of us really met the public goal this game. Does anyone get its points?", None),
    ("Ninguno de nosotros cumplió de verdad el objetivo público. ¿Alguien se lleva los puntos?", None),
])
def test_no_one_of_the_table_told_is_unanswered(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize("question, game, entry", [
    # CV (Public life goals): a tie for a public goal is settled by its rule; "nobody has MORE than me" tells the
    # best tied, which that rule answers (round fab35)
    ("For a public life goal nobody has more cards than me, but one player ties me. Do I get the full points?", "cv",
     "scoring.public-goals-tie"),
    ("Si en un objetivo vital público nadie tiene más cartas que yo pero otro empata conmigo, ¿me llevo todos los "
     "puntos?", "cv", "scoring.public-goals-tie"),
])
def test_no_one_with_more_beside_a_rule_of_ties_answers(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize("question, game", [
    # LOOP (events): no rule speaks of no one with less HAPPINESS nor of a tie for it: the comparison stays silent
    ("Sale Status Climb y nadie tiene menos HAPPINESS que yo, ¿qué hago?", "loop"),
])
def test_no_one_with_less_beside_no_rule_of_ties_is_unanswered(question, game):
    assert search(question, game=game).answered is False


def test_no_one_who_did_a_thing_is_no_thing_nobody_has():
    # "no one has PICKED it" tells an act no one did, not a thing no one has (round fab35): whatever the rules say
    # of it, the state of no one having is not what they leave out
    result = search("No one has picked the card on the left for three turns. Does it ever get replaced?", game="loop")
    assert "no one has" not in result.missing


@pytest.mark.parametrize("question, game", [
    # Coming of Age (phase 3): "stops only at locations with AT LEAST ONE Die and/or one Presence" settles the
    # location no one holds (round fabst41)
    ("Suppose no one has a die or a Presence on a location: does the Bus skip it?", "coming-of-age"),
    ("Si nadie tiene dado ni Presencia en una ubicación, ¿el autobús se para igual?", "coming-of-age"),
])
def test_a_rule_that_asks_at_least_one_answers_the_state_of_none(question, game):
    result = search(question, game=game)
    assert result.answered is True
    assert "bus.route" in [hit.id for hit in result.hits[:2]]
