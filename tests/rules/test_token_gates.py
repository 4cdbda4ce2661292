"""The readings that cut a question into tokens of their own (rules/requests.py `as_asked`,
rules/boxed_origin.py `without_origin`, rules/described_looks.py `as_named`) are passed over when the
question holds no key word of their phrases (`triggers.may_hold_tokens`): each must answer as it does
ungated. Checked on the property the gate rests on (a word of the tokens folded one by one is a word of
`words(text)`, or the text is one the gate lets through), on benchmark questions of every set in both
languages, and on random mixes of the readings' words with the marks and characters that fold apart."""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given, settings, strategies as st
from support.benchmark_sample import benchmark_questions

from referee.rules import boxed_origin, described_looks, requests, triggers
from referee.rules.normalize import fold, question_form_phrases

LANGS = ("en", "es")
QUESTION_BUDGET = 4000

_PLAIN = re.compile(r"[^\W_]+")  # (boxed_origin's and described_looks' tokens)
_INNER = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")  # (requests' tokens)


def _token_words(text: str) -> set[str]:
    """Every word a reading of either kind of tokens folds out of `text`."""
    found = {fold(token) for token in _PLAIN.findall(text)}
    found |= {part for token in _PLAIN.findall(text) + _INNER.findall(text) for part in fold(token).split()}
    return found


QUESTIONS = benchmark_questions(QUESTION_BUDGET)

GATES = {  # reading -> (its module, the keys it is gated on in a language, a call of it)
    "as_asked": (requests, requests._frame_keys, lambda text, lang: requests.as_asked(text, lang)),
    "without_origin": (boxed_origin, boxed_origin._clause_keys, lambda text, lang: boxed_origin.without_origin(text, lang)),
    "as_named": (described_looks, described_looks._keys, lambda text, lang: described_looks.as_named(text, lang)),
}


def _ungated(module, monkeypatch):
    monkeypatch.setattr(module, "may_hold_tokens", lambda text, keys: True)


def _lexicon_words(lang: str) -> list[str]:
    said = {word for phrase in question_form_phrases(lang, "request_frames") for word in phrase}
    said |= {word for clause in boxed_origin._clauses(lang) for word in clause}
    said |= {word for look in described_looks.looks(lang) for step in look.steps for word in step}
    return sorted(said)


def test_every_gate_has_keys_and_they_are_words_of_each_phrase():
    for lang in LANGS:
        frames = requests._frame_keys(lang)
        assert frames and all(not frames.isdisjoint(phrase) for phrase in question_form_phrases(lang, "request_frames"))
        clauses = boxed_origin._clause_keys(lang)
        assert clauses and all(not clauses.isdisjoint(clause) for clause in boxed_origin._clauses(lang))
        looks = described_looks._keys(lang)
        assert looks and all(any(step <= looks for step in look.steps) for look in described_looks.looks(lang))


@pytest.mark.parametrize("name", sorted(GATES))
def test_a_reading_passed_over_gives_the_text_back_on_benchmark_questions(name, monkeypatch):
    module, keys_of, call = GATES[name]
    gated = {(text, lang): call(text, lang) for lang in LANGS for text in QUESTIONS}
    passed_over = sum(not triggers.may_hold_tokens(text, keys_of(lang)) for text in QUESTIONS for lang in LANGS)
    assert passed_over > len(QUESTIONS)  # (most questions hold no key, in either language)
    _ungated(module, monkeypatch)
    for (text, lang), got in gated.items():
        assert got == call(text, lang), (text, lang)


_ODD = ["-", "re-", "non-", "non ", "_", "'", "’", "n't", "'s", "'d", "\u0301", "™", "¿", "¡", "é", "ñ", ",", ".",
        "?", " ", "  ", "(", ")", "İ", "ﬁ", "ｔ", "²"]


def _mixes(lang: str):
    pieces = st.sampled_from(_lexicon_words(lang) + [word.upper() for word in _lexicon_words(lang)[:20]] + _ODD
                             + ["the", "i", "can", "me", "que", "la", "en", "that", "comes", "box", "caja"])
    return st.lists(pieces, min_size=1, max_size=14).map(lambda parts: "".join(
        part if part in _ODD else f" {part}" for part in parts))


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_the_gate_lets_through_every_text_whose_tokens_hold_a_key(data):
    lang = data.draw(st.sampled_from(LANGS))
    text = data.draw(_mixes(lang))
    for _, keys_of, _ in GATES.values():
        keys = keys_of(lang)
        if not keys.isdisjoint(_token_words(text)):
            assert triggers.may_hold_tokens(text, keys), text


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_gated_and_ungated_agree_on_random_mixes(data):
    lang = data.draw(st.sampled_from(LANGS))
    text = data.draw(_mixes(lang))
    for module, _, call in GATES.values():
        gated = call(text, lang)
        with pytest.MonkeyPatch.context() as patch:
            _ungated(module, patch)
            assert gated == call(text, lang), text


@given(st.lists(st.sampled_from(list("abcdeinorstw '’-_") + ["\u0301", "™", "é", "n't", "re-", "tell", "box", "need",
                                                                "cannot", "non", "\u00a8", "\u00b4", "ª"]),
                max_size=20).map("".join))
@example("you needn't")  # ("needn" alone, "need not" whole)
@example("re-tell")  # ("tell" alone, "retell" whole)
@example("tell™ me")  # ("tell" alone, "telltm" whole)
@example("the box\u0301")  # (a combining accent: "box" alone, "box" whole too)
@settings(max_examples=500, deadline=None)
def test_may_hold_tokens_on_any_text(text):
    keys = triggers.checked_keys({"tell", "box", "needn", "rew", "cannot"})
    if not keys.isdisjoint(_token_words(text)):
        assert triggers.may_hold_tokens(text, keys), text
