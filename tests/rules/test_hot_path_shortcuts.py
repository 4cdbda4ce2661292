"""A search's hot path takes shortcuts that must read what the plain way
reads (issue 13's 23rd speed round): a question's token weights kept
without `max()`, its language counted in C, the rulebook parts and an
entry's silent clauses looked for only where a phrase's first word is,
each word of a question keyed once for its stems, its player counts and the
players who do something, and a glossary's expansion telling a nested
concept from the starts of the phrases found. Each is checked against the plain way (the code
it replaced, kept here), on the benchmark questions or the rule entries'
notes, and on random input where the shortcut has edges (zero and negative
weights, NaN, a phrase of no words)."""

from __future__ import annotations

import math
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from referee.core.registry import GAME_IDS
from referee.rules import corpus, player_names, rulebook_parts, search as searching
from referee.rules.normalize import LANGUAGES, Token, key, words
from support.benchmark_sample import spread

SETS = Path(__file__).resolve().parents[2] / "benchmarks" / "ask"


def _questions() -> list[tuple[str, str]]:
    """(text, language) of every benchmark question."""
    found = []
    for path in sorted(SETS.glob("*/*.toml")):
        for question in tomllib.loads(path.read_text(encoding="utf-8")).get("questions", []):
            found.append((question["q"], question.get("lang", "en")))
    return found


QUESTIONS = _questions()


def _plain_weights(tokens: list[Token]) -> dict[str, float]:
    weights: dict[str, float] = {}
    for token in tokens:
        weights[token.text] = max(weights.get(token.text, 0.0), token.weight)
    return weights


def _same_floats(a: dict[str, float], b: dict[str, float]) -> bool:
    """The same keys in the same order, each value the same float to the bit (0.0 is not -0.0)."""
    return list(a) == list(b) and [repr(value) for value in a.values()] == [repr(value) for value in b.values()]


WEIGHTS = st.sampled_from([0.0, -0.0, 1.0, 0.5, 0.35, 1e-300, -0.2, math.inf, math.nan])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["card", "deck", "?may", "~cv:3", "card_deck"]), WEIGHTS), max_size=12))
def test_token_weights_are_the_greatest_as_max_keeps_them(pairs):
    tokens = [Token(text, weight) for text, weight in pairs]
    assert _same_floats(searching._weights(tokens), _plain_weights(tokens))


def test_token_weights_of_every_benchmark_question_in_each_game():
    index = searching.get_index()
    for text, lang in spread(QUESTIONS, 3000):
        q, _ = searching._prepare(text, lang, index)
        for game, thesaurus in index.thesauri.items():
            tokens = thesaurus.expand(q.stems, lang, known=index.langs[lang].idf.__contains__)
            assert _same_floats(searching._weights(tokens), _plain_weights(tokens)), (text, game)


def _plain_language(text: str, default: str = "en") -> str:
    lowered = text.lower()
    spanish = 2.0 * sum(1 for ch in lowered if ch in searching._ACCENTED_ES)
    english = 0.0
    folded = searching._question_words(text)
    spanish += sum(1 for word in folded if word in searching._ONLY_ES)
    english += sum(1 for word in folded if word in searching._ONLY_EN)
    if spanish == english:
        index = searching.get_index()
        es_vocab, en_vocab = index.langs["es"].vocabulary, index.langs["en"].vocabulary
        spanish += 0.5 * sum(1 for word in folded if word in es_vocab and word not in en_vocab)
        english += 0.5 * sum(1 for word in folded if word in en_vocab and word not in es_vocab)
    return "es" if spanish > english else "en" if english > spanish else default


def test_the_language_of_every_benchmark_question_is_told_as_char_by_char():
    for text, _ in QUESTIONS:
        for default in ("en", "es"):
            assert searching.detect_language(text, default) == _plain_language(text, default), text


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["¿", "ñ", "Á", "é", "ü", "¡", "the", "el", "de", "you", "cdo", "b4", "card", "carta",
                                 "dados", "dice", " ", ",", "?"]), max_size=14))
def test_the_language_of_random_text_is_told_as_char_by_char(pieces):
    text = " ".join(pieces)
    assert searching.detect_language(text) == _plain_language(text)


