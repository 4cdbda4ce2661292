"""Which colour a thing is, asked outright, is left unanswered when no near rule names a colour: the table sees it on
the component (issue 12; rules/colour_asked.py).

A near rule that names a colour ("take the Grown Up marker (the beige arrow)") answers, and a colour told rather
than asked ("three tokens of the same colour") is no such question. The questions are written for this test, not
taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import colour_asked
from referee.rules.search import search

SILENT = [
    # CV, Card Types: the rulebook says what Knowledge and Relationship cards show and give, never their colour
    # (only that some cards have "titles with 2 different colors")
    ("What colour are the Knowledge cards in CV?", "cv", "colour"),
    ("¿De qué color son las cartas de Relación en CV?", "cv", "color"),
    # Coming of Age, Traits: Optimistic / Unmoved / Pessimistic asks for an unused Memory Token "of the indicated
    # type", no colour named
    ("Which colour of Memory Token counts for the Optimistic trait?", "coming-of-age", "colour"),
]


@pytest.mark.parametrize(("question", "game", "word"), SILENT)
def test_a_colour_no_rule_names_is_not_answered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


@pytest.mark.parametrize(("question", "game", "word"), SILENT)
def test_without_the_reading_a_rule_answers(question, game, word, monkeypatch):
    monkeypatch.setattr(colour_asked, "unstated_colour", lambda query, near, lang_index: "")
    assert search(question, game=game).answered is True


@pytest.mark.parametrize(("question", "lang", "game"), [
    # Adulthood, The Center Board > Scoring Board: "take the Grown Up marker (the beige arrow)": the rule names it
    ("What colour is the Grown Up marker in Adulthood?", "en", "adulthood"),
])
def test_a_colour_a_near_rule_names_is_answered(question, lang, game):
    assert search(question, game=game).answered is True


def test_a_colour_told_is_not_asked():
    # "of the same colour" tells what the tokens share: no opener right before the word of colour
    from referee.rules.index import get_index
    lang_index = get_index().langs["en"]
    assert colour_asked.unstated_colour("I spent three Motivation Tokens of the same colour, how many VEP?", [],
                                        lang_index) == ""
