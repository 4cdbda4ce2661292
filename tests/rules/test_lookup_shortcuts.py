"""Look-ups of a search that take shortcuts must answer as the plain way
does (issue 13's thirtieth speed round): the packed posting lists answer
`in` from their remembered look-ups, and `phrase_positions` visits only the
places whose word opens a phrase. Each is checked against the plain way
(the code it replaced, kept here) on random input and on the real index."""

from __future__ import annotations

import random
from collections.abc import Mapping

from hypothesis import given, settings, strategies as st

from referee.rules import index_cache
from referee.rules.index import CACHED_CLASSES, build_index
from referee.rules.index_packing import PackedPostings
from referee.rules.normalize import first_word_reach, phrase_positions


def _plain_positions(folded: list[str], phrases, reach: dict[str, int], shortest: int = 1) -> set[int]:
    """`phrase_positions` as it was: `reach` asked at every word."""
    found: set[int] = set()
    position = 0
    while position < len(folded):
        most = reach.get(folded[position], 0)
        for length in range(min(most, len(folded) - position), shortest - 1, -1) if most or shortest < 1 else ():
            if tuple(folded[position : position + length]) in phrases:
                found.update(range(position, position + length))
                position += length - 1
                break
        position += 1
    return found


WORDS = st.sampled_from(["take", "a", "card", "from", "the", "deck", "tomar", "carta", "de", "mazo", "x"])
PHRASES = st.frozensets(st.tuples(WORDS) | st.tuples(WORDS, WORDS) | st.tuples(WORDS, WORDS, WORDS), max_size=8)


@settings(max_examples=400, deadline=None)
@given(st.lists(WORDS, max_size=14), PHRASES, st.sampled_from([0, 1, 2, 3]))
def test_phrase_positions_finds_what_the_plain_scan_finds(folded, phrases, shortest):
    # ("take the card from the deck" with "take the" and "the card": the first phrase found covers "the")
    reach = first_word_reach(phrases)
    assert phrase_positions(folded, phrases, reach, shortest) == _plain_positions(folded, phrases, reach, shortest)


def test_phrase_positions_takes_the_longest_phrase_and_skips_its_words():
    phrases = frozenset({("take", "the"), ("the", "card"), ("the", "card", "deck"), ("deck",)})
    reach = first_word_reach(phrases)
    assert phrase_positions(["take", "the", "card", "deck"], phrases, reach) == {0, 1, 3}
    assert phrase_positions(["the", "card", "deck", "x"], phrases, reach) == {0, 1, 2}
    assert phrase_positions(["x", "deck"], phrases, reach, shortest=2) == set()


def test_packed_postings_answer_in_as_a_mapping_does(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path))
    index_cache.store(build_index(), CACHED_CLASSES)
    lang_index = index_cache.load(CACHED_CLASSES).langs["en"]
    lang_index.postings.get(("cv", "card"))  # (a section is read at its first use, and then takes its place)
    postings = lang_index.postings
    assert isinstance(postings, PackedPostings)
    keys = list(postings)
    rng = random.Random(30)
    asked = rng.sample(keys, 300) + [(game, f"{token}zz") for game, token in rng.sample(keys, 300)]
    asked += [("no-such-game", "card"), ("cv",), "card", ("cv", 3), (["cv"], "card")]
    for key in asked + asked:  # (the second time from the remembered look-ups)
        try:
            plain = Mapping.__contains__(postings, key)
        except TypeError:
            plain = False
        assert (key in postings) is plain, key
