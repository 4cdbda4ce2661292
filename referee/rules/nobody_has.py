"""A state where no player qualifies, told and then asked about: a silence of the question's form.

"NOBODY HAD any possession cards at the end, so who gets the Collector
public goal?", "Si NADIE CUMPLE un objetivo vital público, ¿alguien se
lleva sus puntos igual?", "se nos olvidó meter la bicicleta y NADIE LA
TIENE. ¿Quién empieza?", "Sale Status Climb y NADIE TIENE menos HAPPINESS
que yo". The rule that ranks first is the rule of the thing (the goal, the
bicycle, the event), which says who gets it or what it does when a player
has it; what happens when no player has it or meets it is a rule only where
the rulebook speaks of no one or of a thing absent. So the question is
unanswered when it holds a phrase that tells that state (`nobody_asked`:
nobody or no one, then a verb of having or meeting; "nadie tiene", "nadie
cumple") and no near rule (silences.NEAR_ENTRIES) has a word of no one or
of absence (`nobody_told`: "nobody", "no player", "none", "no", "don't
have", "nadie", "ningún", "no tiene"; not "sin", which "Tarjeta sin
saldar" says of a thing, not of the players): "ignore icons for Mood Tracks
you don't have yet ... (no Counter on that Track)" answers "nobody has a
pink counter yet, what do we do?". A least of one the rule asks for
settles the state of none too ("at least one", "al menos un"): "the Bus
stops only at locations with AT LEAST ONE Die and/or one Presence"
answers "if nobody has a die or a presence at a location, does the bus
still stop there?" (round fabst41, TUNE135: false abstention -3, blind59,
blind75, blind129; nothing else moved).

"Nobody gets" and "nadie agarró" tell the fate of what nobody took (the
unused cards, rules/fates.py), and "nobody can look" asks a rule: they are
no phrases of the ask. One told state of the several the brief of this
reading named ("already X", "X is empty", "nobody has X"): on the tuning
sets the others are told as often by answerable questions whose first rule
states them in its own words ("already have 2 REPUTATION, can I still
accept?": the cap), and no word check told those apart (see the commit).

No one told to have DONE a thing ("NOBODY HAS TAKEN that ACTIVITY for
ages": `nobody_acts`, or an English word in -ed right after the
phrase) is an act no one did, not a thing no one has; no one told to have
MORE ("nadie cumple MEJOR que yo ... aunque empate": `nobody_compared`) is
the best, tied, which a near rule that speaks of a tie (`nobody_tie_told`)
answers; "nadie tiene MENOS HAPPINESS que yo" of Status Climb, whose rule
says nothing of a tie, stays a silence. Round fab35: TUNE117 false
abstention 533 -> 531 (blind84, blind95), nothing else moved; without the
check of a tie, 529, but the Status Climb silence of blind16 was answered.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form, question_form_openers, words
from referee.rules.unstated_specifics import entries_tell, find_phrase, unstated_told


ENDING_MIN = 5  # letters a word must have to be read as an act by its ending (`nobody_act_endings`: not "red", "bed")


def unstated_nobody(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that tell no player has or meets a thing when no near rule
    (`near`, the first the one that would answer) speaks of no one or of a
    thing absent; else None."""
    unstated = unstated_told(query, near, lang_index, "nobody_asked", "nobody_told")
    if unstated is None:
        return None
    said = words(query)
    at = find_phrase(said, tuple(unstated.split()))
    after = said[at + len(unstated.split())] if 0 <= at < len(said) - len(unstated.split()) else ""
    # (no one told to have DONE a thing: "nobody has TAKEN that ACTIVITY": an act no one did, not a thing no one has)
    if after in question_form_openers(lang_index.lang, "nobody_acts") \
            or (len(after) >= ENDING_MIN and after.endswith(_act_endings(lang_index.lang))):
        return None
    # (... nor to have MORE, when a near rule settles a tie: "so does Lucia, nobody has MORE", "nadie cumple MEJOR que
    # yo": the tie of the best, which that rule answers; "nadie tiene MENOS HAPPINESS que yo" of an event that says no
    # tie stays a silence)
    if after in question_form_openers(lang_index.lang, "nobody_compared") \
            and entries_tell(near, lang_index, "nobody_tie_told"):
        return None
    return unstated


@lru_cache(maxsize=4)
def _act_endings(lang: str) -> tuple[str, ...]:
    """The endings of `lang` that make a word after "nobody has" an act (`nobody_act_endings`: English "-ed"; none
    in Spanish, whose acts are listed)."""
    return tuple(question_form(lang).get("nobody_act_endings", ()))
