"""Gates of readings that scanned every question themselves (issue 13's speed round `gatetwo`, 2026-12-07
from 11:00 UTC) must answer as the code they replaced (kept here) does:

* `normalize.form_positions` (the doubts, cheating and fairness asked, slips told, idle phrases) compares at
  each place only the phrases its word opens, and none where no key word of the form's phrases stands;
* `player_names.name_marks` reads a text in its sentences only when a capitalised chunk may be a name
  (`_may_mark`: no word of a game's name, no glossary term but before a verb of saying or a deed);
* `search._game_term` keeps its answer per index;
* `purpose.purpose_positions` cuts a question into clauses only when one of them may open with an opener;
* `view_stated.stated_view_words` tells a question with no opening word of a visibility by two set look-ups;
* `one_past.ordinal_past` and `plan_scenes.plan_marks` are dispatched by their phrases (rules/triggers.py;
  checked on every benchmark question and on random mixes by tests/rules/test_triggers.py): a part of a text
  cut at a comma, "¿" or "¡" holds no word the whole does not.

Each on benchmark questions of every set in both languages and on random mixes of the words they look for."""

from __future__ import annotations

import re

from hypothesis import given, settings, strategies as st
from support.benchmark_sample import benchmark_questions

from referee.rules import player_names, purpose, search as searching, view_stated
from referee.rules.index import get_index
from referee.rules.normalize import (form_positions, question_form, question_form_openers, question_form_phrases,
                                     question_form_set, words)
from referee.rules.unstated_specifics import find_phrase, phrases_held

LANGS = ("en", "es")
QUESTION_BUDGET = 3000


QUESTIONS = benchmark_questions(QUESTION_BUDGET)


def _fields(lang: str) -> list[str]:
    """The fields of phrases (lists of strings) of `question_form` in `lang`."""
    return sorted(field for field, value in question_form(lang).items()
                  if isinstance(value, list) and value and all(isinstance(item, str) for item in value))


# ---------------------------------------------------------------- form_positions

def _plain_form_positions(folded: list[str], lang: str, form: str) -> set[int]:
    """`form_positions` as it was: every phrase compared at every place an opener stands."""
    openers = question_form_openers(lang, form)
    found: set[int] = set()
    if openers.isdisjoint(folded):
        return found
    phrases = question_form_phrases(lang, form)
    for start, word in enumerate(folded):
        if word in openers:
            for phrase in phrases:
                if tuple(folded[start:start + len(phrase)]) == phrase:
                    found.update(range(start, start + len(phrase)))
    return found


def test_form_positions_finds_what_the_plain_scan_finds_on_benchmark_questions():
    folded_questions = [words(text) for text in QUESTIONS[:1500]]
    for lang in LANGS:
        for field in _fields(lang):
            for folded in folded_questions:
                assert form_positions(folded, lang, field) == _plain_form_positions(folded, lang, field), (lang, field)


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_form_positions_finds_what_the_plain_scan_finds_on_random_mixes(data):
    lang = data.draw(st.sampled_from(LANGS))
    field = data.draw(st.sampled_from(_fields(lang)))
    vocabulary = sorted({word for phrase in question_form_phrases(lang, field) for word in phrase}
                        | {"the", "a", "que", "la", "is", "it", "x"})
    folded = data.draw(st.lists(st.sampled_from(vocabulary), max_size=12))
    assert form_positions(folded, lang, field) == _plain_form_positions(folded, lang, field)


# ---------------------------------------------------------------- name_marks

def _name_marks_both_ways(text: str, lang: str, monkeypatch) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """`search._player_names` of `text` as it is, and with `name_marks` reading every text that has a chunk
    that may name (the gate it had)."""
    index = get_index()
    gated = searching._player_names(text, lang, index)
    with monkeypatch.context() as patched:
        patched.setattr(player_names, "_may_mark", lambda chunks, stop, *_: any(
            player_names._may_name(chunk, stop) for chunk in chunks))
        plain = searching._player_names(text, lang, index)
    return gated, plain


def test_name_marks_gated_marks_what_it_marked_on_benchmark_questions(monkeypatch):
    index = get_index()
    passed_over = marked = 0
    for text in QUESTIONS:
        for lang in LANGS:
            gated, plain = _name_marks_both_ways(text, lang, monkeypatch)
            assert gated == plain, (text, lang)
            marked += bool(plain)
            chunks = player_names._CHUNK.findall(text)
            stop = player_names._every_stopword()
            passed_over += any(player_names._may_name(chunk, stop) for chunk in chunks) and not player_names._may_mark(
                chunks, stop, searching._game_name_words(index), lambda word: searching._game_term(word, lang, index),
                player_names._context(lang)[2], player_names._deeds(lang))
    assert marked > 50 and passed_over > len(QUESTIONS) // 2  # (most texts with a capital: a game's name or term)


_NAME_WORDS = ["Max", "Rob", "Ana", "Recuerdo", "Career", "Loop", "Adulthood", "CV", "Coming", "Age", "Nico",
               "Abogado", "Partner", "says", "dice", "used", "took", "eligió", "usó", "the", "my", "la", "de", "of",
               "card", "carta", "trait", "and", "played", "Flying", "Trait", "Box", "EL", "Juan", "can", "I", "we"]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(LANGS), st.lists(st.tuples(st.sampled_from(_NAME_WORDS),
                                                  st.sampled_from(["", "", "", ",", "?", ".", "¿", "'s", ":"])),
                                        min_size=1, max_size=10))
