"""How many times, asked: a frequency, not a game's Time (lexicon `question_form.timing`).

"How many TIMES can ...?" and "¿cuántas VECES ...?" ask how often a thing is
done: the word is no thing of any game (not Adulthood's Time meeples, which
a question that names no game could otherwise be about), so the rule that
states the frequency answers without it.

CV rulebook, "Course of the game": "The player who rode a bike as a child
(has the bicycle card) starts each round." Asked how many times the bicycle
card may be used, the search knew the card's rule but said the rulebook did
not cover the question: "times" was read as a topic no CV entry holds.
The question is worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_how_many_times_asks_how_often_not_about_a_games_time():
    result = search("How many times can the bicycle card be used?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cards.bicycle")
