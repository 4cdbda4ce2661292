"""Game terms a recogniser wrote as letters of no language that sound like
them (referee/rules/sounded_echoes.py): said beside the term itself ("un cher
un share"), the mis-heard word is left out; alone, with the term's first
sound lost ("the pletion card"), it is read as the term. Words of a language
that sound alike ("nowhere near", "debajo del dibujo") and forms of a rule
word ("compré") are no terms mis-heard.

The probes are written for these tests (not the benchmark's wording), each
with the entry that answers it.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules.sounded_echoes import sound_key
from support.dictated import read_as_meant


def test_sound_keys_make_one_the_spellings_of_a_sound():
    assert sound_key("cher", "es") == sound_key("share", "es")
    assert sound_key("depletion", "en").endswith(sound_key("plecion", "es"))


@pytest.mark.parametrize("spoken, lang, meant", [
    ("cuando alguien me juega un cher un share lo puedo rechazar", "es",
     "cuando alguien me juega un un share lo puedo rechazar"),
    ("quién pierde felicidad cuando sale la pleción la depletion", "es",
     "quién pierde felicidad cuando sale la la depletion"),
    ("do i lose happiness if i flip the pletion card", "en", "do i lose happiness if i flip the depletion card"),
])
def test_a_term_heard_by_its_sound_is_read_as_the_term(spoken, lang, meant):
    assert read_as_meant(spoken, lang) == meant


@pytest.mark.parametrize("typed, lang", [
    ("my impact marker is nowhere near the end", "en"),  # words of the language, though they sound alike
    ("la ficha va debajo del dibujo de la carta", "es"),
    ("¿cuándo se reponen las cartas que compré?", "es"),  # a form of "comprar", not a term heard
    ("how do you get a freind past level 4", "en"),  # a typo of "friend", not the end of "befriend"
])
def test_words_that_only_sound_alike_are_left_as_they_are(typed, lang):
    assert read_as_meant(typed, lang) == typed


@pytest.mark.parametrize("question, game, entry", [
    ("do i lose happiness if i flip the pletion card", "loop", "end.depletion-penalty"),
    ("quién pierde felicidad cuando sale la pleción la depletion", "loop", "end.depletion-penalty"),
])
def test_questions_with_a_term_heard_by_its_sound_are_answered(question, game, entry):
    result = search(question, limit=3)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


def test_a_share_heard_as_cher_is_answered():
    result = search("cuando alguien me juega un cher un share lo puedo rechazar", limit=3)
    assert result.answered, result.missing
    assert result.hits[0].game == "loop"
