"""The key gates of the readings of a question's form must answer as the
plain way does (issue 13's speed round `speedstages`): a reading whose
phrases open with words most questions hold ("a", "the", "can") also asks,
before it compares any phrase, whether the question holds one word of each
phrase (its longest, `normalize.question_form_keys`): a phrase is held only
where all its words are. Checked here against the code each gate stands
before (kept here as it was), on random words drawn from the phrases
themselves and on every English benchmark question: a question with a key
reaches the reading, one without gets what the reading would give (nothing).
So are the cheap looks first inside three readings: the numbers of
`beyond_scale` that count what a stopword or a verb says, told before the
entry's numbers are read; the game names of `instances.
without_game_names`, looked for only where their first word stands; and a
name beside its kind (`unknown_names.names`, `alone_names`) read word by
word only from a text with a quote or a capital but its first letter and a
lone "I"."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from hypothesis import given, settings, strategies as st

from referee.rules import advice, beyond_scale, instances, plan_scenes, unknown_names, unstated_specifics
from referee.rules.index import get_index
from referee.rules.normalize import (may_hold_phrase, question_form, question_form_keys, question_form_openers,
                                     question_form_phrases, words)
from referee.rules.unstated_specifics import holds

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "es")


def _phrase_fields(lang: str) -> list[str]:
    """The `[question_form]` fields of `lang` that list phrases (text)."""
    return sorted(field for field, value in question_form(lang).items()
                  if isinstance(value, list) and value and all(isinstance(item, str) for item in value))


def _benchmark_questions() -> list[str]:
    """Every English question of the benchmark's own set (benchmarks/ask/questions)."""
    sys.path.insert(0, str(ROOT / "benchmarks" / "ask"))
    try:
        from run import load_questions
    finally:
        sys.path.remove(str(ROOT / "benchmarks" / "ask"))
    return [question["q"] for question in load_questions() if question.get("lang", "en") == "en"]


QUESTIONS = _benchmark_questions()


def _plain_phrase_asked(said: list[str], lang: str, field: str):
    """`unstated_specifics.phrase_asked` as it was: the first words looked up, then every phrase compared."""
    if question_form_openers(lang, field).isdisjoint(said):
        return None
    return next((phrase for phrase in question_form_phrases(lang, field) if holds(said, (phrase,))), None)


def _plain_asked_form(said: list[str], lang: str, topic: str):
    """`advice.asked_form` as it was: the first words looked up, then every place read."""
    by_opener, conditions = advice._asks(lang, topic)
    if by_opener.keys().isdisjoint(said):
        return None
    others = advice._other_asks(lang, topic)
    for position, word in enumerate(said):
        for phrase in by_opener.get(word, ()):
            if tuple(said[position:position + len(phrase)]) == phrase \
                    and conditions.isdisjoint(said[max(0, position - advice.CONDITION_REACH):position]) \
                    and not advice._inside(said, position, len(phrase), others):
                return phrase
    return None


def _topics(lang: str) -> list[str]:
    """The topics `advice.asked_form` reads (a field `<topic>_asked`)."""
    return sorted(field[:-len("_asked")] for field in _phrase_fields(lang) if field.endswith("_asked"))


def test_every_phrase_holds_its_key():
    for lang in LANGS:
        for field in _phrase_fields(lang):
            phrases = question_form_phrases(lang, field)
            keys = question_form_keys(lang, field)
            if not all(phrases):
                assert keys is None
                continue
            assert all(not keys.isdisjoint(phrase) for phrase in phrases), field


def test_a_held_phrase_passes_its_gate():
    for lang in LANGS:
        for field in _phrase_fields(lang):
            for phrase in question_form_phrases(lang, field):
                if phrase:
                    assert may_hold_phrase(["so", *phrase, "then"], lang, field), (field, phrase)


def _field_words(lang: str) -> list[str]:
    return sorted({word for field in _phrase_fields(lang) for phrase in question_form_phrases(lang, field)
                   for word in phrase})


WORDS = {lang: _field_words(lang) for lang in LANGS}


