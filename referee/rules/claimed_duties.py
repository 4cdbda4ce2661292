"""A minimum a player must meet, told as a rule and put up for confirmation, which the first rule does not require.

"You HAVE TO buy AT LEAST one card every two turns, right?", "en LOOP HAY
QUE hacer WORK AL MENOS una vez cada tres turnos, ¿no?", "cada turno HAY
QUE poner POR LO MENOS un meeple en Career, ¿no?". A player who remembers
a rule (rules/confirmation.py) and tells of a duty (`claim_duty`: "have
to", "must", "hay que", "tienes que") with a least amount or frequency
(`claim_minimum`: "at least", "al menos", "por lo menos") claims a
requirement. The rule that ranks first is the rule of the act (buying,
WORK, placing meeples): it holds the requirement only when it says that
something must be done or done at least so much (`claim_duty_told`: "at
least", "must", "hay que", "debes"); a rule that says what the act does or
allows ("take 1 or 2 cards", "take 1 COIN and end your turn") leaves the
duty unstated: the rulebook has no such rule.

A duty the rule states with another amount ("you must pay at least 2 COIN
per MATERIAL, right?") is answered by that rule: a "no, it is 1", not a
silence. The first rule only, as for a reward asked
(rules/unstated_specifics.py).
"""

from __future__ import annotations

from referee.rules.confirmation import confirmed
from referee.rules.index import LangIndex
from referee.rules.normalize import may_hold_phrase, question_form_phrases, words
from referee.rules.unstated_specifics import entries_tell, holds, phrases_held


def unstated_duty(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words of the least amount claimed ("at least", "por lo menos")
    when the question puts a rule with a duty up for confirmation and the
    first of `near` requires nothing; else None."""
    lang = lang_index.lang
    said = words(query)
    if not near or not may_hold_phrase(said, lang, "claim_minimum"):
        return None  # (no word of a least amount: most questions)
    least = next(phrases_held(said, question_form_phrases(lang, "claim_minimum")), None)
    if least is None or not holds(said, question_form_phrases(lang, "claim_duty")) or not confirmed(said, lang):
        return None
    return None if entries_tell(near[:1], lang_index, "claim_duty_told") else " ".join(least)
