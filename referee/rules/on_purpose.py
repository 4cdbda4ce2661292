"""An act asked to be done on purpose, a silence of the question's form.

"Can I take a Frustration Token ON PURPOSE without changing location?",
"¿puedo romper A PROPÓSITO un material de otro jugador?", "¿puedo
descartar a propósito una carta del track?", "... PARA FASTIDIARLO". The
rules make these things happen as the consequence of something else (a
Frustration Token is the cost of changing location, a MATERIAL breaks when
its QUALITY reaches 0, the track's leftmost card is discarded at the end of
a round), so the rule that ranks first speaks of every thing the question
names; whether a player may cause them at will is what it does not say.
Players ask it of every game, naming new things each time, so a gap's
aliases never reach it: the form is what transfers.

The question says the act is wilful (`question_form.purpose_asked`: "on
purpose", "deliberately", "a propósito", "adrede", "para fastidiar"). The
first entry answers only when it speaks of the act's will or forbids it
outright (`purpose_told`: "never", "at will", "voluntarily", "nunca",
"voluntariamente": Adulthood's "players NEVER move backwards on any track"
answers "can I move my marker back on purpose?"). Only the first: a near
rule of something else says "never" of its own thing ("Solo puedes
Reciclar del Vertedero de otros jugadores, NUNCA del tuyo"). "Whenever I
want" is no such form: it asks when a thing may be done ("can I play an
event card whenever I want?"), which the rules answer. The phrases are read
as advice.py reads its own (topic "purpose").

On the tuning sets: 5 abstentions more (blind20, blind21, blind36, blind41,
blind43 twice; 1 English, 5 Spanish), nothing else moved; the 2 answerable
questions of the form (Adulthood's markers moved back on purpose) keep
their answer or their abstention.
"""

from __future__ import annotations

from referee.rules.advice import unstated_form
from referee.rules.index import LangIndex

TOPIC = "purpose"  # the prefix of the lexicon fields read (purpose_asked, purpose_condition, purpose_told)
# the first entries one of which must speak of the act's will (with 3, a near "nunca" of another thing answered)
ENTRIES = 1


def unstated_purpose(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that say the act is wilful ("on purpose", "a propósito")
    when the first entry neither speaks of will nor forbids; else None."""
    return unstated_form(query, near[:ENTRIES], lang_index, TOPIC)
