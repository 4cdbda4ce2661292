"""A "what does X mean" question asks the entry whose title defines X by a
copula before it ("... IS ACTIVE", "... = BROKEN"), not the entry of a
consequence that names X in passing (rules/stated_terms.py)."""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules.stated_terms import defined_words, opening_subject


@pytest.mark.parametrize("title, lang, defined", [
    ("Only the top card of each stack is active", "en", {"activ"}),
    ("Solo está activa la carta de arriba de cada pila", "es", {"activ"}),
    ("QUALITY 0 = BROKEN, goes to its owner's LANDFILL", "en", {"broken"}),
    ("Calidad 0 = Roto; va al Vertedero de su dueño", "es", {"rot"}),
    ("Misfortune: discard one active card from your CV", "en", set()),  # names "active" in passing
])
def test_the_words_a_title_defines(title, lang, defined):
    assert defined_words(title, lang) == frozenset(defined)


@pytest.mark.parametrize("question, game, entry_id", [
    # CV, Game Play, 4. Add to CV: "The card on top of each stack is 'active'"; Misfortune only discards an active card
    ("What does active mean for a card in my CV?", "cv", "cv.active"),
    # LOOP p. 7: "when QUALITY reaches 0 it is BROKEN"; the LANDFILL only holds what broke
    ("What does BROKEN mean for a MATERIAL?", "loop", "turn.broken"),
    ("¿Qué significa ROTO en LOOP?", "loop", "turn.broken"),
])
def test_the_defining_entry_answers_what_a_word_means(question, game, entry_id):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == (game, entry_id)


@pytest.mark.parametrize("text, lang, things", [
    ("Resources and Traits are things you have or characteristics of yours.", "en", [{"resourc"}, {"trait"}]),
    ("Los Recursos y Rasgos son cosas que tienes o rasgos de tu carácter.", "es", [{"recur"}, {"rasg"}]),
    ("Las Fichas de Objetivo son objetivos de final de partida.", "es", [{"fich", "objetiv"}]),
    ("The Center Board is made of two parts.", "en", [{"center", "board"}]),
    ("If a card is active, it counts.", "en", []),  # a condition, no thing named
    ("Cada jugador recibe 2 cartas de Valores.", "es", []),  # no copula
    ("Los seis símbolos son: salud, conocimiento, ...", "es", []),  # a list after the copula
    ("The token supply is 32 Money tokens.", "en", []),  # a count after the copula
])
def test_the_things_a_text_opens_by_defining(text, lang, things):
    assert [set(thing) for thing in opening_subject(text, lang)] == things


@pytest.mark.parametrize("question, game, entry_id", [
    # Adulthood, Card Types: "Resources and Traits are things you have ..." before the rule that places them
    ("what are Resources in adulthood?", "adulthood", "cards.resources-traits"),
    ("¿Qué son los Recursos en Adulthood?", "adulthood", "cards.resources-traits"),
    # Coming of Age, Key Concepts: "Las Fichas de Objetivo son objetivos de final de partida"
    ("¿Qué son las Fichas de Objetivo?", "coming-of-age", "goals.overview"),
    # a text that opens defining another board of the same word is no answer: the Market Board's own entry
    ("what is the Market Board in adulthood", "adulthood", "market.layout"),
])
def test_the_text_that_opens_defining_the_thing_answers(question, game, entry_id):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == (game, entry_id)


@pytest.mark.parametrize("question, game, entry_id", [
    # a close neighbour that asks the count, not what the thing is: the scoring rule keeps its place
    ("¿cuántas Fichas de Objetivo puedo puntuar?", "coming-of-age", "scoring.goals"),
])
def test_a_question_of_another_kind_keeps_its_entry(question, game, entry_id):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == (game, entry_id)
