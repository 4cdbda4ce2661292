"""Set phrases of time, or of where a move lands, whose words are no topic of the question.

"¿Me puedo guardar un GOAL ya cumplido para enseñarlo MÁS TARDE?",
"¿Puedo decidir MÁS TARDE de qué tipo es?". "Más tarde" is a word of time,
as "luego" and English "later" are (both details in the lexicon). Read word
by word, "más" (a quantity) and "tarde" were words an entry had to hold,
and `ask` said the rulebook was silent beside the rule that answers.

The reading: the words of a phrase of `question_form.idle_phrases`, matched
side by side in the folded question, are details (search._evidence drops
their topic when the entry does not hold them). Empty when the question
holds none of the phrases' first words (most questions: a set look-up).

On the tuning sets (TUNE51, round fabst28): 2 false abstentions fewer
(blind52 "enseñarlo más tarde", blind70 "decidir más tarde"), nothing else
moved. Tried and left out: "hay (alguna) forma (de)", a way of asking leave
as "¿se puede...?" is: 3 false abstentions fewer (all one question, Rob's
difficulty) for 2 unanswerable questions answered ("¿hay forma de voltearla
otra vez...?", "¿hay alguna forma de ganarse un turno extra...?"), whose
"forma" was the one word that kept them silent.

Spanish "caer en" ("el rebote CAE EN un registro tapado", "mi dado CAYÓ EN
la Escuela", "las dos tiradas CAEN EN '$'") is where a piece or a move
lands, as English "land" (a detail in the lexicon): TUNE109, 3 false
abstentions fewer (blind110, blind29, blind68), nothing else moved. The
bare word is no detail: "se me CAYÓ un dado", "se CAE de la mesa" tell an
accident the rulebooks do not cover (as `detail` words, 4 unanswerable
questions lost their abstention).
"""

from __future__ import annotations

from referee.rules.normalize import form_positions


def idle_words(folded: list[str], places: list[int], lang: str) -> list[bool]:
    """For each stem (its position in `folded` in `places`): whether it stands
    in a set phrase of time ("más tarde") or of landing ("cae en").
    Empty when the question holds none."""
    marked = form_positions(folded, lang, "idle_phrases")
    if not marked:
        return []  # (no such phrase: most questions pay one set look-up)
    return [place in marked for place in places]
