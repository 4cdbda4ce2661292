"""An entry that holds none of the question's words does not answer it (issue 12).

A question without a topic of the rules ("who makes the game?") is answered
by the entry that holds its words; when the entry that ranks first holds
none of them but the game's name and a bare number, it is only the nearest
entry, and the rulebook does not say. The rulebooks in /work/shared/seeds/
name no manufacturer and no other game of the series (grep for "manufactur",
"fabric", "sequel", "precuela", "secuela": no match), so these questions are
unanswerable. Beside them, a question the same entries answer by its words.
"""

from __future__ import annotations

import pytest

from referee.rules.search import _holds_no_word, search


@pytest.mark.parametrize("question", [
    "who manufactures cv?",
    "¿quién fabrica coming of age?",
    "¿hay un LOOP 3 o una precuela?",
])
def test_a_question_whose_words_no_entry_holds_is_not_answered(question):
    result = search(question)
    assert not result.answered
    assert result.missing  # the words the rules do not speak of are shown


@pytest.mark.parametrize("question, game, entry", [
    ("how many players can play cv?", "cv", "game.players"),
    ("¿quién ilustró adulthood?", "adulthood", "credits.art"),
])
def test_an_entry_that_holds_the_questions_words_still_answers(question, game, entry):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


def test_a_bare_number_is_no_word_held():
    assert _holds_no_word((("sequel", False, False), ("2", False, True)))
    assert not _holds_no_word((("players", False, True), ("2", False, True)))
    assert not _holds_no_word(())
