"""The fuzzy keys of the index are kept with their words sorted, so that the
search compares a question with them by the plain ratio of the question's
sorted words: the same value as rapidfuzz's token-sort ratio, and the
token-set ratio does not depend on the words' order."""

import random

from rapidfuzz import fuzz

from referee.rules.index import get_index
from referee.rules.search import _prepare


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
