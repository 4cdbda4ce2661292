"""`heard_terms.read_terms` computes the typo distances of a term said again,
mis-heard ("the medication spot, meditation"), only for the words the rule
text does not know (issue 13's speed round `gatenine`): a word it knows was
never left out as an echo, and most questions have no such word, so the
distances from every long word to every glossary word near it (about a
fifth of the dictation reading of a question that reaches `read_terms`) are
not computed at all. Checked against the code it replaced (kept here) on
benchmark questions of every set in both languages, with the real index's
words, on random spoken words with pauses, and on echoes of our own."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from referee.rules import heard_terms
from referee.rules.heard_terms import ECHO_LETTERS, ECHO_REACH, _endings, _joined, _near_typo, _sounding, _spelled_runs
from referee.rules.normalize import key, stopwords
from referee.rules.spoken import spoken_words
from support.benchmark_sample import benchmark_questions

GLOSSARY = frozenset({"willpower", "misfortune", "meditation", "vep", "roadblock", "carta", "mood", "evento",
                      "relaciones", "depletion"})
VOCABULARY = frozenset({"will", "power", "road", "block", "the", "spot", "set", "up", "carta", "mood", "evento",
                        "de", "la", "el", "card", "is", "what", "does", "do", "que", "hace"})
KNOWN = VOCABULARY | {"play", "turno", "jugar", "meditate"}
PAIRS = frozenset({"set_up"})


def _plain_echoes(spoken, terms, read):
    """`heard_terms._echoes` as it was: every long word near a term, known to the rule text or not."""
    found = []
    for term_at in terms:
        said = spoken[term_at].folded
        for number in range(max(0, term_at - ECHO_REACH), min(len(spoken), term_at + ECHO_REACH + 1)):
            if number != term_at and number not in read and len(spoken[number].folded) >= ECHO_LETTERS \
                    and any(spoken[between].pause for between in range(min(number, term_at) + 1, max(number, term_at) + 1)) \
                    and _near_typo(spoken[number].folded, said):
                found.append(number)
    return found


def _plain_read_terms(spoken, lang, known, glossary, pairs, stems=frozenset(), everyday=frozenset(),
                      vocabulary=frozenset()):
    """`heard_terms.read_terms` as it was, whole: the echoes found among every word, then kept when the rule
    text lacks them."""
    read: dict[int, str] = {}
    stop = stopwords(lang)

    def unknown(word) -> bool:
        folded = word.folded
        return not word.capital and folded not in vocabulary and folded.isalpha() and folded not in glossary \
            and folded not in stop and folded not in everyday and folded not in known and key(folded, lang) not in stems

    for number in range(1, len(spoken)):
        first, second = spoken[number - 1], spoken[number]
        joined = None if second.pause or number - 1 in read else _joined(first.folded, second.folded, lang, glossary, pairs)
        if joined:
            read[number - 1], read[number] = joined, ""
    for first, last in _spelled_runs(spoken, glossary):
        read[first] = "".join(word.folded for word in spoken[first:last + 1])
        read.update(dict.fromkeys(range(first + 1, last + 1), ""))
    for number, word in enumerate(spoken):
        if number not in read and word.folded not in vocabulary and unknown(word):
            term = _sounding(word.folded, lang, glossary)
            if term:
                read[number] = term
    endings = _endings(glossary)
    for number in range(1, len(spoken)):
        word, before = spoken[number], spoken[number - 1]
        term = endings.get(word.folded)
        if term and number not in read and number - 1 not in read and not word.pause and unknown(word) \
                and before.folded.startswith(term[: len(term) - len(word.folded)]):
            read[number - 1], read[number] = term, ""
    terms = [number for number, word in enumerate(spoken) if word.folded in glossary]
    for number in _plain_echoes(spoken, terms, read):
        if unknown(spoken[number]):
            read[number] = ""
    return read


def _same(text, lang, known, glossary, pairs=PAIRS, stems=frozenset(), everyday=frozenset(), vocabulary=VOCABULARY):
    spoken = spoken_words(text)
    new = heard_terms.read_terms(spoken, lang, known, glossary, pairs, stems, everyday, vocabulary)
    old = _plain_read_terms(spoken, lang, known, glossary, pairs, stems, everyday, vocabulary)
    assert list(new.items()) == list(old.items()), text
    return new


def test_echoes_of_our_own_are_still_left_out_in_both_languages():
    # (a term said, then said again a pause apart and mis-heard: the word the rule text lacks is left out)
    english = _same("can i use the meditation spot, mediation, twice", "en", KNOWN, GLOSSARY)
    assert "" in english.values()
    spanish = _same("¿puedo robar otra carta... cartaa? la misma evento, eventa", "es", KNOWN, GLOSSARY)
    assert list(spanish.values()) == [""]
    # (the same said a second time with a word the rule text knows: nothing left out, then or now)
    assert _same("can i use the meditation spot, meditate, twice", "en", KNOWN, GLOSSARY) == {}
    assert _same("¿juego el evento, jugar, dos veces?", "es", KNOWN, GLOSSARY) == {}


WORDS = st.sampled_from([
    "will", "power", "road", "block", "miss", "fortune", "medication", "meditation", "mediation", "meditate",
    "the", "spot", "v", "e", "p", "bep", "carta", "cartas", "cartaa", "mood", "moood", "evento", "eventa",
    "Meditacion", "relacion", "es", "depletion", "pletion", "play", "jugar", ",", "...", "?", "x",
])


@settings(max_examples=400, deadline=None)
@given(st.lists(WORDS, max_size=16), st.sampled_from(["en", "es"]))
def test_random_spoken_words_read_as_the_plain_way(words, lang):
    text = " ".join(words).replace(" ,", ",").replace(" ...", "...").replace(" ?", "?")
    _same(text, lang, KNOWN, GLOSSARY)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_benchmark_questions_read_as_the_plain_way(lang):
    from referee.rules import search
    from referee.rules.index import get_index

    index = get_index()
    real = search._real_words(lang, index)
    lang_index = index.langs[lang]
    everyday = search._everyday_words()
    for question in benchmark_questions(1500):  # (the words as `dictation.as_meant` hands them over)
        _same(question, lang, index.known_words, real.glossary, lang_index.idf, lang_index.stems, everyday,
              real.vocabulary)
