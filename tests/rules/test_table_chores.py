"""`ask` abstains on who at the table does a chore, one person for all or each their own (issue 12; rules/table_chores.py).

The rule of the chore (the tokens enter the supply, a notepad is in the
box) says what is done, never who does it for the others: none of the four
rulebooks names a scorekeeper or a banker (LOOP's "Banker" is a CAREER
ability).
Beside them, a question of the same chore that offers no such choice,
which stays answered. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    # CV rulebook, Components: "A notepad and a pencil are included to help add up the points at the end of the
    # game"; who keeps it is never said (grep of 004_*.txt for "scorekeeper", "banker", "one player": none)
    ("At the end, does one person add up everybody's points on the notepad, or each player their own?", "cv"),
    ("Al final, ¿los puntos los suma en el bloc una persona o cada jugador los suyos?", "cv"),
    # Coming of Age rulebook, end of round: the Motivation Tokens of the unlocked Track are taken from the
    # unavailable supply and added to the general supply; who takes them out is never said
    ("Al acabar la ronda, ¿quién saca las Fichas de Motivación nuevas, una persona o cada uno?", "coming-of-age"),
    # Coming of Age rulebook, end of the year: the Bus moves on and the Memory Cards are refilled; who at the table
    # does it is never said. Asked as a duty of one ("one player IN CHARGE of", "A CARGO DE", "SE ENCARGA") or
    # anyone ("can ANYONE", "CUALQUIERA")
    ("At the end of the year, does one player have to be in charge of moving the Bus, or can anyone do it?",
     "coming-of-age"),
    ("Al final del año, ¿tiene que haber un jugador a cargo de reponer las Cartas de Recuerdo, o puede cualquiera?",
     "coming-of-age"),
    ("Al final del año, ¿un jugador se encarga de reponer las Cartas de Recuerdo, o cualquiera puede?",
     "coming-of-age"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_who_does_the_chore_is_not_in_the_rulebook(question, game):
    result = search(question, game=game)
    assert not result.answered


def test_who_adds_up_without_the_choice_stays_answered():
    # CV rulebook, Components: the notepad is there to add up the points; no choice of who offered
    result = search("what is the notepad for?", game="cv")
    assert result.answered
