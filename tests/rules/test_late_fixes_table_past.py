"""What the table did, told in the past, then a repair asked: unanswered (rules/table_past.py, rules/late_fixes.py).

"We scored ... recount?", "le dimos ... ¿le quitamos la carta?": the act is
told as done, so the ask is how to mend a game already played on, which no
rulebook says; the rule of the act stays shown as related. A vaguer ask
after what the table did ("now what?", "what do we do with ...?") asks the
rule that comes next, and stays answered. The probes are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, related, asked", [
    ("we paid the landfill penalty at 1 HAPPINESS per MATERIAL instead of checking the table, and the scores are on "
     "paper already. recount?", "loop", None, "recount"),
    ("we only gave the public goal to the player who reached it first, not to everyone tied. fix?", "cv", None, "fix"),
    ("Le dimos a cada jugador una sola Carrera al preparar. ¿Se corrige?", "adulthood", "setup.careers", "se corrige"),
    ("Pusimos las cartas de Life Event boca arriba en la mesa desde el principio. ¿Cómo seguimos?", "adulthood", None,
     "como seguimos"),
])
def test_a_repair_asked_after_what_the_table_did_is_unanswered(question, game, related, asked):
    result = search(question, game=game)
    assert result.answered is False
    assert asked in " ".join(result.missing)
    assert result.hits and result.hits[0].game == game  # the act's own rule, shown as related
    if related:
        assert result.hits[0].id == related


@pytest.mark.parametrize("question, game, entry", [
    # what the table did, then the next rule asked: no repair
    ("We ran out of Willpower Tokens with four of us. Now what?", "coming-of-age", "setup.unlimited-tokens"),
    ("Ya tiramos todos los dados y los pusimos en la carretera, ¿y ahora qué se hace?", "coming-of-age",
     "phase1.choose"),
])
def test_the_next_rule_asked_after_what_the_table_did_is_still_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_a_fix_asked_of_a_rule_in_the_present_is_still_answered():
    # LOOP p. 4: who starts; "we need to fix" tells no act of the table done in the past
    result = search("we need to fix the start player, who goes first?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "gameplay.start-player"
