"""Why asked: a question that asks the reason for a rule ("¿Por qué en el
modo básico solo PUEDO ser INTERN?", "why do I HAVE TO pay every turn?")
does not ask the leave or the moment its words carry.

Between two close siblings `siblings.asked_form_first` puts first the one
that holds the kind of answer the question asks besides the first's words
(a moment for "when", leave for "can I"). In a question of why, the "can"
or "hay que" is the rule the player already knows and wants the reason
for: the entry that grants leave ("El Modo Cooperativo parte del
Competitivo... puedes") answers no better than the first, the rule itself
("Victoria coop: todos con Felicidad 11+"). Tuning list (TUNE47): both
asked-form moves in a question of why took a right first answer down, none
put one up.
"""

from __future__ import annotations

from referee.rules.normalize import may_hold_phrase, question_form_phrases, words
from referee.rules.unstated_specifics import holds


def asks_why(query: str, lang: str) -> bool:
    """Whether the question holds a word of why (the lexicon's `reason_asked`: "why", "how come", "por qué")."""
    said = words(query)
    if not may_hold_phrase(said, lang, "reason_asked"):
        return False  # (no word a phrase of why opens with, or none of each one's longest: most questions)
    return holds(said, question_form_phrases(lang, "reason_asked"))
