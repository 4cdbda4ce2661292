"""Where a thing goes, asked between places: a silence of the question's form.

"¿Las cartas que pierdo por mala suerte van A LA CAJA O a un descarte?",
"at setup each player discards one Career: does it go to the bottom of the
deck, a discard pile OR THE BOX?". The rule that ranks first tells when the
thing leaves a player (a misfortune, a discard at setup) and holds the
question's other words; which of the places it goes to is a rule only where
the rulebook names the place. So the question is unanswered when it offers
places with "or" (`destination_asked`: "to the box or", "or the discard
pile", "a la caja o", "o al descarte") and the first rule names no place a
thing goes to (`destination_told`: "box", "discard", "out of the game",
"caja", "descarta", "se retira": CV's "the card is lost and goes back to
the box" answers "¿la carta va a la caja o al descarte?").

Only the first entry is read, as rules/player_acts.py reads an act: a near
rule of another thing sends its own cards somewhere (CV's card that cannot
be paid "goes back to the box", third for the misfortune asked).
rules/fates.py moves the rule whose title says where a thing goes first
among close siblings; this reading judges the entry that then ranks first.

A supply is one of the places offered too ("back to the general SUPPLY OR
into the unavailable components supply?", "¿va a la RESERVA GENERAL O a la
de no disponibles?"): Coming of Age's rule of a Memory says the Motivation
Token is spent, never where it goes. TUNE51: abstention 3206 -> 3207,
nothing else moved; the two answerable tuning questions that offer a supply
(Adulthood's reset, "vuelven a mi reserva o a la general?") are answered by
the rule that returns the tokens.
"""

from __future__ import annotations

from referee.rules.advice import unstated_form
from referee.rules.index import LangIndex
from referee.rules.kept_choice import kept_settled

ENTRIES = 1  # the first entries one of which must name the place a thing goes to


def unstated_place(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that offer places a thing may go to when the first entry
    names none; else None. Not a place offered against keeping the thing
    ("¿la devuelvo A LA RESERVA O me la quedo?") beside a first rule that
    says it is kept: that settles both (rules/kept_choice.py)."""
    offered = unstated_form(query, near[:ENTRIES], lang_index, "destination")
    if offered and near and kept_settled(query, lang_index.docs[near[0]].entry, lang_index.lang):
        return None
    return offered