@st.composite
def _said(draw):
    lang = draw(st.sampled_from(LANGS))
    return lang, draw(st.lists(st.sampled_from(WORDS[lang] + ["card", "x", "3"]), max_size=14))


@settings(max_examples=400, deadline=None)
@given(_said())
def test_phrase_asked_answers_as_the_plain_way(drawn):
    lang, said = drawn
    for field in _phrase_fields(lang):
        assert unstated_specifics.phrase_asked(said, lang, field) == _plain_phrase_asked(said, lang, field), field


@settings(max_examples=400, deadline=None)
@given(_said())
def test_asked_form_answers_as_the_plain_way(drawn):
    lang, said = drawn
    for topic in _topics(lang):
        assert advice.asked_form(said, lang, topic) == _plain_asked_form(said, lang, topic), topic


def test_no_key_no_phrase_on_the_benchmark_questions():
    for question in QUESTIONS:
        said = words(question)
        for field in _phrase_fields("en"):
            if not may_hold_phrase(said, "en", field):
                assert not any(holds(said, (phrase,)) for phrase in question_form_phrases("en", field) if phrase), \
                    (question, field)
            assert unstated_specifics.phrase_asked(said, "en", field) == _plain_phrase_asked(said, "en", field)


def test_unstated_form_answers_as_the_plain_way_on_the_benchmark_questions():
    lang_index = get_index().langs["en"]
    reached = 0
    for question in QUESTIONS:
        said = words(question)
        for topic in _topics("en"):
            told = plan_scenes.plan_marks(question, "en", told=True)
            outside = [word for word, planned in zip(said, told) if not planned] if told else said
            gated = advice.unstated_form(question, [0], lang_index, topic)
            if not advice._may_hold_key(said, "en", topic):
                assert gated is None and _plain_asked_form(outside, "en", topic) is None, (question, topic)
            else:
                reached += 1
                if _plain_asked_form(outside, "en", topic) is None:
                    assert gated is None
    assert reached  # (some questions hold a key and are read)


def _plain_unstated_value(query, first, index, lang_index):
    """`beyond_scale.unstated_value` as it was: the entry's numbers read before the words before the numbers."""
    said = words(query)
    asked = [(position, int(number)) for position, number in enumerate(said) if number.isdigit() and position]
    if not asked:
        return None
    lang = lang_index.lang
    entry = lang_index.docs[first].entry
    highest = max((int(found) for found in beyond_scale._NUMBER.findall(f"{entry.title} {entry.text}")), default=-1)
    for position, number in asked:
        scale = said[position - 1]
        if number <= highest or scale.isdigit() or scale in beyond_scale.stopwords(lang) \
                or scale in beyond_scale._verbs(lang):
            continue
        if not beyond_scale.game_concepts([beyond_scale.key(scale, lang)], entry.game, index, lang)[0]:
            continue
        top = beyond_scale._top(scale, entry.game, index)
        if top is not None and highest < top < number:
            return f"{scale} {number}"
    return None


