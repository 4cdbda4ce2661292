"""A question of one rule of a group gets that rule before the group's overview (rules/overview_yields.py).

Coming of Age, "3. Gain the Location Benefits", Step B: a player who gains
neither the Memory nor a Presence plays a Parent Card; LOOP's co-op mode
says how the table loses. The overviews of the Parent Cards and of the co-op
mode hold most words of such questions and came first. A question that asks
the group as a whole (what changes, what it is) still gets the overview,
and what is answered never changes. The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import overview_yields
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang", "expected"), [
    ("I have no Motivation Token of that colour. Must I play a Parent Card?", "en",
     ("coming-of-age", "parent-card.play")),
    ("No tengo Ficha de Motivación de ese color, ¿tengo que jugar una Carta de Padres sí o sí?", "es",
     ("coming-of-age", "parent-card.play")),
    ("co-op LOOP: how do we lose the game?", "en", ("loop", "coop.end")),
    ("cooperativo: ¿cómo perdemos la partida?", "es", ("loop", "coop.end")),
])
def test_a_question_of_one_rule_gets_the_rule_before_its_overview(question, lang, expected):
    result = search(question, lang=lang)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == expected
    overview = expected[1].split(".")[0] + ".overview"
    assert overview in [hit.id for hit in result.hits[:3]]  # (the overview stays near, as related reading)


@pytest.mark.parametrize(("question", "lang"), [
    ("what changes in co-op loop?", "en"),
    ("¿qué cambia en el modo cooperativo de loop?", "es"),
])
def test_the_group_asked_as_a_whole_still_gets_its_overview(question, lang):
    result = search(question, lang=lang)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "coop.overview")


@pytest.mark.parametrize(("question", "lang"), [
    ("Al recoger, ¿hay que guardar por separado las Cartas de Padres de cada color o se pueden mezclar?", "es"),
    ("Do the pictures on the Parent Cards mean anything, like mum or dad helping you?", "en"),
])
def test_an_unanswered_question_keeps_its_related_entries(question, lang):
    result = search(question, lang=lang)
    assert not result.answered
    assert any(hit.id.startswith("parent-card.") for hit in result.hits[:3])


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("what changes in solo?", "en", True),
    ("what's a bounce?", "en", True),
    ("¿qué añade el modo competitivo?", "es", True),
    ("¿qué me da una carta de Recuerdo?", "es", True),
    ("can I play a parent card?", "en", False),
    ("¿dónde pongo la ficha de Personaje?", "es", False),
])
def test_the_words_that_ask_a_group_as_a_whole(question, lang, asked):
    assert overview_yields.asks_whole(words(question), lang) is asked


def test_only_an_overview_of_a_group_yields():
    assert overview_yields.is_overview("parent-card.overview")
    assert overview_yields.is_overview("traits.mimic-overview")
    assert not overview_yields.is_overview("overview.game-end")  # (the game's own overview: no detail by id)
    assert not overview_yields.is_overview("goal.types")


def test_the_detail_moves_only_from_its_share_of_the_overview_score():
    ids = {1: "parent-card.overview", 2: "parent-card.play", 3: "memory.gain"}
    game = lambda number: "coming-of-age"  # noqa: E731
    assert overview_yields.detail_first([(50.0, 1), (45.0, 2)], ids.get, game) == [(45.0, 2), (50.0, 1)]
    assert overview_yields.detail_first([(50.0, 1), (40.0, 2)], ids.get, game) is None
    assert overview_yields.detail_first([(50.0, 1), (49.0, 3)], ids.get, game) is None  # (not of its group)
    assert overview_yields.detail_first([(50.0, 2), (49.0, 1)], ids.get, game) is None  # (a detail first stays)
