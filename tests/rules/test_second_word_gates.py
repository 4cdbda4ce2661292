"""Second-word gates of the shared phrase look-ups must answer as the plain
way does (issue 13's speed round `askgates`): a phrase of two words or more
is held only where its first two words stand together, so

- `phrase_at` (and `phrase_positions`, which every reading of a phrase list
  goes through) reads a run longer than one word only where the word that
  opens a phrase is followed by the second word of one (`_Reach.pairs`,
  kept by `first_word_reach` with the phrases it was read from), and picks
  out the places whose word opens a phrase in C;
- `_people_told` ("me and my wife", "the three of us") tries the patterns
  of a place only when the next word is the second word of one of them
  (or a number of people, or a pattern is one word long).

Each is checked against the code it replaced (kept here as it was), on
random words drawn from the phrases themselves and on a fixed sample of the
benchmark questions, in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import given, settings, strategies as st

from referee.rules.normalize import (NUMBER_WORDS, PLAYERS_DOING, _people_count, _people_told, _Reach,
                                     _two_of_us_table, first_word_reach, phrase_at, phrase_positions, question_form,
                                     words)

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "es")


def _plain_phrase_at(folded: list[str], at: int, phrases, reach: dict[str, int], shortest: int = 1) -> int:
    """`phrase_at` as it was: every length from the reach down tried."""
    for length in range(min(reach.get(folded[at], 0), len(folded) - at), shortest - 1, -1):
        if tuple(folded[at:at + length]) in phrases:
            return length
    return 0


def _plain_phrase_positions(folded: list[str], phrases, reach: dict[str, int], shortest: int = 1) -> set[int]:
    """`phrase_positions` as it was: the places picked out word by word, each read with `_plain_phrase_at`."""
    found: set[int] = set()
    opening = range(len(folded)) if shortest < 1 else [at for at, word in enumerate(folded) if word in reach]
    free = 0
    for position in opening:
        if position < free:
            continue
        length = _plain_phrase_at(folded, position, phrases, reach, shortest)
        if length:
            found.update(range(position, position + length))
            free = position + length
    return found


def _plain_people_told(folded: list[str], lang: str):
    """`_people_told` as it was before this round: every pattern of a place whose word opens one tried."""
    by_first = _two_of_us_table(lang)
    if not by_first:
        return
    numbers = NUMBER_WORDS.get(lang, {})
    counted = "#" in by_first and not (numbers.keys().isdisjoint(folded) and not any(map(str.isdigit, folded))) \
        and any(_people_count(word, lang) for word in folded if word in numbers or word.isdigit())
    if not counted and by_first.keys().isdisjoint(folded):
        return
    doing = PLAYERS_DOING.get(lang, frozenset())
    places = [i for i, word in enumerate(folded) if word in by_first or (counted and (word in numbers or word.isdigit()))]
    end = 0
    for i in places:
        if i < end:
            continue
        count = _people_count(folded[i], lang) if counted else None
        for pattern in by_first.get(folded[i], ()) + (by_first.get("#", ()) if count else ()):
            part = folded[i : i + len(pattern)]
            if len(part) == len(pattern) and all(
                    want == word or (want == "#" and _people_count(word, lang)) for want, word in zip(pattern, part)):
                number = next((_people_count(word, lang) for want, word in zip(pattern, part) if want == "#"), "2")
                after = folded[i + len(pattern)] if i + len(pattern) < len(folded) else ""
                yield i, len(pattern), number, after in doing
                end = i + len(pattern)
                break


def _phrase_tables(lang: str) -> list[frozenset[tuple[str, ...]]]:
    """The folded phrases of each `[question_form]` field of `lang` that lists text, with a phrase of two
    words or more (the tables the readings look phrases up in)."""
    tables = []
    for field, value in sorted(question_form(lang).items()):
        if isinstance(value, list) and value and all(isinstance(item, str) for item in value):
            phrases = frozenset(tuple(words(phrase)) for phrase in value) - {()}
            if any(len(phrase) > 1 for phrase in phrases):
                tables.append(phrases)
    return tables


TABLES = {lang: _phrase_tables(lang) for lang in LANGS}
# (words drawn from the phrases themselves, so that runs often open a phrase and often miss its second word)
PHRASE_WORDS = {lang: sorted({word for table in TABLES[lang] for phrase in table for word in phrase}) for lang in LANGS}


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(LANGS), st.data())
def test_phrase_positions_find_what_the_plain_scan_finds(lang, data):
    phrases = data.draw(st.sampled_from(TABLES[lang]))
    pool = sorted({word for phrase in phrases for word in phrase}) + ["the", "de", "card", "x"]
    folded = data.draw(st.lists(st.sampled_from(pool), max_size=16))
    shortest = data.draw(st.sampled_from([0, 1, 2]))
    reach = first_word_reach(phrases)
    assert phrase_positions(folded, phrases, reach, shortest) == _plain_phrase_positions(folded, phrases, reach, shortest)
    for at in range(len(folded)):
        assert phrase_at(folded, at, phrases, reach, shortest) == _plain_phrase_at(folded, at, phrases, reach, shortest)


def test_every_phrase_is_found_where_written():
    """Each phrase of every table, alone and between other words, is found whole (its pair is kept)."""
    for lang in LANGS:
        for phrases in TABLES[lang]:
            reach = first_word_reach(phrases)
            for phrase in phrases:
                folded = ["x", *phrase, "x"]
                assert phrase_at(folded, 1, phrases, reach) == _plain_phrase_at(folded, 1, phrases, reach) >= len(phrase)


def test_a_reach_of_other_phrases_is_read_the_plain_way():
    """The pairs are read only with the very phrases the reach was made from: a reach handed with another
    table (a subset, a dict of them) finds what the plain look-up finds."""
    phrases = frozenset({("the", "cards"), ("the", "two", "of", "us"), ("play",)})
    reach = first_word_reach({("the", "dice"), ("the", "two", "of", "us"), ("play",)})
    folded = words("the cards and the two of us play")
    assert isinstance(reach, _Reach) and reach == {"the": 4, "play": 1}
    assert phrase_positions(folded, phrases, reach) == _plain_phrase_positions(folded, phrases, reach) == {0, 1, 3, 4, 5, 6, 7}
    as_dict = {phrase: "?x" for phrase in phrases}
    assert phrase_positions(folded, as_dict, reach) == _plain_phrase_positions(folded, as_dict, reach)
    assert phrase_positions(folded, phrases, dict(reach)) == _plain_phrase_positions(folded, phrases, dict(reach))


PEOPLE_WORDS = {lang: sorted({word for patterns in _two_of_us_table(lang).values() for pattern in patterns
                              for word in pattern if word != "#"} | set(NUMBER_WORDS[lang])
                             | {"0", "1", "2", "3", "7", "card", "turn"} | PLAYERS_DOING.get(lang, frozenset()))
                for lang in LANGS}


@settings(max_examples=600, deadline=None)
@given(st.sampled_from(LANGS), st.data())
def test_people_told_finds_what_every_pattern_tried_finds(lang, data):
    folded = data.draw(st.lists(st.sampled_from(PEOPLE_WORDS[lang]), max_size=12))
    assert list(_people_told(folded, lang)) == list(_plain_people_told(folded, lang))


def test_every_people_pattern_is_found_where_written():
    for lang in LANGS:
        for patterns in _two_of_us_table(lang).values():
            for pattern in patterns:
                folded = ["x", *("3" if word == "#" else word for word in pattern), "x"]
                found = list(_people_told(folded, lang))
                assert found and found == list(_plain_people_told(folded, lang))


def test_benchmark_questions_read_as_before():
    """A fixed sample of the benchmark questions (every set), with every phrase table of their language."""
    sys.path.insert(0, str(ROOT / "benchmarks" / "ask"))
    sys.path.insert(0, str(ROOT / "tests"))
    from run import load_questions
    from support.benchmark_sample import spread

    folders = sorted(path for path in (ROOT / "benchmarks" / "ask").iterdir() if path.is_dir())
    questions = spread([question for folder in folders for question in load_questions(folder)], 600)
    for question in questions:
        lang = question.get("lang", "en")
        folded = words(question["q"])
        assert list(_people_told(folded, lang)) == list(_plain_people_told(folded, lang))
        for phrases in TABLES.get(lang, ()):
            reach = first_word_reach(phrases)
            assert phrase_positions(folded, phrases, reach) == _plain_phrase_positions(folded, phrases, reach)
