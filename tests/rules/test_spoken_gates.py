"""The gates of the dictation readings (rules/dictation.py) must answer as the
plain way does (issue 13's thirty-first speed round): `heard_terms.may_hold`,
`spoken_fillers.may_hold` and `self_repairs.may_hold` first ask, in C,
whether any word of the question is in the table they read, and read the
words one by one only then. Each is checked against the code it replaced
(kept here) on random words, with the real word lists of both languages."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from referee.rules import heard_terms, self_repairs, spoken_fillers
from referee.rules.normalize import phrase_at, stopwords

GLOSSARY = frozenset({"willpower", "misfortune", "meditation", "vep", "roadblock", "carta", "mood", "evento"})
WORDS = st.sampled_from([
    "will", "power", "road", "block", "miss", "fortune", "medication", "meditation", "the", "spot", "v", "e", "p",
    "bep", "i", "mean", "no", "wait", "digo", "mira", "look", "hmm", "so", "or", "carta", "cartas", "mood",
    "moood", "evento", "eventos", "a", "de", "set", "up", "x",
])
VOCABULARY = frozenset({"will", "power", "road", "block", "the", "spot", "set", "up", "carta", "mood", "evento", "de"})


def _plain_heard(folded, lang, glossary, pairs, paused, vocabulary) -> bool:
    """`heard_terms.may_hold` as it was: every test word by word."""
    endings = heard_terms._endings(glossary)
    if any(word in endings and word not in vocabulary for word in folded):
        return True
    if any(len(first) == 1 == len(second) for first, second in zip(folded, folded[1:])):
        return True
    if any(heard_terms._sounding(word, lang, glossary) for word in folded if word not in vocabulary):
        return True
    if any(first + second in glossary and heard_terms._joined(first, second, lang, glossary, pairs)
           for first, second in zip(folded, folded[1:])):
        return True
    if not paused:
        return False
    stop = stopwords(lang)
    reach = heard_terms.ECHO_REACH
    return any(heard_terms._near_typo(folded[number], folded[other])
               for number, word in enumerate(folded) if len(word) >= heard_terms.ECHO_LETTERS
               and word not in vocabulary and word not in stop
               for other in range(max(0, number - reach), min(len(folded), number + reach + 1))
               if folded[other] in glossary)


def _plain_fillers(folded, lang, sentences) -> bool:
    """`spoken_fillers.may_hold` as it was: each word asked whether it opens a filler."""
    openers, reach, _, sounds = spoken_fillers._lexicon(lang)
    if not folded:
        return False
    return not sounds.isdisjoint(folded) or bool(phrase_at(folded, 0, openers, reach)) or (
        sentences and any(phrase_at(folded, at, openers, reach) for at, word in enumerate(folded) if word in reach))


def _plain_repairs(folded, lang) -> bool:
    """`self_repairs.may_hold` as it was: each word past the first asked whether it opens a repair."""
    repairs, reach, _, _ = self_repairs._lexicon(lang)
    return any(phrase_at(folded, at, repairs, reach) for at in range(1, len(folded)) if folded[at] in reach)


@settings(max_examples=500, deadline=None)
@given(st.lists(WORDS, max_size=14), st.sampled_from(["en", "es"]), st.booleans())
def test_heard_terms_gate_answers_as_the_plain_way(folded, lang, paused):
    pairs = frozenset({"set_up"})
    assert heard_terms.may_hold(folded, lang, GLOSSARY, pairs, paused, VOCABULARY) \
        == _plain_heard(folded, lang, GLOSSARY, pairs, paused, VOCABULARY)


@settings(max_examples=500, deadline=None)
@given(st.lists(WORDS, max_size=14), st.sampled_from(["en", "es"]), st.booleans())
def test_filler_and_repair_gates_answer_as_the_plain_way(folded, lang, sentences):
    assert spoken_fillers.may_hold(folded, lang, sentences) == _plain_fillers(folded, lang, sentences)
    assert self_repairs.may_hold(folded, lang) == _plain_repairs(folded, lang)


def test_heard_terms_gate_still_finds_what_the_recogniser_mis_heard():
    # ("will power", "miss fortune", "v e p", "bep", "the medication spot, meditation")
    assert heard_terms.may_hold(["how", "do", "i", "use", "will", "power"], "en", GLOSSARY, frozenset(), False, VOCABULARY)
    assert heard_terms.may_hold(["a", "miss", "fortune", "card"], "en", GLOSSARY, frozenset(), False, VOCABULARY)
    assert heard_terms.may_hold(["my", "v", "e", "p"], "en", GLOSSARY, frozenset(), False, VOCABULARY)
    assert heard_terms.may_hold(["my", "bep"], "en", GLOSSARY, frozenset(), False, VOCABULARY)
    assert heard_terms.may_hold(["the", "medication", "spot", "meditation"], "en", GLOSSARY, frozenset(), True, VOCABULARY)


class _CountedGlossary(frozenset):
    """A glossary that counts the words asked of it one by one (`in`), not those asked in C (`isdisjoint`)."""

    asked = 0

    def __contains__(self, word: object) -> bool:
        type(self).asked += 1
        return super().__contains__(word)


def test_heard_terms_gate_asks_fewer_words_one_by_one_when_the_question_holds_no_term():
    # long words the rule text lacks, after a pause, with no glossary word near them: nothing to echo, told in C
    # (the plain way asked the glossary of every word near each of them)
    glossary = _CountedGlossary(GLOSSARY)
    folded = ["we", "played", "yesterday", "and", "somebody", "wondered", "whether", "stealing", "counts"]
    _CountedGlossary.asked = 0
    assert not _plain_heard(folded, "en", glossary, frozenset(), True, VOCABULARY)
    plain = _CountedGlossary.asked
    _CountedGlossary.asked = 0
    assert not heard_terms.may_hold(folded, "en", glossary, frozenset(), True, VOCABULARY)
    assert _CountedGlossary.asked < plain // 4
