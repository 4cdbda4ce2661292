"""A rule quoted in the question that hands the detail asked to the component
("the list just says 'the indicated mood track'") leaves the question
unanswered, the quoted rule shown as related reading (issue 12;
rules/deferred_passage.py).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import deferred_passage, said_silent
from referee.rules.search import search

SILENT = [
    # Coming of Age, Traits: "... on the passive space of the indicated Mood Track": the tile shows which
    ("En la lista de rasgos pone 'del registro de ánimo indicado'. Para el rasgo Jovial, ¿cuál es el registro?",
     "coming-of-age", "trait.mood-passive", "registro"),
    ("the Popular trait: the rulebook only says 'the indicated mood track'. which track is that, the lonely one?",
     "coming-of-age", "trait.mood-passive", "track"),
]


@pytest.mark.parametrize(("question", "game", "first", "word"), SILENT)
def test_a_quoted_rule_that_defers_to_the_component_is_not_answered(question, game, first, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True
    assert result.hits[0].id == first  # the rule the player quoted, shown as related reading
    assert result.missing == (word,)


@pytest.mark.parametrize(("question", "game", "first", "word"), SILENT)
def test_without_the_reading_the_quoted_rule_answers(question, game, first, word, monkeypatch):
    monkeypatch.setattr(deferred_passage, "deferred_detail", lambda typed, lang, number, lang_index: "")
    # ("the rulebook ONLY SAYS '...'" also tells the rulebook silent past the quote, read later by
    # rules/said_silent.py `_told_only` (round quotethree): without both readings the quoted rule answers)
    monkeypatch.setattr(said_silent, "_told_only", lambda query, said, lang: "")
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == first


@pytest.mark.parametrize(("question", "game", "first"), [
    # what the quoted passage means is the rule's reading, which it gives
    ('What does "you gain the bonus indicated for each step" mean once my counter is at the end of the track?',
     "coming-of-age", None),
    # the mood passive asked without quoting the rule: the rule of the mood passive answers
    ("what does the passive space of a mood track do?", "coming-of-age", "experience.passive-spaces"),
    ("¿Qué pasa cuando mi contador llega a la casilla pasiva de un registro de ánimo?", "coming-of-age", None),
])
def test_a_question_that_quotes_no_deferring_word_still_answers(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    if first:
        assert result.hits[0].id == first
