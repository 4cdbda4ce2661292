"""A word of the other language is covered when the first entry says it in that language (rules/twin_covered.py, issue 12).

A player who reads both languages writes a word of the other one in the
question ("the requisitos", "se quedan empty"). The entries of the
question's language say the thing in their own words; the same entry in the
other language (same game, same id) says it as typed. The questions are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules import search as search_module
from referee.rules.index import get_index
from referee.rules.search import search
from referee.rules.twin_covered import twin_covered


def _without_the_reading(monkeypatch):
    monkeypatch.setattr(search_module, "twin_answers", lambda evidence, entry, lang, index, answers, judged: (*judged, evidence))


def test_a_spanish_word_in_an_english_question_is_the_spanish_entrys_word(monkeypatch):
    # Coming of Age, solo: Rob ignores every requirement when he mimics (the Spanish entry: "Ignora todos los requisitos")
    question = "In solo, does Rob have to meet the requisitos of the Trait he mimics?"
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "solo.rob-mimic")
    _without_the_reading(monkeypatch)
    assert not search(question).answered


def test_an_english_word_in_a_spanish_question_is_the_english_entrys_word(monkeypatch):
    # LOOP: empty slots stay empty during your turn (the English entry: "empty slots stay empty")
    question = "¿Los huecos vacíos se quedan empty durante mi turno?"
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("loop", "turn.refill-timing")
    _without_the_reading(monkeypatch)
    assert not search(question).answered


def test_a_word_the_twin_does_not_say_stays_a_topic():
    # the Spanish entry says the requisitos, not whether Rob cares about them: "care" stays a topic it leaves out
    assert not search("solo: when rob mimics, does he care about the requisitos of the trait tile?").answered


def test_a_name_of_the_games_glossary_is_left_to_the_glossary():
    # LOOP's REPUTATION is read through the glossary, as the Reputación of the Spanish entry: left uncovered, it is so for
    # what the question asks of it, and that the English entry of rejecting writes it says nothing more
    index = get_index()
    es = index.langs["es"]
    entry = es.docs[es.by_key[("loop", "favours.reject")]].entry
    evidence = (("rechazar", True, True), ("reputation", True, False))
    assert twin_covered(evidence, entry, "es", index) is evidence
