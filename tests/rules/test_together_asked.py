"""`ask` abstains on "all at once or one at a time?" asked of a game that never plays at once (issue 12; rules/together_asked.py).

The rule of the act (reveal a personal life goal, the final scoring steps)
says what is done, not whether everyone does it together or in turn. Coming
of Age plays phases 1 and 2 simultaneously and says so: its questions of
the same form stay answered. The questions are worded anew, not copied from
the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    # CV rulebook, Scoring: each player scores their personal life goal at the end; whether the goals are turned
    # over together or one by one is never said (grep of 004_*.txt for "simultaneous", "same time", "at once": none)
    ("In CV, at the end, do we flip our personal life goals one at a time?", "cv"),
    ("En CV, al final, ¿mostramos las metas personales todos a la vez o de uno en uno?", "cv"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_at_once_or_in_turn_is_not_in_the_rulebook(question, game):
    assert not search(question, game=game).answered


def test_coming_of_age_plays_at_once():
    # Coming of Age rulebook, Gameplay: phases 1 and 2 are played simultaneously by all players
    assert search("do we choose our locations all at once or one by one?", game="coming-of-age").answered


# the question names no game, but its own words point to one (Adulthood's Values): only that game's rules may say
# whether it plays at once, not Coming of Age's simultaneous phases ranked near (Adulthood rulebook, End of Game: "turn
# all Values cards face up", never whether together or in turn)
UNNAMED_SILENT = [
    "when the game is over, do we show our Values everybody at once, or does each of us go in turn?",
    "al terminar, ¿damos vuelta los Values jugador por jugador o todos juntos?",
]


@pytest.mark.parametrize("question", UNNAMED_SILENT)
def test_the_game_the_words_point_to_decides(question):
    assert not search(question).answered


@pytest.mark.parametrize("question", ["do we roll our dice everyone at once or does each player roll on their turn?",
                                      "¿tiramos los dados jugador por jugador?"])
def test_dice_asked_of_no_game_keep_the_simultaneous_roll(question):
    # dice are Coming of Age's and CV's words alike: Coming of Age's rule of rolling at once answers
    assert search(question).answered


# one player's own dice offered one at a time, named in no game: the rule of rolling that ranks first (CV's "the
# player rolls 4 dice") decides alone; Coming of Age's players rolling at once, whose word "dice" is CV's too, tells
# what players do together, not how one player throws (CV rulebook, Roll the Dice: never whether one by one)
OWN_THINGS_SILENT = [
    ("in CV may I throw my four dice singly, one at a time?", "one at a time"),
    ("¿puedo lanzar mis cuatro dados de uno en uno en CV?", "de uno en uno"),
]


@pytest.mark.parametrize(("question", "offer"), OWN_THINGS_SILENT)
def test_one_players_dice_one_at_a_time_are_not_in_the_rulebook(question, offer):
    result = search(question)
    assert not result.answered
    assert result.missing == (offer,)
    assert [hit.game for hit in result.hits][0] == "cv"


@pytest.mark.parametrize("question", ["in Coming of Age, do I throw my dice one at a time or all at once?",
                                      "en Coming of Age, ¿tiro mis dados de uno en uno o todos a la vez?"])
def test_coming_of_age_dice_named_keep_the_simultaneous_roll(question):
    # the game named plays its phases at once and says so: its rule answers, whoever's dice are asked of
    assert search(question).answered
