"""Reading a question takes shortcuts that must not change what it reads:
a word no neighbour reading can apply to is read as written at once
(`_Readings.triggers`), a phrase of intent markers or of the formulas of
asking is looked up only from a word such a phrase starts with
(`first_word_reach`), and a typo is compared only with the rule words whose
length is within its edits (`search._vocabulary_of_lengths`). Each is
checked against the plain way (every reading tried on every word, every
run up to the longest phrase, every rule word), on the benchmark
questions and on random runs of the words the readings and phrases use."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from referee.rules import normalize, search as searching
from referee.rules.normalize import LANGUAGES, asking_positions, intents, read_by_neighbours, words

SETS = Path(__file__).resolve().parents[2] / "benchmarks" / "ask"


class _EveryWord:
    """A set that holds every word: each reading is tried on each word."""

    def __contains__(self, word: object) -> bool:
        return True


def _questions(lang: str) -> list[list[str]]:
    """The folded words of every benchmark question of `lang`."""
    found = []
    for path in sorted(SETS.glob("*/*.toml")):
        for question in tomllib.loads(path.read_text(encoding="utf-8")).get("questions", []):
            if question.get("lang", "en") == lang:
                found.append(words(question["q"]))
    return found


QUESTIONS = {lang: _questions(lang) for lang in LANGUAGES}


def _strings(value) -> set[str]:
    """Every text inside `value` (nested tuples, sets, dicts)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return _strings(list(value.items()))
    if isinstance(value, (tuple, list, set, frozenset)):
        return set().union(*(_strings(item) for item in value))
    return set()


def _pool(lang: str) -> list[str]:
    """The words the neighbour readings and the phrases of asking use, and a few others."""
    found = _strings(tuple(normalize._readings(lang))) | {"x", "2", "3", "tres", "three", "cards", "cartas"}
    for phrases in (normalize._MARKERS[("question", lang)][0], normalize._MARKERS[("answer", lang)][0],
                    searching._discourse(lang)[0]):
        found |= {word for phrase in phrases for word in phrase}
    return sorted(word for word in found if word and " " not in word)


POOLS = {lang: _pool(lang) for lang in LANGUAGES}
runs = st.sampled_from(sorted(LANGUAGES)).flatmap(
    lambda lang: st.tuples(st.just(lang), st.lists(st.sampled_from(POOLS[lang]), max_size=10)))


def _plain_reading(folded: list[str], lang: str, monkeypatch) -> list[str]:
    readings = normalize._readings(lang)
    with monkeypatch.context() as patched:
        patched.setattr(normalize, "_readings", lambda code: readings._replace(triggers=_EveryWord()))
        return read_by_neighbours(folded, lang)


def _plain_positions(folded: list[str], phrases, shortest: int = 1) -> set[int]:
    longest = max(map(len, phrases), default=0)
    found, position = set(), 0
    while position < len(folded):
        for length in range(min(longest, len(folded) - position), shortest - 1, -1):
            if tuple(folded[position : position + length]) in phrases:
                found.update(range(position, position + length))
                position += length - 1
                break
        position += 1
    return found


def _plain_intents(folded: list[str], lang: str, answer: bool) -> list[str]:
    phrases = normalize._MARKERS[("answer" if answer else "question", lang)][0]
    # ("what does ... mean"): every first part compared at every place, whatever word opens it
    gapped = {head: endings for heads in normalize._GAPPED_MARKERS[("answer" if answer else "question", lang)].values()
              for head, endings in heads.items()}
    longest = max(map(len, phrases), default=0)
    found, position = [], 0
    while position < len(folded):
        if answer and (folded[position].isdigit() or folded[position] in normalize.NUMBER_WORDS.get(lang, {})):
            found.append("?num")
            position += 1
            continue
        for length in range(min(longest, len(folded) - position), 0, -1):
            intent = phrases.get(tuple(folded[position : position + length]))
            if intent:
                found.append(intent)
                position += length - 1
                break
        else:
            marker = normalize._gapped_marker(folded, position, gapped, lang)
            if marker:
                found.append(marker[0])
                position = marker[1]
        position += 1
    return found


def _same_reading(folded: list[str], lang: str, monkeypatch) -> None:
    assert read_by_neighbours(folded, lang) == _plain_reading(folded, lang, monkeypatch)
    asking = normalize._MARKERS[("question", lang)][0]
    assert asking_positions(folded, lang) == _plain_positions(folded, asking, shortest=2)
    assert searching._discourse_positions(folded, lang) == _plain_positions(folded, searching._discourse(lang)[0])
    for answer in (False, True):
        assert intents(folded, lang, answer=answer) == _plain_intents(folded, lang, answer)


def test_benchmark_questions_read_as_with_every_reading_tried(monkeypatch):
    for lang, questions in QUESTIONS.items():
        assert questions, lang
        for folded in questions:
            _same_reading(folded, lang, monkeypatch)


@settings(max_examples=300, deadline=None)
@given(runs)
def test_runs_of_reading_words_read_as_with_every_reading_tried(run):
    lang, folded = run
    with pytest.MonkeyPatch.context() as monkeypatch:
        _same_reading(folded, lang, monkeypatch)


