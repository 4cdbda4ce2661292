"""The fuzzy keys of the index are kept with their words sorted, so that the
search compares a question with them by the plain ratio of the question's
sorted words: the same value as rapidfuzz's token-sort ratio, and the
token-set ratio does not depend on the words' order; and the fuzzy stage,
which reads both ratios of every key in C, gives the floats worked out key
by key."""

import random
import tomllib
from pathlib import Path

from rapidfuzz import fuzz

from referee.rules import search as searching
from referee.rules.index import get_index
from referee.rules.search import _prepare, _scores


def test_keys_are_sorted_and_ratio_of_sorted_words_is_token_sort_ratio():
    index = get_index()
    rng = random.Random(5)
    for lang, lang_index in index.langs.items():
        keys = [key for number in range(len(lang_index.docs)) for key in lang_index.docs[number].fuzzy_keys]
        assert keys and all(key == " ".join(sorted(key.split())) for key in keys)
        questions = ["how many dice do I roll", "¿cuántas cartas robo al final del turno?", "trade cards with others",
                     "what happens when the deck runs out", "puedo pasar sin jugar ninguna carta"]
        for question in questions:
            asked = _prepare(question, lang, index)[0].fuzzy_key
            ordered = " ".join(sorted(asked.split()))
            for key in rng.sample(keys, 300):
                assert fuzz.ratio(ordered, key) == fuzz.token_sort_ratio(asked, key)
                assert fuzz.token_set_ratio(asked, key) == fuzz.token_set_ratio(asked, " ".join(reversed(key.split())))


def _fuzzy_key_by_key(q, lang_index, numbers) -> dict[int, float]:
    """The fuzzy stage as it was first written: each key's two ratios halved and
    added to 0.0 one by one, then the best key of each document."""
    if not q.fuzzy_key or not numbers:
        return {}
    ordered = " ".join(sorted(q.fuzzy_key.split()))
    best = {}
    for number in numbers:
        totals = [0.0 + fuzz.token_set_ratio(q.fuzzy_key, key, processor=None) / 2.0 + fuzz.ratio(ordered, key) / 2.0
                  for key in lang_index.docs[number].fuzzy_keys]
        if totals:
            best[number] = max(totals)
    return best


def test_fuzzy_stage_gives_each_document_the_same_float_as_key_by_key(monkeypatch):
    """`search._fuzzy` reads both ratios of every key in C and halves their sum
    once: the same value, to the last bit, as the mean worked out key by key,
    on the real shortlists of every question of the main benchmark set."""
    folder = Path(__file__).resolve().parents[2] / "benchmarks" / "ask" / "questions"
    questions = [question for path in sorted(folder.glob("*.toml"))
                 for question in tomllib.loads(path.read_text(encoding="utf-8"))["questions"]]
    assert len(questions) > 100
    fuzzy, compared = searching._fuzzy, []

    def checked(q, lang_index, numbers):
        found = fuzzy(q, lang_index, numbers)
        expected = _fuzzy_key_by_key(q, lang_index, numbers)
        assert list(found.items()) == list(expected.items()), q.fuzzy_key
        compared.append(len(found))
        return found

    monkeypatch.setattr(searching, "_fuzzy", checked)
    for question in questions:
        searching.search(question["q"], lang=question.get("lang"))
    # (real shortlists: 15 candidates or more, at least RULES_SHORTLISTED rule entries, where anything matches)
    assert len(compared) == len(questions) and sum(compared) > 10 * len(questions)


def test_fuzzy_scores_placed_by_position_when_a_key_is_skipped():
    """`search._scores` reads the scores in order; should rapidfuzz skip a key
    (it does for a key that is None), each score still lands at its key."""
    class Skipping:
        @staticmethod
        def extract_iter(asked, keys, scorer, processor):
            return ((key, scorer(asked, key), position) for position, key in enumerate(keys) if position != 1)

    assert _scores(Skipping, fuzz.ratio, "a b", ["a b", "c", "a"]) == [100.0, 0.0, fuzz.ratio("a b", "a")]
    assert _scores(Skipping, fuzz.ratio, "a b", ["a b"]) == [100.0]
