"""A yes/no likeness followed by a question of its own: the likened thing is the player's frame (issue 12).

"is rob like the automa in scythe, DOES he roll his own dice?", "... como una receta del Minecraft? QUE pongo y que
saco": a bare yes/no likeness asks the likeness itself, and a thing compared with stays a topic there
(rules/compared_things.py); a clause after it that opens as a question (a yes/no's verb first in English, a word of
asking typed without its accent at a sentence's opening in Spanish) asks the game's rule, and the thing compared is
how the player framed it. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.compared_things import thing_positions
from referee.rules.normalize import clause_starts, words
from referee.rules.search import search


# Coming of Age, Solo Mode: Rob rolls his own dice each year
@pytest.mark.parametrize("question", [
    "is rob like the computer player in a video game, does he roll his own dice?",
    "¿Rob es como la máquina en el FIFA? que dados tira y cuando",
])
def test_a_question_after_the_likeness_is_asked_in_the_games_words(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "solo.rob-roll")


def _compared(question: str, lang: str) -> list[str]:
    folded = words(question)
    return [folded[at] for at in sorted(thing_positions(question, folded, clause_starts(question), lang))]


@pytest.mark.parametrize("question, lang, compared", [
    # a yes/no after the likeness, its verb first, or a sentence opening with a word of asking
    ("is the bot like a ghost in a racing game, does it move?", "en", ["a", "ghost", "in", "a", "racing", "game"]),
    ("is it gone like a bounty, or does a new one come out?", "en", ["a", "bounty"]),
    ("¿es como una receta del minecraft? que pongo", "es", ["una", "receta", "del", "minecraft"]),
    ("se abre como un nivel de videojuego: en que orden salen", "es", ["un", "nivel", "de", "videojuego"]),
    # a bare yes/no asks the likeness itself; so does a yes/no told before it, or a statement after it
    ("is the oldest card thrown away, like a conveyor belt?", "en", []),
    ("do the cards give income every turn, like buildings in an engine builder?", "en", []),
    ("are they like the tickets in a train game? i lose points for them?", "en", []),
    ("¿son todas distintas como las cartas del dixit, o hay repetidas?", "es", []),
])
def test_a_likeness_is_set_apart_only_beside_a_question_of_its_own(question, lang, compared):
    assert _compared(question, lang) == compared
