"""The phrase lists' look-ups (rules/phrase_lists.py `says_listed`, `listed_positions`) pass over folded words
that hold no key word of the field's phrases (one word of each): they must find what the plain scan of every
place finds. Checked for every `question_form` field of both languages on benchmark questions of every set
and on random mixes of the field's words, and that each phrase holds a key."""

from __future__ import annotations


from hypothesis import given, settings, strategies as st
from support.benchmark_sample import benchmark_questions

from referee.rules import phrase_lists
from referee.rules.normalize import first_word_reach, phrase_positions, question_form, words

LANGS = ("en", "es")
QUESTION_BUDGET = 1500


def _fields(lang: str) -> list[str]:
    """The fields of phrases (lists of strings) of `question_form` in `lang`."""
    return sorted(field for field, value in question_form(lang).items()
                  if isinstance(value, list) and value and all(isinstance(item, str) for item in value))


def _plain(folded: list[str], lang: str, field: str) -> set[int]:
    phrases, reach = phrase_lists._phrases(lang, field)
    return phrase_positions(folded, phrases, reach)


def _benchmark_questions() -> list[list[str]]:
    return [words(text) for text in benchmark_questions(QUESTION_BUDGET)]


def test_every_phrase_holds_a_key():
    for lang in LANGS:
        for field in _fields(lang):
            phrases, _, keys = phrase_lists._gated(lang, field)
            assert all(not keys.isdisjoint(phrase) for phrase in phrases if phrase), (lang, field)


def test_gated_look_ups_find_what_the_plain_scan_finds_on_benchmark_questions():
    questions = _benchmark_questions()
    passed_over = 0
    for lang in LANGS:
        for field in _fields(lang):
            keys = phrase_lists._gated(lang, field)[2]
            for folded in questions:
                plain = _plain(folded, lang, field)
                assert phrase_lists.listed_positions(folded, lang, field) == plain, (lang, field, folded)
                assert phrase_lists.says_listed(folded, lang, field) == bool(plain), (lang, field, folded)
                passed_over += keys.isdisjoint(folded)
    assert passed_over > len(questions)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_gated_look_ups_find_what_the_plain_scan_finds_on_random_mixes(data):
    lang = data.draw(st.sampled_from(LANGS))
    field = data.draw(st.sampled_from(_fields(lang)))
    vocabulary = sorted({word for phrase in phrase_lists._phrases(lang, field)[0] for word in phrase}
                        | {"the", "a", "que", "la", "can", "what", "x"})
    folded = data.draw(st.lists(st.sampled_from(vocabulary), max_size=12))
    plain = _plain(folded, lang, field)
    assert phrase_lists.listed_positions(folded, lang, field) == plain
    assert phrase_lists.says_listed(folded, lang, field) == bool(plain)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_phrase_positions_passes_over_only_words_that_hold_no_phrase(data):
    """`first_word_reach` keeps a word of each phrase; `phrase_positions` handed that reach with the very
    phrases it was made of passes over words without one of them: the same places as with a plain reach."""
    lang = data.draw(st.sampled_from(LANGS))
    field = data.draw(st.sampled_from(_fields(lang)))
    phrases = frozenset(tuple(words(phrase)) for phrase in question_form(lang)[field])
    reach = first_word_reach(phrases)
    vocabulary = sorted({word for phrase in phrases for word in phrase} | {"the", "a", "que", "la", "x"})
    folded = data.draw(st.lists(st.sampled_from(vocabulary), max_size=12))
    shortest = data.draw(st.sampled_from((0, 1, 2)))
    assert phrase_positions(folded, phrases, reach, shortest) == phrase_positions(folded, phrases, dict(reach), shortest)
    assert all(not reach.held.isdisjoint(phrase) for phrase in phrases if phrase)


def test_phrase_positions_on_benchmark_questions_with_every_reach():
    questions = _benchmark_questions()
    for lang in LANGS:
        for field in _fields(lang):
            phrases = frozenset(tuple(words(phrase)) for phrase in question_form(lang)[field])
            reach = first_word_reach(phrases)
            plain = dict(reach)
            for folded in questions:
                assert phrase_positions(folded, phrases, reach) == phrase_positions(folded, phrases, plain)
