"""A name inside a comparison with a thing is the player's frame, not a thing the rulebook must know (issue 12).

"how do I get Grown Up, is it like the Longest Road in Catan?": the Longest
Road is how the player explains what they mean. Read as a name no game's
texts know, its words stayed topics where a word of it shares a stem with a
word some game uses ("longest", "camino"), and the silences' reading of
unknown names could say the rulebook was silent on it
(rules/compared_things.py `named_apart`, silences.judge `set_apart`). The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.compared_things import named_apart
from referee.rules.search import search
from referee.rules.silences import unknown_thing


# Adulthood, Scoring board: Grown Up is reached on the tracks
@pytest.mark.parametrize("question", [
    "how do i get Grown Up, is it like the Longest Road in Catan?",
    "¿cómo me hago Grown Up, es como el Camino Más Largo del Catan?",
])
def test_a_name_in_the_comparison_is_no_topic(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "scoring-board.grown-up")


@pytest.mark.parametrize("question, lang, compared, named", [
    ("how do i get Grown Up, is it like the Longest Road in Catan?", "en",
     {"the", "longest", "road", "in", "catan"}, {"longest", "road"}),
    ("¿cómo me hago Grown Up, es como el Camino Más Largo del Catan?", "es",
     {"el", "camino", "mas", "largo", "del", "catan"}, {"camino", "mas", "largo"}),
])
def test_the_names_set_apart_are_the_comparisons_unknown_ones(question, lang, compared, named):
    assert named_apart(question, lang, frozenset(compared)) >= named
    assert named_apart(question, lang, frozenset()) == frozenset()


def test_a_name_outside_the_comparison_is_still_unknown():
    # a made-up trait asked about: the silence stands, set apart or not, unless its words are the comparison's
    question = "What does the Night Owl trait do?"
    assert unknown_thing(question, "en", frozenset(), None) == "Night Owl"
    assert unknown_thing(question, "en", frozenset(), None, frozenset({"joker"})) == "Night Owl"
    assert unknown_thing(question, "en", frozenset(), None, frozenset({"night", "owl"})) is None
