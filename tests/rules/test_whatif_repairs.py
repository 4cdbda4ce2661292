"""A mistake told and its repair asked, in the shapes round whatifabst read: unanswered.

No rulebook says how to mend a game already played on (rules/late_fixes.py):
a dispute whose claims undo what was played or let it stand ("ana says UNDO
IT ALL, ben says IT'S DONE", "Ana dice que SE DESHAGA":
rules/disputed_repairs.py, `claimed_undoing`), a slip found late and asked
whether what it moved goes back or stays ("do they HAND IT BACK or does it
STAY WITH THEM?", "do we PULL THEM BACK or LEAVE IT?"), a slip caught only
now ("we JUST CAUGHT IT"), a slip of one time gone by ("HACE UN AÑO") or
a result already written down ("YA ESTÁ TODO APUNTADO, ¿se corrige?"),
and a count asked again after what the table told ("ya dijimos quién
ganó. ¿SE VUELVE A CONTAR?"). The rule that was broken stays shown as
related; a dispute over a rule with no undoing, or a repair the rule
itself states, is still answered. The probes are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.disputed_repairs import claimed_undoing, claims_start
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question, game, related", [
    # a dispute whose claims undo what was played or let it stand, the slip told in the third person
    ("my brother put a Presence on a spot paying two tokens though it costs one. Mia says undo it all, Joe says "
     "it's done, keep playing. who's right?", "coming-of-age", "presence.place"),
    ("Mi prima puso la Presencia pagando dos fichas cuando cuesta una. Marta dice que se deshaga, Luis que no. "
     "¿Quién tiene razón?", "coming-of-age", "presence.limit"),
    # a slip found late, asked whether what it moved goes back or stays
    ("my friend took 4 Goal Tokens instead of 3, noticed in round 2. does she hand them back or is it fine?",
     "coming-of-age", None),
    ("my friend took 4 Goal Tokens instead of 3, noticed in round 2. do we pull them back or leave it?",
     "coming-of-age", None),
    # a slip caught only now
    ("my friend took 4 Goal Tokens instead of 3 and we just caught it. do we leave it?", "coming-of-age", None),
    # a slip of one time gone by, told with no figure
    ("Mi hermana robó una Ficha de Objetivo de más hace una ronda. ¿Se queda?", "coming-of-age", None),
    # a result already written down
    ("Al final mi primo puntuó una Ficha de Objetivo que no cumplía. Ya está todo apuntado, ¿importa?",
     "coming-of-age", "scoring.goals"),
    # the count asked again after what the table told
    ("Mi tía puntuó una Ficha de Objetivo que no cumplía y ya dijimos quién ganó. ¿Se vuelve a contar?",
     "coming-of-age", "scoring.goals"),
])
def test_a_repair_asked_after_a_slip_is_unanswered(question, game, related):
    result = search(question, game=game)
    assert result.answered is False
    assert result.hits and result.hits[0].game == game
    assert related is None or related in [hit.id for hit in result.hits]  # the broken rule, shown as related


@pytest.mark.parametrize("question, game, entry", [
    # a rule argued over: "undo" named as a rule, not as the undoing of a thing told
    ("Ana says we roll our dice one at a time, Ben says everyone rolls all their dice at once. who's right?",
     "coming-of-age", "phase1.roll"),
    ("Mi amiga dice que el contador de VEP empieza en 0 y yo que en la casilla 5. ¿Quién tiene razón?",
     "coming-of-age", "setup.vep-counter"),
])
def test_a_rule_argued_over_is_still_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_only_a_claim_that_undoes_a_thing_told_tells_the_slip():
    told = words("she moved into a blocked spot. Ana says undo it all, Ben says it's done. who's right?")
    start = claims_start(told, "en")
    assert claimed_undoing(told, "en", start) == ("undo", "it")
    rule = words("Ana says you can undo a placement before rolling, Ben says no. who's right?")
    assert claimed_undoing(rule, "en", claims_start(rule, "en")) is None
    dicho = words("Nos liamos con el EVENT. Ana dice que se deshaga, Pedro que no. ¿Quién tiene razón?")
    assert claimed_undoing(dicho, "es", claims_start(dicho, "es")) == ("se", "deshaga")
