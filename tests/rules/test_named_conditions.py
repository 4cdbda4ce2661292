"""What a named thing needs, asked: the thing's own entry states it (rules/named_conditions.py).

LOOP, Goals (p. 11): "HOBBY: 2 of the ACTIVITY you keep have the same name";
"CURIOSITY: your 3 ACTIVITY used all 5 MATERIAL types". Asked what one of
them requires, the search put the Goal's own entry first but said the
rulebook did not cover it: "requirement" (Coming of Age's term) and
"lograr" (LOOP's verb of achieving a Goal) were topics the entry lacks. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import corpus
from referee.rules.named_conditions import _head, condition_answers
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang", "entry"), [
    ("tell me the requirement of the hobby goal", "en", "goal.hobby"),
    ("LOOP: ¿qué necesito para lograr el objetivo CURIOSIDAD?", "es", "goal.curiosity"),
])
def test_the_named_things_own_entry_states_what_it_needs(question, lang, entry):
    result = search(question, lang=lang)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("loop", entry)


def _entry(title: str, text: str) -> corpus.Entry:
    return corpus.Entry(game="loop", id="x", section="", page=None, title=title, text=text, aliases=(), note=None,
                        lang="en")


def test_an_entry_whose_head_names_no_topic_asked_leaves_the_word_a_topic():
    evidence = (("hobby", True, True), ("requirement", True, False))
    judged = (False, ("requirement",))
    never = lambda read: (True, ())  # noqa: E731 (judged again only when the reading holds)
    general = _entry("Achieving a GOAL: reveal it at the end of your turn", "Reveal your GOAL when you meet it.")
    assert condition_answers([], "en", evidence, general, never, judged)[:2] == judged
    own = _entry("HOBBY: 2 kept ACTIVITY share the same name", "HOBBY: 2 of the ACTIVITY you keep have the same name.")
    assert condition_answers([], "en", evidence, own, never, judged)[:2] == (True, ())
    # another lacking topic than a word of needing: not this reading
    more = (("hobby", True, True), ("twice", True, False), ("requirement", True, False))
    assert condition_answers([], "en", more, own, never, (False, ("twice", "requirement")))[0] is False


def test_a_head_is_a_name_of_a_few_words():
    assert _head("AFICIÓN (HOBBY): 2 de tus Actividades", "es") == {"aficion", "hobby"}
    assert _head("When you have kept two cards of the same name and more: score", "en") == frozenset()
