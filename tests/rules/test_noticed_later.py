"""A mistake is noticed, not merely later (lexicon common.toml, the group of mistakes).

"Two turns later WE NOTICED...", "nadie SE DIO CUENTA hasta dos turnos
después": a mistake found late, which the rulebooks never settle. But
"turns later" or "rondas después" alone only tells when something is done
("reveal it two turns later", "enseñarlo dos turnos después"), or joins two
moments of a question ("... al final de la ronda. ¿Era después de cada
turno?"): no mistake, and the rule of that moment answers. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

ANSWERED = [
    # LOOP, GOAL: revealing a goal met is the player's choice of moment (`goal.reveal-timing`)
    ("In LOOP, may I hold back a GOAL I already met and reveal it two turns later?", "loop", "goal.reveal-timing"),
    ("En LOOP, ¿puedo guardarme un GOAL ya cumplido y enseñarlo dos turnos después?", "loop", "goal.reveal-timing"),
]

SILENT = [
    # Adulthood: no rule for correcting a past mistake (see tests/rules/test_table_trouble.py)
    ("En Adulthood Ana no pagó el coste de una carta y nadie se dio cuenta hasta dos turnos después. ¿Qué hacemos?",
     "adulthood"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_a_later_moment_is_no_mistake(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_a_mistake_noticed_later_stays_a_silence(question, game):
    assert search(question, game=game).answered is False
