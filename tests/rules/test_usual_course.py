"""How long play usually or at least runs, asked in turns, rounds or time, is a figure no rulebook prints: the question is
left unanswered, the rule nearest it shown as related reading (issue 12; rules/usual_course.py).

A near rule of the same game that gives a length in those steps ("a game lasts 9 turns divided into 4 rounds")
answers, and so does one that says what is usual itself; a word of what is usual without a length of play ("what
do Work cards usually give?") asks a rule. The questions are written for this test, not taken from the question
sets.
"""

from __future__ import annotations

import pytest

from referee.rules import usual_course
from referee.rules.search import search

SILENT = [
    # LOOP, Gameplay > End Game (P.10): the game ends after the round in which DEPLETION is drawn or a player reaches
    # HAPPINESS 12; no number of rounds is printed
    ("How many rounds does a LOOP game normally last before it ends?", "loop", "normally"),
    # CV, Setup: the three life-stage decks feed the track in order; nothing on how many rounds a deck lasts
    ("How many rounds does the middle age deck usually last?", "cv", "usually"),
    # Adulthood, The Center Board > Scoring Board: passing the Grown-Up space makes you Grown Up; no number of turns
    ("¿Cuántos turnos se suele tardar en llegar a Grown Up en Adulthood?", "adulthood", "suele"),
    # Adulthood, Card Types > Career: one Career at a time, the old one to the Experience stack; no least number of
    # turns (the Career upper action's "part-time and minimum-wage work", first, says no length)
    ("Is there a minimum number of turns I must keep my Career card before I replace it?", "adulthood", "minimum"),
    # CV, End of the Game: it ends after a round when the old age deck has fewer cards than players; no least number
    # of rounds
    ("¿Hay un mínimo de rondas antes de que pueda terminar la partida de CV?", "cv", "minimo"),
]


@pytest.mark.parametrize(("question", "game", "word"), SILENT)
def test_a_usual_length_of_play_is_not_answered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


@pytest.mark.parametrize(("question", "game", "word"), SILENT)
def test_without_the_reading_a_rule_answers(question, game, word, monkeypatch):
    monkeypatch.setattr(usual_course, "unstated_usual", lambda query, near, lang_index: "")
    assert search(question, game=game).answered is True


@pytest.mark.parametrize(("question", "game"), [
    # Coming of Age, Playing: "A game lasts 9 turns divided into 4 rounds": the length is printed
    ("How many turns does a game of Coming of Age usually last?", "coming-of-age"),
    # CV, Card Types: "Work cards ... usually generate money symbols": what is usual, said by the rule
    ("What do Work cards usually give in CV?", "cv"),
])
def test_a_length_or_a_usual_the_rule_gives_is_answered(question, game):
    assert search(question, game=game).answered is True


@pytest.mark.parametrize(("question", "game", "word"), [
    # LOOP, End Game: the player with the most HAPPINESS wins; no usual winning figure is printed (round bigsil)
    ("how much Happiness does the winner of LOOP usually end with?", "loop", "usually"),
    ("¿Cuántos puntos suele hacer el ganador en LOOP?", "loop", "suele"),
    # CV, End of the Game: the most points wins; how many cards a winner usually holds is a figure of games played
    ("En CV, ¿cuántas cartas suele juntar el que gana?", "cv", "suele"),
])
def test_a_usual_outcome_of_a_game_is_not_answered(question, game, word):
    result = search(question)
    assert result.answered is False
    assert result.missing == (word,)


@pytest.mark.parametrize("question", [
    # CV, Components: "1-5 players": a least count of players is the rule of player counts, no usual figure
    "how many players minimum for a game of CV?",
    "¿cuántos jugadores como mínimo hacen falta para una partida de CV?",
    # CV, Roll the Dice: the dice rolled are a rule; "usually" without a game's outcome asks it
    "how many dice do I usually roll in CV?",
])
def test_a_count_without_a_usual_outcome_is_answered(question):
    assert search(question).answered is True


@pytest.mark.parametrize(("question", "game", "word"), [
    # a value asked by "what", or a score asked by its name in Spanish ("qué" is also "que": not a word of count):
    # Coming of Age's scoring.winner says who wins, no usual winning total (round numabst)
    ("In a 3-player game, what VEP total does the winner usually end with?", "coming-of-age", "usually"),
    ("¿Qué puntuación suele tener el ganador en Coming of Age?", "coming-of-age", "suele"),
    ("¿Qué puntaje suele sacar el que gana en Adulthood?", "adulthood", "suele"),
])
def test_a_usual_winning_value_asked_by_what_is_not_answered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


@pytest.mark.parametrize(("question", "game"), [
    # "what" with a usual word but no game's outcome, or an outcome with no usual word: a rule answers
    ("what usually happens at the end of a round?", "cv"),
    ("¿Qué puntuación tiene el ganador al final?", "cv"),
])
def test_what_without_a_usual_outcome_is_answered(question, game):
    assert search(question, game=game).answered is True
