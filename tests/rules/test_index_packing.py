"""The packed word lists of the index cache (rules/index_packing.py): sorted
texts kept as one string and where each starts, found without a Python
string per text, must answer every look-up as the list they pack."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.rules.index_packing import (
    SEPARATOR, STRIDE, PackedTexts, PhraseSet, SortedTexts, TextSet, pack_array, pack_texts,
)

# texts as the index holds them: any characters but the separator, the empty text too
TEXTS = st.lists(st.text(alphabet=st.characters(blacklist_characters=SEPARATOR, blacklist_categories=("Cs",)), max_size=6),
                 unique=True, max_size=3 * STRIDE + 5).map(sorted)


@given(TEXTS, st.lists(st.text(max_size=7), max_size=20))
def test_sorted_texts_find_each_text_and_nothing_else(texts, others):
    packed = SortedTexts(pack_texts(texts))
    assert list(packed) == texts and len(packed) == len(texts)
    assert [packed[number] for number in range(len(texts))] == texts
    for number, text in enumerate(texts):
        assert packed.index_of(text) == number and text in packed
    for text in others:
        assert packed.index_of(text) == (texts.index(text) if text in texts else None)


def test_a_text_holding_the_separator_is_not_found_across_two_texts():
    packed = SortedTexts(pack_texts(["a", "b"]))
    assert packed.index_of(f"a{SEPARATOR}b") is None and packed.index_of(SEPARATOR) is None
    assert packed.index_of(1) is None and packed.index_of(("a",)) is None


def test_texts_holding_the_separator_are_not_packed():
    assert pack_texts(["a", f"b{SEPARATOR}c"]) is None


@pytest.mark.parametrize("damage", [
    lambda count, text, starts: [count + 1, text, starts],  # a count the starts do not have
    lambda count, text, starts: [count, text[1:], starts],  # the separator before the first text lost
    lambda count, text, starts: [count, text + "x", starts],  # starts that do not reach the end
    lambda count, text, starts: [count, text, pack_array("i", [1, 3, 4])],  # fewer starts than texts
])
def test_packed_texts_that_do_not_add_up_are_refused(damage):
    """A cache whose word lists do not add up is refused (ValueError: the index is rebuilt)."""
    with pytest.raises(ValueError):
        PackedTexts(damage(*pack_texts(["ab", "c", "de"])))


def test_sorted_texts_out_of_order_are_refused():
    with pytest.raises(ValueError):
        SortedTexts(pack_texts([f"{number:03}" for number in range(STRIDE + 1)][::-1]))


def test_text_and_phrase_sets_answer_as_frozensets():
    words = frozenset({"dice", "roll", "token"})
    packed = TextSet(SortedTexts(pack_texts(sorted(words))))
    assert packed == words and set(packed) == words and "dice" in packed and "die" not in packed and 3 not in packed
    phrases = frozenset({("hand", "limit"), ("memory", "card"), ("dice",)})
    packed_phrases = PhraseSet(SortedTexts(pack_texts(sorted(" ".join(phrase) for phrase in phrases))))
    assert packed_phrases == phrases and set(packed_phrases) == phrases
    assert ("hand", "limit") in packed_phrases and ("dice",) in packed_phrases
    # a word holding a space is no phrase of two words, nor is a list or a string
    assert ("hand limit",) not in packed_phrases and ["dice"] not in packed_phrases and "dice" not in packed_phrases
    assert ("dice", 1) not in packed_phrases