def _plain_parts(query: str, lang: str) -> frozenset[str]:
    folded = words(query)
    found = set()
    for part in rulebook_parts.PARTS:
        phrases, others, _ = rulebook_parts._part(part, lang)
        if any(tuple(folded[start:start + len(phrase)]) == phrase
               and not others & set(folded[start + len(phrase):start + len(phrase) + rulebook_parts.PART_REACH])
               for start in range(len(folded)) for phrase in phrases):
            found.add(part)
    return frozenset(found)


def test_the_rulebook_parts_of_every_benchmark_question_are_the_plain_scan():
    asked = 0
    for text, lang in QUESTIONS:
        assert rulebook_parts.asked_parts(text, lang) == _plain_parts(text, lang), text
        asked += bool(_plain_parts(text, lang))
    assert asked  # (some question speaks of a part: the check compares found parts too)


def test_a_part_phrase_of_no_words_is_found_anywhere(monkeypatch):
    """A phrase that folds to no word matches at every start, as the plain scan has it."""
    monkeypatch.setattr(rulebook_parts, "_part", lambda part, lang: (((), ("game", "end")), frozenset(), ()))
    rulebook_parts._first_words.cache_clear()
    try:
        assert rulebook_parts.asked_parts("who wins", "en") == _plain_parts("who wins", "en") == {"game_end"}
    finally:
        rulebook_parts._first_words.cache_clear()


def _plain_silent(note: str, lang: str, notes=None) -> tuple[tuple[str, ...], ...]:
    found = []
    for clause in searching.re.split(r"[.;:]", note):
        folded = words(clause)
        for phrase in (searching._SILENT_NOTES if notes is None else notes).get(lang, ()):
            for n in range(len(folded)):
                if tuple(folded[n : n + len(phrase)]) == phrase:
                    found.append(tuple(folded[n + len(phrase) :]))
    return tuple(found)


def test_every_entry_notes_silent_clauses_are_the_plain_scan():
    said = 0
    for lang in LANGUAGES:
        for game in GAME_IDS:
            for entry in corpus.entries(game, lang) if lang in corpus.languages(game) else ():
                if entry.note:
                    assert searching._silent_clauses(entry.note, lang) == _plain_silent(entry.note, lang), entry.id
                    said += bool(_plain_silent(entry.note, lang))
    assert said  # (some note says the rulebook is silent: found clauses are compared too)


def test_a_silent_phrase_of_no_words_is_found_at_every_word(monkeypatch):
    notes = {"en": ((), ("does", "not", "say"))}
    monkeypatch.setattr(searching, "_SILENT_NOTES", notes)
    searching._silent_clauses.cache_clear()
    try:
        note = "The rulebook does not say what happens; ask the table."
        assert searching._silent_clauses(note, "en") == _plain_silent(note, "en", notes)
    finally:
        searching._silent_clauses.cache_clear()


@pytest.mark.parametrize("name", ["_player_counts", "_some_players"])
def test_the_keys_a_question_reading_hands_on_are_its_words_keys(monkeypatch, name):
    """`_prepare` keys each word once and hands the keys on: they are the keys
    of the very words the reading is given, so it reads what keying them
    again would."""
    real = getattr(searching, name)
    calls = []

    def recording(*args):
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(searching, name, recording)
    index = searching.get_index()
    for text, lang in spread(QUESTIONS, 4000):
        searching._prepare(text, lang, index)
    assert calls
    for *args, keys in calls:
        folded, lang = args[-2], args[-1]
        assert keys == [key(word, lang) for word in folded]
        assert real(*args) == real(*args, keys)