def test_beyond_scale_answers_as_the_plain_way():
    index = get_index()
    lang_index = index.langs["en"]
    numbered = [question for question in QUESTIONS if re.search(r"\d", question)]
    numbered += ["make it quality 5", "move to level 9", "pay 10 coin", "I have 3 3 cards", "reach impact 12 then"]
    firsts = range(0, lang_index.gap_start, max(1, lang_index.gap_start // 40))
    for question in numbered:
        for first in firsts:
            assert beyond_scale.unstated_value(question, first, index, lang_index) == \
                _plain_unstated_value(question, first, index, lang_index), (question, first)


def _plain_without_game_names(query, index, lang):
    """`instances.without_game_names` as it was: every place compared with every length of name."""
    names = index.game_names
    if not names:
        return query
    longest = max(len(name) for name in names)
    before = instances.question_form_set(lang, "game_named_after")
    clauses = []
    for clause in instances._CLAUSE.findall(query):
        said = words(clause)
        kept: list[str] = []
        n = 0
        while n < len(said):
            length = next((size for size in range(min(longest, len(said) - n), 0, -1)
                           if tuple(said[n:n + size]) in names), 0)
            if length:
                if kept and kept[-1] in before:
                    kept.pop()
                n += length
                continue
            kept.append(said[n])
            n += 1
        clauses.append(" ".join(kept))
    return ". ".join(clauses)


NAME_WORDS = sorted({word for name in get_index().game_names for word in name}) + ["in", "de", "en", "card", "of"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(NAME_WORDS + [",", "."]), max_size=12), st.sampled_from(LANGS))
def test_without_game_names_answers_as_the_plain_way(parts, lang):
    index = get_index()
    query = " ".join(parts)
    assert instances.without_game_names(query, index, lang) == _plain_without_game_names(query, index, lang)


def test_without_game_names_on_the_benchmark_questions():
    index = get_index()
    for question in QUESTIONS:
        assert instances.without_game_names(question, index, "en") == _plain_without_game_names(question, index, "en")



def _plain_may_hold_alone(text: str) -> bool:
    """`unknown_names.may_hold_alone` as it was: every capital after the first letter counted."""
    rest = text[1:]
    return rest != rest.lower() and sum(map(str.isupper, rest)) >= unknown_names.ALONE_WORDS


def _plain_alone_names(text: str, lang: str):
    """`unknown_names.alone_names` as it was (`_plain_may_hold_alone` its gate)."""
    kinds, _, never, _ = unknown_names.named_things_lexicon(lang)
    read = unknown_names.words_and_games(text) if kinds and _plain_may_hold_alone(text) else None
    if read is None:
        return []
    found, games = read
    return unknown_names._alone(found, kinds, games, unknown_names.stopwords(lang), never)


def _ungated_names(text: str, lang: str):
    """`unknown_names.names` without `may_name` (every text read word by word)."""
    original = unknown_names.may_name
    unknown_names.may_name = lambda text, lang: True
    try:
        return unknown_names.names(text, lang)
    finally:
        unknown_names.may_name = original


NAME_TEXT = st.lists(st.sampled_from([
    "I", "I'm", "i", "AI", "Flying", "trait", "card", "the", "a", "Space", "Travel", "CV", "LOOP", "what", "is",
    "can", "play", "\"owl\"", "'night'", "don't", "Rob's", "?", ",", ".", "la", "carta", "Viaje", "de", "ÍI", "2I",
    "I’m", "“Owl”", "«Búho»", "called", "flying", "I.", "¿I"]), max_size=10).map(" ".join)


@settings(max_examples=600, deadline=None)
@given(NAME_TEXT, st.sampled_from(LANGS))
def test_names_gate_answers_as_the_plain_way(text, lang):
    assert unknown_names.names(text, lang) == _ungated_names(text, lang)
    if not unknown_names.may_name(text, lang):
        assert _ungated_names(text, lang) == []


@settings(max_examples=600, deadline=None)
@given(NAME_TEXT, st.sampled_from(LANGS))
def test_alone_names_gate_answers_as_the_plain_way(text, lang):
    assert unknown_names.alone_names(text, lang) == _plain_alone_names(text, lang)


def test_names_on_the_benchmark_questions():
    reached = 0
    for question in QUESTIONS:
        assert unknown_names.names(question, "en") == _ungated_names(question, "en")
        assert unknown_names.alone_names(question, "en") == _plain_alone_names(question, "en")
        reached += unknown_names.may_name(question, "en")
    assert 0 < reached < len(QUESTIONS)


def test_variant_names_kept_per_index_are_the_worked_out_ones():
    from referee.rules import borrowed_modes

    index = get_index()
    for lang in index.langs:
        for game in index.langs[lang].games:
            assert borrowed_modes._variant_names(game, lang, index) == \
                tuple(borrowed_modes._names_of_variants(game, lang, index))
    assert borrowed_modes._NAMES_READ[0] is index


def test_the_key_of_a_phrase_is_no_stopword_when_it_has_another_word():
    keys = question_form_keys("en", "borrowed_like")
    assert "way" in keys and "the" not in keys
