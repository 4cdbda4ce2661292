"""`ask` abstains when a reveal is offered two audiences and no near rule names who sees (issue 12; rules/shown_audience.py).

A player who asks whether a thing is shown to everyone or only to one
player knows it is revealed, which the rule of the reveal says, and asks
who sees it, which that rule leaves open. A rule that names who sees (the
Values "stay secret from everyone else") still answers. The questions are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    # LOOP rulebook, Politician: "The FAVOUR is revealed only if called": to whom is never said
    ("when a Politician bluff is called, is the FAVOUR revealed to everyone or just to the player who called?", "loop"),
    ("Si llaman el farol del Politician, ¿el FAVOUR se revela a todos o solo al que lo pidió?", "loop"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_who_sees_a_reveal_is_not_in_the_rulebook(question, game):
    assert not search(question, game=game).answered


@pytest.mark.parametrize("question", [
    # Adulthood rulebook: Values cards stay secret from everyone else (ranked second, after the reveal at the end)
    "are my Values shown to everyone or only to me?",
    # an effect's reach, not a reveal: no word of showing
    "Me salió una Life Event que afecta a la ronda siguiente. ¿Afecta a todos los jugadores o solo a mí?",
])
def test_a_rule_that_names_who_sees_answers(question):
    assert search(question).answered
