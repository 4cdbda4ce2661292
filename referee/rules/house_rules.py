"""A rule grumbled at, then a change of it asked of the table: a house rule, which the rulebook never offers.

"Why do the age decks have to go in order? CAN WE shuffle middle age and
old age together?", "Why is the track only 5 cards even with 4 players?
CAN WE put out 6?", "Somos 6, ¿por qué solo hay 5 ACTIVITY boca arriba?
¿NO SE PUEDEN poner más?". The player knows the rule (the grumble states
it) and asks whether the table may play it otherwise: the rule that ranks
first is the very rule they want to change, and covers every word of the
change, so the evidence of the words takes it for the answer. The rulebook
does not say what a table may change.

The form: a sentence with a word of why (`reason_asked`), then a later
sentence that opens with the table asking leave (`house_asked`: "can we",
"could we", "¿podemos", "¿no se pueden"). A question asked in one sentence
("why can't we ...") or a leave asked first is not of the form. The first
rule answers only when it offers a choice of how to play (`house_told`:
"optional", "variant", "you may choose", "opcional", "variante").

blind86 (written in the why style): 8 questions of the form, all
unanswerable, 7 answered before; no other tuning question has the form.

A leave to play without a part of the game is the same house rule, asked
in one sentence (`house_play` then `house_without` within WITHOUT_REACH
words, in a question that asks leave or why: "why can't we PLAY competitive
WITHOUT the CREDIT CARD?", "can we
PLAY WITHOUT life goal cards", "¿podemos JUGAR el modo competitivo SIN los
EVENT?"): tuning sets 5 questions, all unanswerable, 1 answered before.

A house rule named as such ("HOUSE RULE idea: can everyone just start with
5 dice so it goes faster?", "¿podemos quitar el máximo de 7 dados COMO
REGLA DE LA CASA?", lexicon `house_named`) asks the same: the player says
the change is the table's own, which the rulebook does not offer. Tuning
list: 11 questions name a house rule, all unanswerable, 2 answered before.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_openers, question_form_phrases, question_form_set, words
from referee.rules.told_house_rules import without_told
from referee.rules.unstated_specifics import entries_tell, holds, phrase_asked, sentence_words

ENTRIES = 1  # the first entries one of which must offer a choice of how to play
WITHOUT_REACH = 3  # words between playing and "without" ("jugar EL MODO COMPETITIVO sin")


def asked_change(query: str, lang: str) -> str:
    """The words that ask the table's leave ("can we") in a sentence after a grumble of why, or ""."""
    asking = question_form_openers(lang, "house_asked")
    reasons = question_form_openers(lang, "reason_asked")
    sentences = [said for said in sentence_words(query) if said]
    if len(sentences) < 2 or all(asking.isdisjoint(said) for said in sentences[1:]):
        return ""  # (one sentence, or no word a leave opens with after the first: most questions)
    why = question_form_phrases(lang, "reason_asked")
    grumbled = False
    for said in sentences:
        if grumbled:
            opening = next((phrase for phrase in question_form_phrases(lang, "house_asked")
                            if tuple(said[:len(phrase)]) == phrase), None)
            if opening:
                return " ".join(opening)
        grumbled = grumbled or (not reasons.isdisjoint(said) and holds(said, why))
    return ""


def asked_without(query: str, lang: str) -> str:
    """The words that ask to play without a part of the game ("PLAY the
    competitive mode WITHOUT", "JUGAR ... SIN"), or ""."""
    said = words(query)
    plays = question_form_set(lang, "house_play")
    if plays.isdisjoint(said):
        return ""  # (no verb of playing: most questions)
    if not (holds(said, question_form_phrases(lang, "house_asked")) or holds(said, question_form_phrases(lang, "reason_asked"))):
        return ""  # asked neither as a leave nor as a grumble ("a card comes into PLAY WITHOUT paying?")
    without = question_form_set(lang, "house_without")
    for position, word in enumerate(said):
        if word in plays:
            gone = next((other for other in said[position + 1:position + 2 + WITHOUT_REACH] if other in without), "")
            if gone:
                return f"{word} {gone}"
    return ""


def asked_named(query: str, lang: str) -> str:
    """The words that name the change asked a house rule ("HOUSE RULE idea:
    ...", "can we HOUSE RULE a limit of 3?", "como REGLA DE LA CASA"), or "";
    not one told as the table's way on an earlier night (rules/told_house_rules.py)."""
    found = phrase_asked(words(without_told(query, lang)), lang, "house_named")
    return " ".join(found) if found else ""


def unstated_change(query: str, near: list[int], lang_index: LangIndex, whole: str | None = None) -> str | None:
    """The words that ask the table's leave after a grumble, or to play
    without a part of the game, or that name a house rule, when the first
    entry offers no choice of how to play; else None. The house rule named
    is read in `whole`, the question with the premise `query` may leave out
    ("COMO REGLA DE LA CASA, ¿puede empezar el más joven?": rules/premises.py)."""
    asked = asked_change(query, lang_index.lang) or asked_without(query, lang_index.lang) \
        or asked_named(query if whole is None else whole, lang_index.lang)
    if not asked or entries_tell(near[:ENTRIES], lang_index, "house_told"):
        return None
    return asked
