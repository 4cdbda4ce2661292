""""What changes in the setup?" asks for differences, not a swap (issue 12).

Right after the question word, with the clause ending or a little word
next, "changes" / "cambia" is the form of the question (rules/changes_asked.py):
it no longer pulls a rule of bartering first. Questions worded anew.
"""

from __future__ import annotations

from referee.rules.changes_asked import changes_asked
from referee.rules.normalize import stopwords, words
from referee.rules.search import search


def _positions(text: str, lang: str) -> set[int]:
    return changes_asked(words(text), lang, stopwords(lang))


def test_what_changes_is_the_form_of_the_question():
    assert _positions("what changes in the setup for solo?", "en") == {1}
    assert _positions("jugamos a dos, ¿qué cambia?", "es") == {4}
    assert _positions("¿qué cambia en la preparación?", "es") == {1}


def test_a_change_with_a_thing_after_it_is_still_read():
    assert _positions("what changes my mood track?", "en") == set()
    assert _positions("can I change my card?", "en") == set()
    assert _positions("¿puedo cambiar una carta?", "es") == set()


def test_the_solo_setup_answers_what_changes_in_it():
    # LOOP p. 17, Solo Mode > Setup; before, "cambia" ranked the solo barter of FAVOUR first
    result = search("¿qué cambia en la preparación del modo solo?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "solo.setup"
