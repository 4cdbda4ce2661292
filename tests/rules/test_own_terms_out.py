"""What runs out is the game's own term named right after the words of running out (rules/own_terms_out.py).

LOOP rulebook, WORK: "If you have no HAPPINESS to lose, take 1 COIN ... and end your turn", in Spanish "Si al
Trabajar no te queda Felicidad que restar". A Spanish question that says it has no HAPPINESS left for an act
("no me queda HAPPINESS PARA QUITAR") was read as running out of the act ("quitar"), since LOOP's HAPPINESS is
in so many entries that it is no specific word, and `ask` said the rulebook was silent. Questions worded anew,
not copied from the benchmark sets. In English the game's own terms are specific enough (or told before
"left"), so the English question guards the reading as it was.
"""

from __future__ import annotations

from referee.rules.own_terms_out import own_term_named, told_last
from referee.rules.search import search


def test_no_happiness_left_for_an_act_is_answered_by_work_without_happiness():
    result = search("si ya no me queda HAPPINESS para quitar al hacer WORK que hago", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "turn.work-no-happiness")


def test_no_happiness_left_told_first_is_answered():
    result = search("no me queda HAPPINESS para quitar y me toca WORK, como sigo", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "turn.work-no-happiness")


def test_no_happiness_left_asked_in_english_is_answered():
    result = search("I do WORK but there's no HAPPINESS left for me to take off, what happens?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "turn.work-no-happiness")


def test_the_reading_needs_the_games_own_term_and_the_end_of_what_is_said():
    assert own_term_named(frozenset({"~loop:0"}), "loop")
    assert not own_term_named(frozenset({"~common:3"}), "loop")
    assert told_last(2, frozenset({3}), frozenset(), 5)  # ("HAPPINESS PARA quitar")
    assert told_last(2, frozenset(), frozenset({3}), 5)  # ("HAPPINESS, ¿qué uso?")
    assert told_last(4, frozenset(), frozenset(), 5)  # (the question's last word)
    assert not told_last(2, frozenset(), frozenset(), 5)  # ("COIN EN la WORK AREA": the clause goes on)