def test_name_marks_gated_marks_what_it_marked_on_random_mixes(lang, picked):
    text = " ".join(word + mark for word, mark in picked)
    index = get_index()
    gated = searching._player_names(text, lang, index)
    kept = player_names._may_mark
    player_names._may_mark = lambda chunks, stop, *_: any(player_names._may_name(chunk, stop) for chunk in chunks)
    try:
        plain = searching._player_names(text, lang, index)
    finally:
        player_names._may_mark = kept
    assert gated == plain, text


def test_a_game_term_is_kept_per_index_and_answers_as_read_anew():
    index = get_index()
    for lang in LANGS:
        for word in ("rob", "abogado", "max", "recuerdo", "unhappiness", "career", "nico", "loop"):
            first = searching._game_term(word, lang, index)
            assert searching._game_terms_told(index)[word, lang] is first
            searching._game_terms_told(index).clear()
            assert searching._game_term(word, lang, index) is first


# ---------------------------------------------------------------- purpose_positions, stated_view_words

_CLAUSE = re.compile(r"[^,;:.!?¿¡]+")


def _plain_purpose_positions(text: str, lang: str) -> set[int]:
    """`purpose_positions` as it was: every question with a tail cut into clauses."""
    phrases, reach, tails, openers, scopes = purpose._frames(lang)
    subjects = question_form_set(lang, "purpose_subjects")
    folded = words(text)
    if reach.keys().isdisjoint(folded) and tails.isdisjoint(folded):
        return set()
    found = purpose.phrase_positions(folded, phrases, reach)
    if tails and not tails.isdisjoint(folded):
        told = 0
        for match in _CLAUSE.finditer(text):
            clause = words(match.group())
            end = purpose._tail_end(clause, tails, scopes, openers)
            if end is not None and clause[0] in openers:
                found.add(told + end)
            elif told and len(clause) == 2 and clause[0] in openers and clause[1] in tails:
                found.add(told + 1)
            elif len(clause) > 3 and clause[0] in openers and clause[1] in tails and clause[2] in subjects \
                    and purpose._typed_word(match.group(), 2) in subjects:
                found.add(told + 1)
            told += len(clause)
        if told != len(folded):
            found = purpose.phrase_positions(folded, phrases, reach)
    return found


def _plain_stated_view_words(folded: list[str], places: list[int], lang: str, intents: tuple[str, ...]) -> list[bool]:
    """`stated_view_words` as it was: every phrase's first word looked up."""
    if "?may" in intents:
        return []
    told = question_form_phrases(lang, "seen_hidden") + question_form_phrases(lang, "seen_open")
    present = set(folded)
    if not any(phrase[0] in present for phrase in told if phrase):
        return []
    verbs = question_form_set(lang, "stated_view_verbs")
    marked = set()
    stated = list(phrases_held(folded, told))
    if len(stated) == 1:
        start = find_phrase(folded, stated[0], 0)
        while start >= 0:
            marked.update(range(start, start + len(stated[0])))
            start = find_phrase(folded, stated[0], start + 1)
    purpose_at = next((find_phrase(folded, phrase, 0) for phrase in question_form_phrases(lang, "seen_purpose")
                       if find_phrase(folded, phrase, 0) >= 0), len(folded))
    marked.update(position for position, word in enumerate(folded[:purpose_at]) if word in verbs)
    if not marked:
        return []
    return [place in marked for place in places]


def _both_read(text: str, lang: str) -> None:
    assert purpose.purpose_positions(text, lang) == _plain_purpose_positions(text, lang), (text, lang)
    folded = words(text)
    places = list(range(len(folded)))
    assert view_stated.stated_view_words(folded, places, lang, ()) == _plain_stated_view_words(folded, places, lang, ()), \
        (text, lang)


def test_purpose_and_views_read_as_before_on_benchmark_questions():
    for text in QUESTIONS:
        for lang in LANGS:
            _both_read(text, lang)


def _mix_words(lang: str) -> list[str]:
    form = question_form(lang)
    found = {word for field in ("purpose_phrases", "purpose_tails", "purpose_openers", "purpose_scopes", "purpose_subjects",
                                "seen_hidden", "seen_open", "seen_purpose", "stated_view_verbs")
             for phrase in form.get(field, ()) for word in words(phrase)}
    return sorted(found | {"the", "tokens", "la", "ficha", "x"})


MIX_WORDS = {lang: _mix_words(lang) for lang in LANGS}


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(LANGS), st.data())
def test_purpose_and_views_read_as_before_on_random_mixes(lang, data):
    picked = data.draw(st.lists(st.tuples(st.sampled_from(MIX_WORDS[lang]),
                                          st.sampled_from(["", "", "", ",", "?", ".", "¿", ";", "'s"])), min_size=1, max_size=12))
    _both_read(" ".join(word + mark for word, mark in picked), lang)


def test_a_part_cut_at_a_comma_or_an_opening_mark_holds_no_word_the_whole_does_not():
    """`plan_marks` reads a question's parts (cut at ",;:.!?¿¡"), `ordinal_past` its sentences (cut at ".?!;:¿¡"):
    their words are among the question's, so the question's words gate them (rules/triggers.py)."""
    for text in QUESTIONS:
        whole = set(words(text))
        for part in _CLAUSE.findall(text):
            assert set(words(part)) <= whole, (text, part)
