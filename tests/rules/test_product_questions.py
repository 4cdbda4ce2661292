"""`ask` abstains on the product itself, which no rulebook here speaks of (issue 12).

Help for colour-blind players, how much room the board takes on a table,
the awards a game has won: each is a common topic (lexicon/common.toml
`[concepts] topics`), so a rule about the colours, the board or the
winner that the question's other words reach does not answer it; only an
entry that speaks of that very thing would. Beside them, the near question
a rule does answer. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    # grep of every seed for "blind", "dalt": LOOP's "blindly ACCEPT" only (a FAVOUR played face down); no
    # rulebook says whether its colours carry symbols for colour-blind players
    ("Can a colorblind player tell the Mood Tracks apart in Coming of Age?", "coming-of-age"),
    ("¿Las cartas de CV sirven para alguien daltónico o solo se distinguen por el color?", "cv"),
    # grep of every seed for "dimension", "cm", "table": the rulebooks set the board out, never measure it
    ("What are the dimensions of the Adulthood board? Our coffee table is tiny", "adulthood"),
    ("¿El tablero de LOOP cabe en una mesa pequeña?", "loop"),
    # grep of every seed for "award", "galard": CV's and Coming of Age's goals "award points" (a rule), no prize
    ("Is Coming of Age an award winning game?", "coming-of-age"),
    ("¿Adulthood es un juego galardonado?", "adulthood"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_a_question_about_the_product_is_not_answered(question, game):
    assert search(question, game=game).answered is False


ANSWERED = [
    # CV, set-up: the public life goals go face up on the board, one per player count row (rules.en.toml)
    ("How many public goal cards go on the table with 3 players in CV?", "cv", "setup.public-goals"),
    # Coming of Age, Set-Up: roadblock tiles cover locations of the main board at the start
    ("which locations of the big board are covered at the start of coming of age?", "coming-of-age",
     "setup.main-board"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_the_near_question_a_rule_answers_stays_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry
