"""A thing asked to come back: a silence of the question's form.

"If I lose my bicycle card can I ever GET IT BACK?", "Landfill Tax: I
paid a coin when my glass broke, someone then RECYCLEd it - do I get THE
COIN BACK?", "cuando termino de pagar una tarjeta de crédito, ¿la tarjeta
me la quedo o SE DEVUELVE?", "¿me puedo ARREPENTIR y rechazarlo?". The rule
that ranks first is the rule of the thing (the bicycle, the tax, the
paid-off card) and says what happens to it once; whether what left a
player comes back to them, or an act is taken back, is a rule only where
the rulebook says a thing returns. So the question is unanswered when it
holds a phrase that asks for a return (`return_asked`: "get it back",
"come back", "take-backs", "refund", "me devuelven", "se devuelve",
"recuperar", "arrepentirme") and no near rule (silences.NEAR_ENTRIES) has a
word of return (`return_told`: "back", "return", "retrieve", "devuelve",
"vuelve", "recupera"): the coop rule that takes played FAVOUR "back into
your hand" and BARTER's "will not be returned" answer.

A move backwards on a track ("move back one space", "retroceder") is no
return of a thing: "back" alone is no phrase of the ask. An act asked to
be undone for a mistake found late is read first (rules/late_fixes.py),
and a step of the game asked to be done over (rules/redos.py).

A rule that puts the thing out of the game for good answers too ("todos
los dados ... se retiran del juego" answers "¿los dados se devuelven?").
Counts on the tuning sets when added (55 sets, 1,987 unanswerable and
10,560 answerable questions): 84 questions hold a phrase of the ask (45
answerable); abstention 1,670 -> 1,676, false abstention 241, top-1 and
top-3 unchanged. Read against the first entry only, as redos.py is: one
abstention more (the lost bicycle, whose third rule sends a card "back to
the box") but three false abstentions (energy used as a time meeple comes
back by the reset rule, second; the coop FAVOUR recovered by the third).
Spanish "de vuelta" is a word of return as English "back" is ("1 Moneda DE
VUELTA por cada 3 gastadas", LOOP's Buy More Earn More, whose Spanish title
now says it as the English one does): round fabst36, TUNE119 false
abstention -2 (blind107, blind110), nothing else moved. A return offered
beside keeping ("do I give it back or keep it?") is settled by a first rule
that says the thing is kept (rules/kept_choice.py).
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.kept_choice import kept_settled
from referee.rules.normalize import question_form_phrases, words
from referee.rules.unstated_specifics import phrase_starts, unstated_told


def unstated_return(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask for a thing back when no near rule (`near`, the
    first the one that would answer) has a word of return; else None. A
    bare phrase of return followed by a word of exchange (`return_exchange`:
    "what do I GET BACK FOR it?"; not "do I get THE COIN BACK FOR the broken
    one?", a refund) asks what is given in return for a thing
    spent, which the rule of the act states ("discard a Values card ... and
    draw a new one"), not a return: round badthings, blind122's Meditate
    (TUNE125: false abstention -1, nothing else moved)."""
    asked = unstated_told(query, near, lang_index, "return_asked", "return_told")
    if asked is None:
        return None
    if near and kept_settled(query, lang_index.docs[near[0]].entry, lang_index.lang):
        return None  # "do I GIVE IT BACK or KEEP IT?" beside "Keep used Tokens": both sides settled (rules/kept_choice.py)
    said = words(query)
    exchanged = {start for phrase in question_form_phrases(lang_index.lang, "return_exchange")
                 for start in phrase_starts(said, phrase)}
    if exchanged and exchanged.issuperset(phrase_starts(said, tuple(asked.split()))):
        return None
    return asked
