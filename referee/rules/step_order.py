"""The order of two steps asked, a silence of the question's form.

"Is it checked BEFORE OR AFTER I buy?", "do I draw the Life
Event BEFORE OR AFTER the market gets emptied?", "¿tiro los dados de Rob
ANTES O DESPUÉS de elegir mi ubicación?", "¿se resuelve antes o después de
quemar el MATERIAL?". The rule that ranks first tells what each step does
(Rob rolls as many dice as you, a Material burns at the end of each round)
and so speaks of every thing the question names; when one step comes
against the other is what it may not say. Players ask it of every game,
naming new steps each time, so a gap's aliases never reach it: the form is
what transfers.

The question offers the two sides of an order (`order_asked`: "before or
after", "before or during", "antes o después"; "at the start or the end?"
asks when, which a rule of setup or of the end answers, so it is not
read); the first entry answers only when it speaks of order (`order_told`: "before", "after",
"then", "first", "any order", "antes", "después", "luego", "primero"), or
numbers its steps ("1. Roll the Dice, 2. Select Cards, 3. Bad Luck": the
order of the turn's phases answers "does bad luck come before or after I
buy?"). The phrases are read as rules/advice.py reads its own (topic "order").
"""

from __future__ import annotations

import re

from referee.rules.advice import unstated_form
from referee.rules.index import LangIndex

TOPIC = "order"  # the prefix of the lexicon fields read (order_asked, order_condition, order_told)
ENTRIES = 1  # the first entries one of which must speak of order
NUMBERED = re.compile(r"(?<!\d)1[.)]\s+\S.*?(?<!\d)2[.)]\s+\S", re.S)  # "1. Roll ..., 2. Select": steps in order


def unstated_order(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that offer the two sides of an order ("before or after")
    when the first entry neither speaks of order nor numbers its steps; else None."""
    if any(NUMBERED.search(lang_index.docs[number].entry.text) for number in near[:ENTRIES]):
        return None
    return unstated_form(query, near[:ENTRIES], lang_index, TOPIC)
