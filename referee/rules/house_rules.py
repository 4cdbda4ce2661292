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
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_openers, question_form_phrases
from referee.rules.unstated_specifics import entries_tell, holds, sentence_words

ENTRIES = 1  # the first entries one of which must offer a choice of how to play


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


def unstated_change(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask the table's leave after a grumble when the first
    entry offers no choice of how to play; else None."""
    asked = asked_change(query, lang_index.lang)
    if not asked or entries_tell(near[:ENTRIES], lang_index, "house_told"):
        return None
    return asked
