"""A count of turns or rounds asked as a typical one is a length no rulebook gives (lexicon
`neighbours.typical_count`, rules/normalize.py `_asks_typical_count`).

Adulthood rulebook, "Scoring Board": "As soon as one player's score markers
cross paths, you continue play to finish the round, and then the game is
over." The rule says what ends the game, never how many rounds that usually
takes: asked "about how many rounds" or "how many turns does it usually
take", the search answered with the rule of the crossing. The hedge
("usually", "roughly", "suele") asks the typical length, which is read as
the time a thing takes (the notion of "how long does a game usually take?",
which no rulebook gives). A count asked plainly ("how many rounds does a
game of LOOP last?") is still answered by the rule of the end. The questions
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import normalize
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang"), [
    ("in Adulthood, how many turns does it usually take before the score markers cross?", "en"),
    ("en Adulthood, ¿cuántas rondas suelen pasar hasta que se cruzan los marcadores?", "es"),
])
def test_a_typical_count_of_rounds_is_not_answered(question, lang):
    assert not search(question, lang=lang).answered


def test_a_plain_count_of_rounds_is_still_answered():
    result = search("jugando a LOOP, ¿cuántas rondas dura una partida?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "end.trigger")


@pytest.mark.parametrize(("text", "lang", "read"), [
    ("how many rounds does it usually take", "en", True),
    ("about how many turns is that", "en", True),
    ("¿cuántas rondas suele tardar?", "es", True),
    # no hedge, or a hedged count of something else than turns or rounds
    ("how many rounds does it take", "en", False),
    ("how many cards do we usually draw", "en", False),
])
def test_the_unit_of_a_hedged_count_is_read_as_the_time_taken(text, lang, read):
    folded = normalize.read_by_neighbours(normalize.words(text), lang, asked=True)
    assert ("clocktime" in folded) is read, folded
