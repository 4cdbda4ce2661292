"""A repair argued over after a slip: unanswered (rules/disputed_repairs.py, rules/late_fixes.py).

"For three turns we let ... Mia says we hand back the extras, Joe says too
late. who's right?": the slip is told, the repair is in the claims before
the ask of who is right, and no rulebook says how to mend a game already
played on; the rule that was broken stays shown as related. A dispute over
a rule with no slip told is still answered. The probes are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.disputed_repairs import claimed_repair, claims_start
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question, game, related, asked", [
    ("For three turns we let players buy two cards from the track each turn. Mia says we hand back the extra "
     "cards, Joe says it's too late. who's right?", "cv", "select.take-cards", "hand back"),
    ("We've been scoring 2 VEP per Memory instead of 3 for a while. Sam says we recount from the start, I say it "
     "stays as it is. who's right?", "coming-of-age", "memory.vep-scale", "stays"),
    ("Hace tres turnos que Lucía paga la Presencia con dos fichas en vez de una. Ella dice que ya pasó; yo digo que "
     "le quitemos la Presencia. ¿Quién tiene razón?", "coming-of-age", "presence.limit", "quitemos"),
    ("Durante un rato Rob tiró un dado menos. Mi novia dice que desde ahora y ya; yo digo que deshagamos esas "
     "rondas. ¿Quién tiene razón?", "coming-of-age", "solo.rob-roll", "ahora"),
])
def test_a_repair_argued_over_after_a_slip_is_unanswered(question, game, related, asked):
    result = search(question, game=game)
    assert result.answered is False
    assert asked in " ".join(result.missing)
    assert result.hits and result.hits[0].game == game
    assert related in [hit.id for hit in result.hits[:3]]  # the broken rule, shown as related


@pytest.mark.parametrize("question, game, entry", [
    # a rule argued over, no slip told: the rule settles it
    ("Ana says we roll our dice one at a time, Ben says everyone rolls all their dice at once. who's right?",
     "coming-of-age", "phase1.roll"),
    ("Tom says you take back your die after the bus moves, Kim says it stays on the road. who's right?",
     "coming-of-age", "bus.route"),
    ("Mi amiga dice que el contador de VEP empieza en 0 y yo que en la casilla 5. ¿Quién tiene razón?",
     "coming-of-age", "setup.vep-counter"),
])
def test_a_rule_argued_over_with_no_slip_is_still_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_the_claims_are_read_only_under_an_ask_of_who_is_right():
    told = words("we let them reroll three times for two rounds. Ana says we take back the cards. who's right?")
    start = claims_start(told, "en")
    assert start is not None and told[start] == "says"
    assert claimed_repair(told, "en", start) == ("take", "back")
    assert claims_start(words("we let them reroll three times. Ana says we take back the cards."), "en") is None
    dicho = words("Durante dos rondas pagamos de más. Mi primo dice que sigamos. ¿Quién tiene razón?")
    assert claimed_repair(dicho, "es", claims_start(dicho, "es")) == ("sigamos",)
