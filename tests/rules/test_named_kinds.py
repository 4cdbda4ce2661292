"""Two named things of one kind asked together get the rule of their kind (rules/named_kinds.py).

LOOP, Competitive Mode > Event (p. 14): "If 2 or more CONTINUOUS EVENT are
triggered, only the latest one takes effect"; a CONTINUOUS EVENT "lasts ...
until another CONTINUOUS EVENT replaces it". Asked whether two continuous
events named by their cards hold together, the search kept to the two cards'
own entries, or abstained. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import named_kinds
from referee.rules.index import get_index
from referee.rules.normalize import words
from referee.rules.search import search

KIND_RULES = {"events.triggering", "events.continuous"}


@pytest.mark.parametrize(("question", "lang"), [
    ("Landfill Tax and Vulgarian both flipped after my turn, which one counts?", "en"),
    ("Landfill Tax y Vulgarian salieron juntos al acabar mi turno, ¿cuál vale?", "es"),
])
def test_two_continuous_events_named_together_get_the_rule_of_continuous_events(question, lang):
    result = search(question, lang=lang)
    assert result.answered
    assert result.hits[0].game == "loop"
    assert result.hits[0].id in KIND_RULES


def _kind_question(question: str, lang: str) -> str | None:
    index = get_index()
    lang_index = index.langs[lang]
    return named_kinds.kind_question(question, lang_index, index, lang_index.games)


def test_the_names_are_asked_as_the_kind_the_rulebook_names():
    assert _kind_question("Landfill Tax and Vulgarian both flipped, which one counts?", "en") \
        == "CONTINUOUS EVENT and CONTINUOUS EVENT both flipped, which one counts?"
    assert _kind_question("Tenemos Treat Yo Self activo y sale Bad Debt, ¿siguen los dos?", "es") \
        == "Tenemos Evento Continuo activo y sale Evento Continuo, ¿siguen los dos?"


@pytest.mark.parametrize(("question", "lang"), [
    # one continuous and one immediate: no one kind (the mode both leave out is not their kind)
    ("Hypebeast and Combustion Energy both triggered, which one first?", "en"),
    # one thing named
    ("Landfill Tax is still on, which one counts?", "en"),
    # two things, not asked together
    ("what do Landfill Tax and Vulgarian do?", "en"),
    ("¿qué hacen Landfill Tax y Vulgarian?", "es"),
])
def test_no_kind_question_without_two_things_of_one_kind_asked_together(question, lang):
    assert _kind_question(question, lang) is None


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("are both active?", "en", True),
    ("which one counts?", "en", True),
    ("¿valen las dos a la vez?", "es", True),
    ("¿sigue activo el primero?", "es", True),
    ("what does it do?", "en", False),
    ("¿qué hace?", "es", False),
])
def test_the_words_that_ask_whether_things_hold_together(question, lang, asked):
    assert named_kinds.asks_together(words(question), lang) is asked
