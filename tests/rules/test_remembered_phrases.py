"""A thesaurus remembers the phrases it found in a question's words (a
search reads the same words with the same glossary several times): what it
remembers, and what is read from it (spans, concepts per word, a game's own
phrases), is what a plain scan of the phrase table finds, word run by word
run, on random runs of glossary words."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from referee.rules import search as searching
from referee.rules.index import get_index


def _plain_matches(thesaurus, stems, lang):
    table, longest, starts = thesaurus.table(lang)
    found = []
    for start in range(len(stems)):
        if stems[start] not in starts:
            continue
        for length in range(min(longest, len(stems) - start), 0, -1):
            concepts = table.get(tuple(stems[start : start + length]))
            if concepts:
                found.append((start, start + length, concepts))
    return found


def _plain_spans(thesaurus, stems, lang):
    table, longest, starts = thesaurus.table(lang)
    found = []
    for start in range(len(stems)):
        if stems[start] not in starts:
            continue
        for length in range(min(longest, len(stems) - start), 1, -1):
            if tuple(stems[start : start + length]) in table:
                found.append((start, start + length))
                break
    return found


def _plain_game_phrases(thesaurus, stems, lang):
    table, longest, starts = thesaurus.table(lang)
    prefix = f"~{thesaurus.scope}:"
    found = []
    for start in range(len(stems)):
        if stems[start] not in starts:
            continue
        for length in range(min(longest, len(stems) - start), 1, -1):
            phrase = tuple(stems[start : start + length])
            concepts = table.get(phrase)
            # (a phrase read with an everyday word swapped in is no phrase of the game's own)
            if concepts and any(concept.startswith(prefix) for concept in concepts) \
                    and not thesaurus.swapped(phrase, lang):
                found.append((start, start + length))
                break
    return found


def _plain_concepts_at(thesaurus, stems, lang):
    found = [(set(), set()) for _ in stems]
    for start, end, concepts in _plain_matches(thesaurus, stems, lang):
        for position in range(start, end):
            found[position][0].update(concepts)
            if end - start > 1:
                found[position][1].update(concepts)
    return [(frozenset(every), frozenset(phrased)) for every, phrased in found]


def _pieces(lang: str) -> list[tuple[str, ...]]:
    """Glossary phrases of `lang` (every game's, several words and one), their
    words one by one, and a few other words: a run of them holds phrases,
    phrases inside phrases, and parts of phrases."""
    index = get_index()
    found = {("x",), ("y",), ("2",)}
    for thesaurus in index.thesauri.values():
        phrases = sorted(thesaurus.table(lang)[0])
        for phrase in phrases[:: max(1, len(phrases) // 150)]:
            found.add(tuple(phrase))
            found.update((word,) for word in phrase)
    return sorted(found)


PIECES = {lang: _pieces(lang) for lang in ("en", "es")}
runs = st.sampled_from(["en", "es"]).flatmap(
    lambda lang: st.tuples(st.just(lang), st.lists(st.sampled_from(PIECES[lang]), max_size=6).map(
        lambda pieces: [word for piece in pieces for word in piece])))


@settings(max_examples=150, deadline=None)
@given(runs)
def test_remembered_phrases_are_those_a_plain_scan_finds(run):
    lang, stems = run
    for thesaurus in get_index().thesauri.values():
        for _ in range(2):  # worked out, then remembered
            assert thesaurus.matches(stems, lang) == _plain_matches(thesaurus, stems, lang)
            assert thesaurus.concepts_at(stems, lang) == _plain_concepts_at(thesaurus, stems, lang)
            assert thesaurus.spans(stems, lang) == _plain_spans(thesaurus, stems, lang)
            assert searching._game_phrases(thesaurus, stems, lang) == _plain_game_phrases(thesaurus, stems, lang)


@settings(max_examples=150, deadline=None)
@given(runs, st.data())
def test_a_phrase_over_a_word_is_a_span_of_a_plain_scan(run, data):
    """`phrase_over` (is a game name's word inside another game's phrase?)
    answers as the spans of a plain scan do, both ways: it looks up only the
    runs that can reach the words asked about."""
    lang, stems = run
    positions = data.draw(st.lists(st.integers(0, max(0, len(stems) - 1)), max_size=3)) if stems else []
    for thesaurus in get_index().thesauri.values():
        covering = any(start <= position < end for start, end in _plain_spans(thesaurus, stems, lang) for position in positions)
        assert thesaurus.phrase_over(stems, lang, positions) == covering
