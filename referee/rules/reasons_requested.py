"""A reason asked of the rulebook in so many words: "does the rulebook say the reason?", "¿hay una explicación?".

"My son asked why Work and Possession always go on top. DOES THE RULEBOOK
SAY THE REASON?", "¿Por qué en el empate gana el que tiene menos cartas?
Me parece raro, ¿HAY UNA EXPLICACIÓN?", "¿EL REGLAMENTO EXPLICA por qué?".
A grumble of why alone is answered by the rule it grumbles at (the player
needs the rule, often to settle a misunderstanding); a player who asks
whether the rulebook, the game or its designer gives the reason asks for
the reason itself, and the rules state what is done, seldom why. The rule
of the thing ranks first and covers every word of it, so the evidence of
the words took it for the answer.

The form, in one sentence: a word of explaining (`reason_request`:
"explain", "reason", "explanation", "explica", "motivo") with the source
asked to give it (`reason_sources`: rulebook, game, designer, story,
reglamento, juego) or asked to exist (`reason_exists`: "is there", "hay");
and in the question a word of why (`reason_asked`) or the reason named as
such (`reason_named`: "reason", "razón", "motivo"). "Can you explain the
scoring?" names no why nor reason, and "¿tiene razón?" is who is right
(`reason_request_not`). The first rule answers only when it gives a reason
(`reason_told`: "because", "so that", "represents", "porque", "para que").

Tuning sets: 9 questions of the form (blind27, blind42, blind67, blind68),
all unanswerable; 3 were answered, now abstain.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import may_hold_phrase, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entries_tell, holds, sentence_words

ENTRIES = 1  # the first entries one of which must give a reason


def asked_reason(query: str, lang: str) -> str:
    """The word of the question that asks the rulebook for a reason ("explain", "explicación"), or ""."""
    requests = question_form_set(lang, "reason_request")
    said = words(query)
    if requests.isdisjoint(said):
        return ""  # (no word of explaining: most questions)
    if holds(said, question_form_phrases(lang, "reason_request_not")):
        return ""  # ("¿tiene razón?": who is right)
    if question_form_set(lang, "reason_named").isdisjoint(said) and (
            not may_hold_phrase(said, lang, "reason_asked")
            or not holds(said, question_form_phrases(lang, "reason_asked"))):
        return ""  # (neither a word of why nor the reason named)
    sources = question_form_set(lang, "reason_sources")
    exists = question_form_phrases(lang, "reason_exists")
    for sentence in sentence_words(query):
        request = next((word for word in sentence if word in requests), "")
        if request and (not sources.isdisjoint(sentence) or holds(sentence, exists)):
            return request
    return ""


def unstated_reason_asked(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The word that asks the rulebook for a reason when the first entry
    gives none; else None."""
    asked = asked_reason(query, lang_index.lang)
    if not asked or entries_tell(near[:ENTRIES], lang_index, "reason_told"):
        return None
    return asked
