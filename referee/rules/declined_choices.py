"""Declining an act that the rule offers as one side of a choice: the choice answers.

"Insurance: ¿puedo no tirar la moneda?", "can I choose not to toss the
coin?", "¿se vale no poner la Ficha de Frustración?". A player who asks
leave to leave an act undone asks whether it is required. A rule that
requires the act answers (`search._declined_required`: "you MUST play",
"CADA JUGADOR elige"); so does a rule that offers the act as one side of a
choice ("Choose TO TOSS 1 COIN or to lose 1 COIN", "Elige ENTRE LANZAR 1
Moneda o perder 1 Moneda", "choose either to put a Frustration Token ...
or to lose 2 VEP"): not doing it is taking the other side, which the rule
states. The question's framing (may I not ...) is how it asks; the act it
declines is what the rule must speak of, and the rule speaks of it as a
choice.

The phrases are the lexicon's `question_form.obliged_choice` (both
languages): a verb of choosing followed by the word that opens the first
side ("to", "either", "between", "entre"). The search looks for the
declined act's words up to its LEAVE_REACH after one of them, as after a
word of requirement. Cheap: read only for an uncovered word of declining.
"""

from __future__ import annotations

from referee.rules.normalize import question_form_distinct


def choice_phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases of a rule of `lang` that offers an act as one side
    of a choice ("choose to", "elige entre")."""
    return question_form_distinct(lang, "obliged_choice")
