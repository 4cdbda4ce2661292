"""A repair argued over: the table's fix for a slip, put as a dispute.

A table that played a rule wrong for a while often argues how to mend it and
asks the assistant to settle the argument ("for three rounds we let everyone
reroll three times. Ana SAYS we take back the cards bought, Ben SAYS just play
right from now. WHO'S RIGHT?", "Hace dos turnos usé una Bonificación de
Intimidad como si fuera de Amistad. Mi hermana DICE QUE hay que bajarlo; yo
digo que ya está hecho y seguimos. ¿QUIÉN TIENE RAZÓN?"). The ask itself
("who's right?") names no repair: the repair is in the claims before it. So
rules/late_fixes.py reads the claims as part of the ask (`claims_start`): a
question that ends in an ask of who is right (`repair_dispute_asked`) asks
from its first verb of saying (`speech_verbs`: "says", "thinks", "dice",
"cree") on, and the ways of a repair said there ("now", "keep them", "¿se
queda?", "seguimos") ask for the fix as after any slip found late.

The claims say the repair in words of their own, seldom as a question: a
proposal in the subjunctive or told of the past ("que LE QUITEMOS los VEP",
"que SIGAMOS", "que DEVUELVA esa carta", "YA PASÓ", "it STAYS", "TOO LATE",
"HANDS BACK their cards"): `repair_claimed` (`claimed_repair`), read after
the first claim once the question tells a slip (rules/late_fixes.py checks
that). A dispute over a rule not yet played ("Ana says we roll one at a
time, Ben says all at once. who's right?") tells no slip and is answered.

A claim to undo what was played, or that it is done and stays ("ana says
UNDO it all and she plays a parent card instead, ben says IT'S DONE, play
on", "Ana dice que SE DESHAGA, Pedro que no": `repair_claimed_done`,
`claimed_undoing`) tells by its own words that the thing was already
played, so the dispute is over a repair with no other word of the slip
(the slip told in the third person, "my friend MOVED her die into a spot
still blocked", which rules/table_past.py does not read, or as a muddle,
"nos liamos"). A claim of a rule to come ("Ana says you can't undo a
placement") names no undoing of the table's: the phrases are the undoing
itself or its refusal, not the word "undo" in any sentence. Round
whatifabst: 2 abstentions more on the tuning list (blind165).
"""

from __future__ import annotations

from referee.rules.normalize import may_hold_phrase, question_form_phrases, question_form_set
from referee.rules.unstated_specifics import phrases_held


def claims_start(said: list[str], lang: str) -> int | None:
    """The position of the first verb of saying ("Ana SAYS", "mi hermana
    DICE que") among the folded words `said`, when the question asks who
    of the claims is right (`repair_dispute_asked`); None otherwise (most:
    no such ask)."""
    if not may_hold_phrase(said, lang, "repair_dispute_asked") \
            or next(phrases_held(said, question_form_phrases(lang, "repair_dispute_asked")), None) is None:
        return None
    sayings = question_form_set(lang, "speech_verbs")
    return next((position for position, word in enumerate(said) if word in sayings), None)


def claimed_repair(said: list[str], lang: str, start: int) -> tuple[str, ...] | None:
    """The phrase of `repair_claimed` that proposes a repair in the claims,
    from `start` on ("que LE QUITEMOS los VEP", "it STAYS", "TOO LATE");
    None when the claims propose none."""
    if not may_hold_phrase(said[start:], lang, "repair_claimed"):
        return None
    return next(phrases_held(said, question_form_phrases(lang, "repair_claimed"), start), None)


def claimed_undoing(said: list[str], lang: str, start: int) -> tuple[str, ...] | None:
    """The phrase of `repair_claimed_done` in the claims, from `start` on,
    that tells what was played as done, to undo or to let stand ("ana says
    UNDO it all", "ben says IT'S DONE", "que SE DESHAGA"); None when no
    claim tells so."""
    if not may_hold_phrase(said[start:], lang, "repair_claimed_done"):
        return None
    return next(phrases_held(said, question_form_phrases(lang, "repair_claimed_done"), start), None)
