"""The readings dispatched by the question's words (rules/triggers.py) must
answer as their own code does: a reading the dispatch passes over, for a
question that holds none of its trigger words, must be one that gives its
`absent` value on that question. Checked on benchmark questions of every
set (both languages, each reading read ungated wherever its gate passes it
over) and on random mixes of the words of every phrase table of the lexicon
with punctuation between them, gated against ungated whatever the gate
says."""

from __future__ import annotations

import inspect

import pytest
from hypothesis import given, settings, strategies as st
from support.benchmark_sample import benchmark_questions

import referee.rules.search  # noqa: F401  (imports every reading of the search, so that each gated one is listed)
from referee.rules import triggers
from referee.rules.normalize import lexicon, stopwords, words

LANGS = ("en", "es")

QUESTION_BUDGET = 6000  # (every set, evenly: `benchmarks/ask/same_results.py` checks every result of every set)


def _reads_words(gated) -> bool:
    """Whether a gated reading is handed the question's folded words (else its text)."""
    first = next(iter(inspect.signature(gated.reading).parameters))
    return first in ("folded", "said")


def _call(reading, gated, text: str, lang: str):
    said = words(text) if _reads_words(gated) else text
    extra = (True,) * (len(inspect.signature(gated.reading).parameters) - 2)  # (asks_moment: asked when)
    return reading(said, lang, *extra)


def test_every_reading_is_gated_on_words_of_its_own_lexicon():
    assert len(triggers.GATED) >= 12
    for gated in triggers.GATED:
        for lang in LANGS:
            found = gated.trigger_words(lang)
            assert found is None or found, (gated.__qualname__, lang)  # (an empty table would pass every question over)


QUESTIONS = benchmark_questions(QUESTION_BUDGET)


@pytest.mark.parametrize("gated", triggers.GATED, ids=lambda gated: f"{gated.__module__}.{gated.__name__}")
def test_a_reading_passed_over_gives_nothing_on_benchmark_questions(gated):
    for lang in LANGS:
        passed_over = 0
        for text in QUESTIONS:
            got = _call(gated, gated, text, lang)
            triggers_of = gated.trigger_words(lang)
            if triggers_of is not None and triggers_of.isdisjoint(words(text)):
                passed_over += 1
                assert got == gated.absent
                assert _call(gated.reading, gated, text, lang) == gated.absent, (text, lang)
            else:
                assert got == _call(gated.reading, gated, text, lang), (text, lang)
        assert passed_over > len(QUESTIONS) // 3  # (most questions hold none of a reading's words)


def _strings(value) -> list[list[str]]:
    """The lists of texts in a lexicon value, however deep (a table, a list of phrases, a list of pairs)."""
    if isinstance(value, dict):
        return [found for inner in value.values() for found in _strings(inner)]
    if isinstance(value, list):
        if all(isinstance(item, str) for item in value):
            return [[item] for item in value] + ([value] if len(value) == 2 else [])
        return [found for item in value for found in _strings(item)]
    return [[value]] if isinstance(value, str) else []


def _lexicon_words(lang: str) -> list[str]:
    """Every folded word of every phrase or pair of every table of `lang`'s lexicon, every such phrase whole (a
    pair with a word between), and the stopwords of `lang`."""
    found: set[str] = set(stopwords(lang))
    for parts in _strings(lexicon(lang)):
        for part in parts:
            found.update(words(part))
        found.add(" the ".join(parts))
    return sorted(found)


WORDS = {lang: _lexicon_words(lang) for lang in LANGS}
MARKS = ["", "", "", ",", "?", ".", "¿", "!", " 2", " 0", " 3", "'t", "'s", "-"]


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(LANGS), st.data())
def test_random_mixes_of_lexicon_words_read_alike_gated_and_not(lang, data):
    picked = data.draw(st.lists(st.tuples(st.sampled_from(WORDS[lang]), st.sampled_from(MARKS)), min_size=1, max_size=14))
    text = " ".join(word + mark for word, mark in picked)
    for gated in triggers.GATED:
        assert _call(gated, gated, text, lang) == _call(gated.reading, gated, text, lang), (gated.__name__, text)


def test_a_part_of_a_text_holds_no_word_the_whole_does_not():
    """The readings that read the first ask or one sentence (up to a "?", a "."): their words are among the
    question's, so the question's words gate them."""
    for text in QUESTIONS[:2000]:
        whole = set(words(text))
        for mark in "?.!:;":
            for part in text.split(mark):
                assert set(words(part)) <= whole, (text, part)
