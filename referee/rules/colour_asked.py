"""Which colour a thing is, asked outright: the rulebook names no colour where the rule asked does not.

"Which colour of memory token is optimistic?", "the bus stop tile shows a
memory token, which colour do I take?", "¿De qué color son las cartas de
Salud?", "¿cuál color es cuál?". A player who asks a colour outright
(`colour_asked_openers` right before `colour_asked_words`: "what colour",
"which colour", "qué color", "cuál color") asks what the component shows,
which the table sees and the rulebook seldom prints: the rule of the thing
named ranks first (the Optimistic trait, the bus stop, the card type) and
holds the question's game words, and the evidence of the words took it
for the answer. It is unanswered when none of the near entries names a
colour (`colour_names`): a rule that says "take the turquoise token" or
"the Grown Up marker (the beige arrow)" may be the one that reads it.

Tuning list (TUNE45, 95 sets): abstention 3015 -> 3018 (Coming of Age's
"which colour of memory token is optimistic", CV's "¿De qué color son las
cartas de Salud?" and "¿De qué color es cada tipo de carta?"), top-1,
top-3 and false abstention unchanged. Held against the first entry only
(as rules/compared_looks.py reads a look), 2 more unanswerable questions
abstained ("which colour do I take?" at a bus stop, "¿cuál color es
cuál?") but so did an answerable one, "¿cuántas Fichas de Motivación hay
al empezar y de qué colores?", whose rule, third, names the colours; with
the first two entries, the same.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_set, words
from referee.rules.unstated_specifics import entry_tells


def unstated_colour(query: str, near: list[int], lang_index: LangIndex) -> str:
    """The word of colour the question asks outright ("which COLOUR", "qué
    COLOR"), when none of the `near` entries names a colour; else "" (most
    questions: no word of colour)."""
    lang = lang_index.lang
    colour = question_form_set(lang, "colour_asked_words")
    said = words(query)
    if colour.isdisjoint(said):
        return ""
    openers = question_form_set(lang, "colour_asked_openers")
    asked = next((word for before, word in zip(said, said[1:]) if word in colour and before in openers), "")
    if not asked or any(entry_tells(number, lang_index, "colour_names") for number in near):
        return ""
    return asked
