"""A term of the game said right after running out is what runs out, however common its word (rules/term_run_out.py).

LOOP, "WORK" and "Forced into Debt": WORK with no HAPPINESS left takes 1
COIN and ends the turn; a player who can only WORK and has no HAPPINESS
left is forced into debt ("no te queda Felicidad"). In the Spanish rules
"Felicidad" is on nearly every page, too common a word to be read as the
thing that ran out, and the verb of the next words ("para PAGAR", "qué
USO") was taken for it: the question abstained. The questions are worded
anew, not copied from the benchmark sets.

No English term of the four rulebooks is that common (every one is read as
the thing that runs out already, below `search.TOPIC_MIN_IDF` only CV's
"token", whose running out no rule states), so the English question shows
the same reading held in English, answered as it was.
"""

from __future__ import annotations

import pytest

from referee.rules import term_run_out
from referee.rules.search import search

RUN_OUT_TERMS = [
    ("Cuando no queda HAPPINESS para pagar el WORK, ¿qué hago?", "es", "turn.work-no-happiness"),
    ("Si no me queda HAPPINESS para perder al hacer WORK, ¿qué pasa?", "es", "turn.work-no-happiness"),
    ("I've run out of HAPPINESS, so do I WORK or APPLY for a CREDIT CARD?", "en", "credit.forced-debt"),
]


@pytest.mark.parametrize(("question", "lang", "entry"), RUN_OUT_TERMS)
def test_a_term_run_out_is_answered_by_the_rule_of_its_running_out(question, lang, entry):
    result = search(question, lang=lang)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", entry)


def test_a_term_is_a_concept_of_the_games_own_glossary():
    assert term_run_out.names_game_term(frozenset({"~loop:0"}), "loop")
    assert not term_run_out.names_game_term(frozenset({"~common:52"}), "loop")
    assert not term_run_out.names_game_term(frozenset({"~cv:3"}), "loop")