def _plain_expand(thesaurus, stems: list[str], lang: str, known=None) -> list[Token]:
    """`Thesaurus.expand` as it was: nesting tried at every position in reach, tokens made one by one."""
    from referee.rules import normalize

    longest = thesaurus.table(lang)[1]
    matches = thesaurus.matches(stems, lang)
    covered = [False] * len(stems)
    tokens: list[Token] = []
    longest_end: dict[int, int] = {}
    for start, end, _ in matches:
        longest_end[start] = max(longest_end.get(start, start), end)
    for start, end, concepts in matches:
        nested = any(
            longest_end.get(other, -1) >= end and longest_end[other] - other > end - start
            for other in range(max(0, start - longest + 1), start + 1)
        )
        weight = normalize.NESTED_CONCEPT_WEIGHT if nested else 1.0
        if end - start == 1 and (known is None or known(stems[start])):
            weight = min(weight, normalize.SINGLE_CONCEPT_WEIGHT)
        tokens.extend(Token(concept, weight) for concept in sorted(concepts))
        if end - start > 1:
            for position in range(start, end):
                covered[position] = True
    for position, word in enumerate(stems):
        tokens.append(Token(word, normalize.PHRASE_WORD_WEIGHT if covered[position] else 1.0))
    if normalize.BIGRAM_WEIGHT:
        tokens.extend(normalize._bigrams(tuple(stems), lang))
    return tokens


def test_every_benchmark_question_expands_in_each_game_as_before():
    """A concept nested in a longer phrase (a lower weight) is told from the
    starts of the phrases found, not from every position in reach."""
    index = searching.get_index()
    nested = 0
    for text, lang in spread(QUESTIONS, 6000):
        q, _ = searching._prepare(text, lang, index)
        for thesaurus in index.thesauri.values():
            for known in (None, index.langs[lang].idf.__contains__):
                found = thesaurus.expand(q.stems, lang, known=known)
                assert found == _plain_expand(thesaurus, q.stems, lang, known=known), (text, thesaurus.scope)
                assert all(type(token) is Token for token in found)
        nested += any(end - start > 1 for start, end, _ in thesaurus.matches(q.stems, lang))
    assert nested  # (questions with phrases of several words, where nesting is judged, are among them)


def _plain_typed_capitalised(chunk: str) -> bool:
    letters = player_names._LETTER.findall(chunk)
    return len(letters) >= 2 and letters[0].isupper() and any(letter.islower() for letter in letters[1:])


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="aZé É¿\"'(-.3ǅϒß", max_size=8))
def test_a_chunk_told_capitalised_in_c_is_the_letter_by_letter_reading(chunk):
    """A chunk with no capital (`str.islower`) is told at once; any other is read letter by letter, as before
    (a chunk of no cased letter, a titlecase letter, a capital with no lowercase form among them)."""
    assert player_names._typed_capitalised(chunk) == _plain_typed_capitalised(chunk)


def test_the_players_named_in_every_benchmark_question_are_those_read_chunk_by_chunk(monkeypatch):
    """A question none of whose chunks may be a name by itself (`_may_name`) is not read chunk by chunk:
    with that gate open on every chunk, each question's marks are the same."""
    index = searching.get_index()
    known = index.known_words.__contains__
    gated = [player_names.name_marks(text, lang, known, searching._game_name_words(index)) for text, lang in QUESTIONS]
    monkeypatch.setattr(player_names, "_may_name", lambda chunk, stop: True)
    plain = [player_names.name_marks(text, lang, known, searching._game_name_words(index)) for text, lang in QUESTIONS]
    assert gated == plain
    assert any(gated)  # (some question names a player: the check compares marks found too)
    assert player_names.name_marks("ANA y Beto, ¿quién gana?", "es", known, frozenset()) == (False, False, True, False, False)


def test_the_written_terms_of_every_benchmark_question_are_those_of_every_glossary_match(monkeypatch):
    """A question with no two words in a row foreign to its language's rule text holds no term of another
    language written whole, and its glossary phrases are not matched for one: with that gate open, each
    Spanish question's positions are the same."""
    index = searching.get_index()
    spanish = [words(text) for text, lang in QUESTIONS if lang == "es"]
    gated = [searching._in_written_terms(folded, "es", index) for folded in spanish]
    monkeypatch.setattr(searching, "and_", lambda first, second: True)
    assert gated == [searching._in_written_terms(folded, "es", index) for folded in spanish]
    assert any(gated)  # (some question writes such a term: the check compares positions found too)
    assert searching._in_written_terms(words("¿cuándo se revela mi life goal?"), "es", index)