def _typos(lang: str) -> list[str]:
    """Words one edit away from rule words (a letter dropped, two swapped,
    one changed), of every length a typo is searched for, and the words of
    the benchmark questions."""
    vocabulary = searching._vocabulary_list(lang)
    found = {word for folded in QUESTIONS[lang] for word in folded}
    for word in vocabulary[:: max(1, len(vocabulary) // 120)]:
        found |= {word[1:], word[:-1], word[1] + word[0] + word[2:], "x" + word[1:], word + "s"}
    return sorted(found)


def test_a_typo_is_corrected_as_against_every_rule_word(monkeypatch):
    for lang in sorted(LANGUAGES):
        typos = _typos(lang)
        searching._correct.cache_clear()
        windowed = [searching._correct(word, lang) for word in typos]
        searching._correct.cache_clear()
        monkeypatch.setattr(searching, "_vocabulary_of_lengths", lambda code, shortest, longest: searching._vocabulary_list(code))
        try:
            assert [searching._correct(word, lang) for word in typos] == windowed
            assert any(fixed != word for fixed, word in zip(windowed, typos))  # (typos were corrected)
        finally:
            monkeypatch.undo()
            searching._correct.cache_clear()


# ---------------------------------------------------------------- shortcuts of the twelfth speed round

def _texts() -> list[str]:
    """Every benchmark question as typed, and every rule entry's title and text (both languages)."""
    from referee.rules import corpus

    found = [question["q"] for path in sorted(SETS.glob("*/*.toml"))
             for question in tomllib.loads(path.read_text(encoding="utf-8")).get("questions", [])]
    from referee.core.registry import GAME_IDS

    for game in GAME_IDS:
        for lang in corpus.languages(game):
            found += [text for entry in corpus.entries(game, lang) for text in (entry.title, entry.text) if text]
    return found


def _plain_fold(text: str) -> str:
    """`fold` with every contraction tried and every text decomposed."""
    import unicodedata

    text = text.lower()
    for pattern, replacement in normalize._CONTRACTIONS:
        text = pattern.sub(replacement, text)
    return normalize._NON_WORD.sub(" ", normalize._COMBINING.sub("", unicodedata.normalize("NFKD", text))).strip()


def test_a_text_is_folded_as_with_every_contraction_tried():
    texts = _texts()
    assert len(texts) > 1000
    assert [normalize.fold.__wrapped__(text) for text in texts] == [_plain_fold(text) for text in texts]


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="cant don'’t isre-CANNOTÉéñü,.?¿ ", max_size=40))
def test_runs_of_contraction_letters_fold_as_with_every_contraction_tried(text):
    assert normalize.fold.__wrapped__(text) == _plain_fold(text)


def _plain_after_similes(folded: list[str], lang: str, stop) -> set[int]:
    found = set()
    for phrase in normalize.similes(lang):
        for start in range(len(folded) - len(phrase) + 1):
            if tuple(folded[start : start + len(phrase)]) == phrase:
                after = next((n for n in range(start + len(phrase), len(folded)) if folded[n] not in stop), None)
                if after is not None:
                    found.add(after)
    return found


def test_the_word_after_a_simile_is_found_as_from_every_start():
    for lang in LANGUAGES:
        stop = normalize.stopwords(lang)
        pool = sorted({word for phrase in normalize.similes(lang) for word in phrase} | {"plata", "money", "x"})
        runs = QUESTIONS[lang] + [[pool[(n * 7 + k) % len(pool)] for k in range(n % 9)] for n in range(400)]
        assert any(searching._after_similes(folded, lang, stop) for folded in runs)  # (some simile is met)
        for folded in runs:
            assert searching._after_similes(folded, lang, stop) == _plain_after_similes(folded, lang, stop)


def test_a_part_of_a_question_holds_only_words_of_the_question():
    """`_scene_of_words` reads no part of a question that holds no word a
    marker of the scene starts with: the words of its parts are the
    question's words."""
    for text in _texts():
        asked = set(searching._question_words(text))
        for sentence in normalize.marked_sentences(text):
            for part in searching._SEGMENT.finditer(sentence):
                assert set(words(part.group())) <= asked, text


def test_an_opening_of_the_asked_part_found_in_a_sentence_is_found_in_the_whole_question():
    """`_lead_of_words` reads the sentences of a question only when its
    text holds an opening of the asked part ("¿", ", can I")."""
    for text in _texts():
        for lang in LANGUAGES:
            opening = searching._asked_opening(lang)
            if any(opening.search(sentence) for sentence in normalize.marked_sentences(text)):
                assert opening.search(text), text


def _plain_spanish_endings(word: str) -> str:
    """The endings step of `normalize._stem_es`, each ending of the list tried in order."""
    for _ in range(2):
        for ending in normalize._ES_ENDINGS:
            if word.endswith(ending) and normalize._stem_left(word, ending):
                word = word[: -len(ending)]
                break
        else:
            break
    return word


def test_spanish_endings_come_off_as_when_each_is_tried_in_order():
    """The stemmer looks a word's endings up by length; the list tried in
    order (longest first) takes off the same ones from every word of the
    rule texts and questions and from each ending with letters before it."""
    found = {word for text in _texts() for word in words(text)}
    found |= {prefix + ending for ending in normalize._ES_ENDINGS for prefix in ("", "a", "us", "jug", "jugador")}
    assert len(found) > 4000
    for word in sorted(found):
        assert normalize._without_endings(word) == _plain_spanish_endings(word), word
