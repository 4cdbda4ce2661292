"""The rulebook called "the book" is the source of the question, never a topic (issue 12; rules/rulebook_named.py).

"what does the Mall Walkers action do in the book example?": the
example's entry answers, though no entry says "book"; LOOP's BOOK
PROPERTY and a list of its icons keep the word. Questions written for this
test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.rulebook_named import rulebook_positions
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang", "entry"), [
    ("what does the Mall Walkers action do in the book example?", "en", "actions.mall-walkers-example"),
    ("según el ejemplo del libro, ¿qué riesgo hay en relanzar el dado de relación con 2 de mala suerte?", "es",
     "example.reroll-first"),
])
def test_the_book_named_as_the_rulebook_is_no_topic(question, lang, entry):
    result = search(question, lang=lang, limit=3)
    assert result.answered
    assert result.hits[0].id == entry


@pytest.mark.parametrize(("words", "lang", "expected"), [
    (["in", "the", "book", "example"], "en", {2}),
    (["like", "the", "booklet", "says"], "en", {2}),
    (["el", "ejemplo", "del", "libro"], "es", {3}),
    (["show", "the", "book", "property"], "en", set()),  # LOOP's BOOK PROPERTY
    (["house", "leaf", "book", "and", "heart"], "en", set()),  # a list of icons: no article
    (["me", "libro", "de", "perder", "una", "carta"], "es", set()),  # "me libro de": to get out of
    (["un", "libro", "o", "un", "birrete"], "es", set()),  # a picture of a book: no definite article
])
def test_only_a_short_name_after_a_definite_article_names_the_rulebook(words, lang, expected):
    assert rulebook_positions(words, lang) == expected
