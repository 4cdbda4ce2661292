"""A word that only sizes a component ("my LITTLE mimic markers", "the TINY
bus") is how the player describes it, never a topic the rulebook must
state: no rule says how big a piece is, and the answering entry covers the
thing named after it (lexicon `detail`, beside "big"). Spanish sizes a
thing with a diminutive ("una FICHITA"), read as the plain word by
rules/diminutives.py. A size told of a person at the table ("my little
sister") leaves the question's other topics standing ("kids": no rule
has a mode for them). Questions worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import WEAK_WORDS
from referee.rules.search import search


@pytest.mark.parametrize("word", ["little", "tiny", "big"])
def test_a_size_word_is_a_detail(word):
    assert word in WEAK_WORDS["en"]


# Coming of Age, Trait Bonus: "mimic ... Mimic Trait Token ... friendship level": the markers are its tokens
@pytest.mark.parametrize(
    "question",
    [
        "What do I need before I can put one of my little mimic markers on someone else's Trait Tile?",
        "¿Qué necesito para poner una fichita de Rasgo Mimético sobre la Ficha de Rasgo de otro jugador?",
    ],
)
def test_a_sized_component_is_answered_by_its_rule(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].game == "coming-of-age"
    assert result.hits[0].id in {"traits.mimic-overview", "trait-bonus.mimic"}


# LOOP, the end of the game: HAPPINESS 12 (the flag on the mat) ends it, in either language
@pytest.mark.parametrize(
    "question",
    [
        "LOOP: my HAPPINESS reached the little flag at 12 on my board. What happens now?",
        "En LOOP mi HAPPINESS llegó a la banderita del 12 de mi tablero. ¿Qué pasa ahora?",
    ],
)
def test_a_sized_mark_of_the_board_is_answered(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "end.max-happiness")


def test_a_size_told_of_a_person_leaves_the_other_topics_asked():
    result = search("my little sister wants to play Coming of Age with us, is there an easier mode for kids?")
    assert result.answered is False
    assert "kids" in result.missing
    assert result.hits  # the nearest entries, as related reading
