"""A contradiction of the rulebook told by the player ("the rules contradict each other", "el reglamento dice las dos
cosas", "the setup says ..., the summary says ...") leaves the question unanswered, the nearest rule shown as related
reading (issue 12; rules/said_twice.py).

People who disagree ("my friend says ..., my wife says ...") and one passage read two ways ("it says X but then it
says Y") are not the form: a rule settles them. The questions are written for this test, not taken from the question
sets.
"""

from __future__ import annotations

import pytest

from referee.rules import said_twice
from referee.rules.search import search

CONTRADICTIONS = [
    # LOOP, Setup: the starting COIN are given once; a player who finds two figures asks which holds
    ("El reglamento se contradice con las COIN iniciales: ¿cuántas COIN recibe cada jugador al empezar?", "loop",
     "contradice"),
    # Coming of Age, Setup: the Interest Tokens of each player, told twice with two figures by two parts
    ("La preparación dice que cada uno toma 7 Fichas de Interés y el resumen dice 6, ¿cuántas son?", "coming-of-age",
     "dice"),
    # CV, Bad luck: a misfortune discards an active card; the player read two places that disagree
    ("In one place the rules say a misfortune discards an active card, in another a card from the hand. Which is it?",
     "cv", "in one place"),
    # CV, Dice: the number of dice rolled
    ("The rules are inconsistent about how many dice we roll in CV. How many dice do I roll?", "cv", "inconsistent"),
]


@pytest.mark.parametrize(("question", "game", "word"), CONTRADICTIONS)
def test_a_contradiction_told_by_the_player_is_not_answered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


@pytest.mark.parametrize(("question", "game", "word"), CONTRADICTIONS)
def test_without_the_reading_a_rule_answers(question, game, word, monkeypatch):
    monkeypatch.setattr(said_twice, "told_contradictory", lambda query, lang: "")
    assert search(question, game=game).answered is True


@pytest.mark.parametrize(("question", "lang"), [
    ("My friend says you draw two cards, my wife says one. Which is it?", "en"),  # people, not parts of the rulebook
    ("Mis amigos dicen cosas distintas: ¿gano 4 COIN o 2?", "es"),
    ("The BUY rule says 'up to 3 MATERIAL' but then it says I may buy none. Which is it?", "en"),  # one passage
    ("Setup says cover locations 5 to 10 with a Roadblock Tile, so only 1-4 start open?", "en"),  # one saying
    ("what happens if two life events contradict each other", "en"),  # no part of the rulebook
])
def test_people_or_one_passage_are_no_contradiction_told(question, lang):
    assert said_twice.told_contradictory(question, lang) == ""
