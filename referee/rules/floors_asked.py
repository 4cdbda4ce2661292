"""How low a count may go, asked, when no near rule states a floor: a silence of the question's form.

Players who fear a loss ask how far it may go: "is there A MINIMUM NUMBER
of dice? Can anything push me BELOW the 4 dice I start with?", "can my
money GO NEGATIVE, like going into debt?", "¿hay UN MÍNIMO DE dados?
¿algo me puede DEJAR CON MENOS DE los 4 dados del principio?", "¿el VEP
puede QUEDAR EN NEGATIVO?". The rule that ranks first is the rule of the
thing counted (CV's "the player rolls 4 dice", the track of VEP) and holds
every word the question names, so the evidence of the words lets it
through; but a floor is a rule only where the rulebook states one. So the
question is unanswered when it holds a phrase that asks a floor
(`floor_asked`: "is there a minimum", "go below", "go negative", "hay un
mínimo", "por debajo de cero", "dejar con menos de") and no near rule
(silences.NEAR_ENTRIES) has a word of one (`floor_told`: "minimum", "at
least", "below", "negative", "zero", "mínimo", "al menos", "cero"):
Coming of Age's "if you cannot lose VEP because you are at 0" and LOOP's
"if you have no HAPPINESS" answer it. Bare "minimum" is no ask ("what's
the minimum COIN I must pay per MATERIAL?" asks a price, which the rule of
the price gives), nor "menos de" alone ("una carta con menos de 3
iconos"): only "dejar/quedar con menos de", a count pushed down.

Round badthings (blind122's bad things): on TUNE125 12 questions hold a
phrase of the ask, all unanswerable; 10 already abstained (the catalogued
gaps of VEP or HAPPINESS below zero, negative money, a minimum of turns or
rounds), the 2 others now do (blind122's CV dice, English and Spanish):
abstention +2, top-1, top-3 and false abstention unchanged.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_set, words
from referee.rules.unstated_specifics import unstated_told


def unstated_floor(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask how low a count may go ("a minimum number", "go
    below", "en negativo") when no near rule states a floor; else None. A
    least length of play ("a minimum number of ROUNDS before the game may
    end?", a word of `usual_course`) is rules/usual_course.py's, judged
    before: not judged again here."""
    asked = unstated_told(query, near, lang_index, "floor_asked", "floor_told")
    if asked is None or not question_form_set(lang_index.lang, "usual_course").isdisjoint(words(query)):
        return None
    return asked
