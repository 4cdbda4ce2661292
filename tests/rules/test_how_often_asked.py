"""How often and how long, asked in the game's own counts (lexicon `question_form.timing`, `neighbours.by_previous_word`).

"How many TIMES can ...?" and "¿cuántas VECES ...?" ask how often a thing is
done: the word is no thing of any game (not Adulthood's Time meeples, which
a question that names no game could otherwise be about), so the rule that
states the frequency answers without it.

CV rulebook, "Course of the game": "The player who rode a bike as a child
(has the bicycle card) starts each round." Asked how many times the bicycle
card may be used, the search knew the card's rule but said the rulebook did
not cover the question: "times" was read as a topic no CV entry holds.

"¿Cuántas RONDAS DURA una partida?" counts the length of a game in its own
rounds, which the rules give, not the time on the clock ("¿cuánto dura una
partida?", which no rulebook gives). LOOP rulebook, "Game End": "When any
player reaches HAPPINESS 12 (flag) or DEPLETION occurs, the game will end
after completing the last round." Asked in Spanish how many rounds a LOOP
game lasts, the search put that rule first but said the rulebook did not
cover it ("dura una partida" was read as playing time). The questions are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import normalize
from referee.rules.search import search


def test_how_many_times_asks_how_often_not_about_a_games_time():
    result = search("How many times can the bicycle card be used?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cards.bicycle")


def test_rounds_a_game_lasts_are_counted_by_the_rule_of_its_end():
    result = search("jugando a LOOP, ¿cuántas rondas dura una partida?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "end.trigger")


@pytest.mark.parametrize(("text", "read"), [
    ("¿cuántas rondas dura una partida?", True),
    ("¿y cuántas rondas duran?", True),
    # the time on the clock, and a typical length: no unit right before the verb
    ("¿cuánto dura una partida?", False),
    ("¿cuántas rondas suele durar una partida?", False),
])
def test_a_length_in_rounds_is_read_as_a_count_of_them(text, read):
    folded = normalize.read_by_neighbours(normalize.words(text), "es")
    assert bool({"tiene", "tienen"} & set(folded)) is read, folded


def test_an_unanswerable_typical_length_still_abstains():
    assert not search("en LOOP, ¿cuántas rondas suele durar una partida más o menos?").answered
