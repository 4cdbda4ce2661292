"""A step of the game asked to be done over: a silence of the question's form.

"One player hates the childhood cards they ended up with. Can we REDO THE
DRAFT?", "volver a repartir cartas de infancia", "alguien pasó las cartas
a la derecha. ¿Hay que REPETIRLO?", "can I take a MULLIGAN on my Parent
Cards?". The rule that ranks first is the rule of the step itself (how
the draft is made, how the cards are dealt), which says how it is done
once; whether a table may deal, draft or set up again, for a mistake or a
dislike, is for the players to agree. So the question is unanswered when
it holds a phrase that asks for the step again (`redo_asked`: "redo",
"re-deal", "mulligan", "start over", "volver a repartir", "repetirlo",
"rehacer") and no near rule says a thing is done again (`redo_told`:
"again", "repeat", "de nuevo", "otra vez", "vuelve a"): a rule that has a
step repeated answers.

Rolling again is a move of the game, not a step done over: "reroll" and
"volver a tirar" are no phrases of the ask, nor is a bare "repetir"
("¿puedo repetir ubicación?" asks a rule of placing). A mistake found late
and asked how to fix is read first (rules/late_fixes.py).

A fresh hand or row in place of what was dealt is the same ask ("no me
gustan los dos CAREER, ¿puedo PEDIR OTROS DOS?", "¿puedo ROBAR OTRAS DOS?",
"is there a way to DEAL NEW CARDS?", "can I REDRAW it?"); not "draw a new
one", which a Parent Card does after it is played. Round abst36 (TUNE119
on wave1base): abstention +3 of 4,387 (blind48, blind85, blind97), nothing
else moved ("redraw", a word no entry holds, was unanswered already).

A fresh deal named as one side of an order asked is a step of play, not a
step done over: "cleanup: do we slide the cards left FIRST OR DEAL NEW
ONES FIRST?", "¿deslizamos las cartas PRIMERO O REPARTIR CARTAS NUEVAS
PRIMERO?" ask which of two steps comes first, and the rule that lays the
steps out ("slides the cards left, then deals new cards") answers. So a
question that sets two moments against each other
(rules/moments_ordered.py `asks_between`: "before or after", "X first or
Y first") asks no redo. Round timingfab: blind174 false abstention 23 ->
22 (CV's clean-up), nothing else moved on blind174.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.moments_ordered import asks_between
from referee.rules.normalize import may_hold_phrase, question_form_phrases, words
from referee.rules.unstated_specifics import phrases_held, unstated_told


def asked_redo(query: str, lang: str) -> tuple[str, ...] | None:
    """The phrase of `query` that asks for a step of the game again, or None."""
    said = words(query)
    if not may_hold_phrase(said, lang, "redo_asked"):
        return None  # (no word that opens an ask to do a step over, or none of each's longest: most questions)
    return next(phrases_held(said, question_form_phrases(lang, "redo_asked")), None)


def unstated_redo(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask for a step again when no near rule (`near`, the
    first the one that would answer) says a thing is done again; else None.
    A question that sets two moments against each other asks their order,
    not a redo (see the module's docstring)."""
    if may_hold_phrase(words(query), lang_index.lang, "redo_asked") and asks_between(words(query), lang_index.lang):
        return None  # ("slide the cards FIRST OR DEAL NEW ONES FIRST?": one side of the order asked)
    return unstated_told(query, near, lang_index, "redo_asked", "redo_told")
