"""The packed word lists of the index cache (rules/index_packing.py): sorted
texts kept as one string and where each starts, found without a Python
string per text, must answer every look-up as the list they pack."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.rules import index_packing
from referee.rules.index_packing import (
    SEPARATOR, STRIDE, PackedPostings, PackedTexts, PhraseSet, SortedTexts, TextSet, _pack_postings, pack_array, pack_texts,
    packed_length, unpack_array, unpack_slice,
)
from referee.rules.postings import Postings

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


NUMBERS = {"i": st.integers(-(2**31), 2**31 - 1), "q": st.integers(-(2**63), 2**63 - 1),
           "d": st.floats(allow_nan=False)}


@given(st.sampled_from(sorted(NUMBERS)).flatmap(lambda code: st.tuples(st.just(code), st.lists(NUMBERS[code], max_size=40))),
       st.integers(0, 45), st.integers(0, 45))
def test_a_slice_of_packed_numbers_is_the_slice_of_the_whole(packed, start, stop):
    """`unpack_slice` decodes only the base64 of the numbers asked, and gives
    what the whole array's slice gives (an empty one past the end, or when
    the slice runs backwards)."""
    code, numbers = packed
    text = pack_array(code, numbers)
    whole = unpack_array(code, text)
    assert packed_length(code, text) == len(numbers) == len(whole)
    start, stop = min(start, len(numbers)), min(stop, len(numbers))
    part = unpack_slice(code, text, start, stop)
    assert part.typecode == code and part == whole[start:stop]


@pytest.mark.parametrize("text", ["AAA", "AAAAA", "AA=="])  # cut in a group; 3 bytes; 1 byte: no whole int
def test_packed_numbers_cut_short_are_refused(text):
    with pytest.raises(ValueError):
        packed_length("i", text)


@pytest.mark.parametrize("sliced", [0, 2, 1000])
def test_posting_lists_read_one_by_one_are_the_lists_packed(monkeypatch, sliced):
    """A list is cut from the packed arrays (the first SLICED_LISTS read), or
    from the whole arrays decoded after those: either way the list packed."""
    monkeypatch.setattr(index_packing, "SLICED_LISTS", sliced)
    lists = {("cv", "dice"): Postings([0, 3], [1.5, 0.25]), ("cv", "roll"): Postings([1], [2.0]),
             ("loop", "dice"): Postings([2, 4, 5], [0.5, 1.0, 3.0]), ("loop", "turn"): Postings([], [])}
    postings = PackedPostings(_pack_postings(lists, {}))
    for key in [*lists, *lists]:
        found = postings[key]
        assert (list(found.numbers), list(found.scores)) == (list(lists[key].numbers), list(lists[key].scores))
    assert postings.get(("cv", "turn")) is None


def test_posting_lists_that_do_not_add_up_are_refused():
    lists = {("cv", "dice"): Postings([0, 3], [1.5, 0.25])}
    packed = _pack_postings(lists, {})
    packed[3] = pack_array("i", [0, 3, 4])  # a number without its score
    with pytest.raises(ValueError):
        PackedPostings(packed)[("cv", "dice")]
